//! `affine_map<...>` and `affine_set<...>`, parsed as MLIR's `AffineParser`
//! parses them, with its diagnostics at its positions.
//!
//! ```text
//! affine-map  ::= `(` dim-ids `)` (`[` symbol-ids `]`)? `->` `(` affine-expr,* `)`
//! integer-set ::= `(` dim-ids `)` (`[` symbol-ids `]`)? `:` `(` constraint,* `)`
//! constraint  ::= affine-expr (`>=` | `<=` | `==`) affine-expr
//! ```
//!
//! `+` and `-` bind weaker than `*`, `floordiv`, `ceildiv` and `mod`; all
//! associate to the left; negation binds tightest. Expressions are built
//! through [`AffineExpr`]'s simplifying constructors, so the result is what
//! mlir-opt prints. Long operator chains are parsed in loops; parentheses
//! and negations count toward the parser's nesting limit, and an expression
//! deeper than [`MAX_AFFINE_DEPTH`] operations is rejected.

use super::{ParseResult, Parser};
use crate::affine::{AffineConstraint, AffineExpr, AffineMap, IntegerSet};
use crate::asm::lexer::TokenKind;
use crate::attributes::{AttrData, Attribute};

/// How many operations deep a parsed affine expression may be.
pub const MAX_AFFINE_DEPTH: u32 = 1024;

#[derive(Clone, Copy)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Clone, Copy)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// A parsed `(dims)[symbols] -> (...)` or `(dims)[symbols] : (...)`.
enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

/// The identifiers in scope: each name with the dimension or symbol it is.
type Identifiers<'s> = Vec<(&'s str, AffineExpr)>;

impl<'a> Parser<'a, '_> {
    /// Parses `affine_map<...>` or `affine_set<...>`; the current token is
    /// the keyword.
    pub(super) fn parse_affine_attribute(&mut self) -> ParseResult<Attribute> {
        let is_map = self.token_text() == "affine_map";
        self.advance()?;
        let what = if is_map { "affine map" } else { "integer set" };
        self.expect(TokenKind::Less, &format!("'<' in {what}"))?;
        let start = self.token.start;
        let data = match (self.parse_affine_map_or_set()?, is_map) {
            (MapOrSet::Map(map), true) => AttrData::AffineMap(map),
            (MapOrSet::Set(set), false) => AttrData::IntegerSet(set),
            (MapOrSet::Set(_), true) => {
                return Err(self.error_at(start, "expected AffineMap, but got IntegerSet"));
            }
            (MapOrSet::Map(_), false) => {
                return Err(self.error_at(start, "expected IntegerSet, but got AffineMap"));
            }
        };
        self.expect(TokenKind::Greater, &format!("'>' in {what}"))?;
        Ok(self.ctx.intern_attr(data))
    }

    fn parse_affine_map_or_set(&mut self) -> ParseResult<MapOrSet> {
        let mut identifiers = Identifiers::new();
        let num_dims = self.parse_identifier_list(
            TokenKind::LParen,
            " in dimensional identifier list",
            AffineExpr::Dim,
            &mut identifiers,
        )?;
        let num_symbols = if self.at(TokenKind::LSquare) {
            self.parse_identifier_list(
                TokenKind::LSquare,
                " in symbol list",
                AffineExpr::Symbol,
                &mut identifiers,
            )?
        } else {
            0
        };
        if self.consume_if(TokenKind::Arrow)? {
            let mut results = Vec::new();
            self.parse_delimited_list(TokenKind::LParen, " in affine map range", |p| {
                results.push(p.parse_affine_expr(&identifiers)?);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(AffineMap {
                num_dims,
                num_symbols,
                results,
            }));
        }
        self.expect(TokenKind::Colon, "'->' or ':'")?;
        let mut constraints = Vec::new();
        self.parse_delimited_list(TokenKind::LParen, " in integer set constraint list", |p| {
            constraints.push(p.parse_affine_constraint(&identifiers)?);
            Ok(())
        })?;
        if constraints.is_empty() {
            constraints.push(AffineConstraint {
                expr: AffineExpr::Constant(0),
                is_equality: true,
            });
        }
        Ok(MapOrSet::Set(IntegerSet {
            num_dims,
            num_symbols,
            constraints,
        }))
    }

    /// MLIR's `parseCommaSeparatedList` between `(` `)` or `[` `]`, with
    /// its context message.
    fn parse_delimited_list(
        &mut self,
        open: TokenKind,
        context: &str,
        mut element: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        let (open_text, close, close_text) = match open {
            TokenKind::LSquare => ("'['", TokenKind::RSquare, "']'"),
            _ => ("'('", TokenKind::RParen, "')'"),
        };
        self.expect(open, &format!("{open_text}{context}"))?;
        if self.consume_if(close)? {
            return Ok(());
        }
        element(self)?;
        while self.consume_if(TokenKind::Comma)? {
            element(self)?;
        }
        self.expect(close, &format!("{close_text}{context}"))
    }

    /// `(d0, d1)` or `[s0]`: declares each name as the next dimension or
    /// symbol and returns how many there are.
    fn parse_identifier_list(
        &mut self,
        open: TokenKind,
        context: &str,
        make: fn(u32) -> AffineExpr,
        identifiers: &mut Identifiers<'a>,
    ) -> ParseResult<u32> {
        let mut count = 0u32;
        self.parse_delimited_list(open, context, |p| {
            if !p.at(TokenKind::BareIdent) {
                return Err(p.wrong_token_error("expected bare identifier"));
            }
            let name = p.token_text();
            if identifiers.iter().any(|(known, _)| *known == name) {
                return Err(p.error_here(format!("redefinition of identifier '{name}'")));
            }
            p.advance()?;
            identifiers.push((name, make(count)));
            count += 1;
            Ok(())
        })?;
        Ok(count)
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, normalized to a left side
    /// compared with 0.
    fn parse_affine_constraint(
        &mut self,
        identifiers: &Identifiers<'a>,
    ) -> ParseResult<AffineConstraint> {
        let lhs = self.parse_affine_expr(identifiers)?;
        let constraint = |expr, is_equality| AffineConstraint { expr, is_equality };
        if self.consume_if(TokenKind::Greater)? && self.consume_if(TokenKind::Equal)? {
            let rhs = self.parse_affine_expr(identifiers)?;
            return self.checked_constraint(constraint(lhs - rhs, false));
        }
        if self.consume_if(TokenKind::Less)? && self.consume_if(TokenKind::Equal)? {
            let rhs = self.parse_affine_expr(identifiers)?;
            return self.checked_constraint(constraint(rhs - lhs, false));
        }
        if self.consume_if(TokenKind::Equal)? && self.consume_if(TokenKind::Equal)? {
            let rhs = self.parse_affine_expr(identifiers)?;
            return self.checked_constraint(constraint(lhs - rhs, true));
        }
        Err(self.error_here(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    fn checked_constraint(&self, constraint: AffineConstraint) -> ParseResult<AffineConstraint> {
        self.check_affine_depth(&constraint.expr)?;
        Ok(constraint)
    }

    /// An affine expression: a chain of `+`/`-` over chains of the tightly
    /// binding operators (MLIR's `parseAffineLowPrecOpExpr`, as a loop).
    fn parse_affine_expr(&mut self, identifiers: &Identifiers<'a>) -> ParseResult<AffineExpr> {
        let mut pending: Option<(AffineExpr, LowOp)> = None;
        loop {
            let operand = self.parse_affine_operand(identifiers, pending.is_some())?;
            let term = match self.consume_high_op()? {
                Some((op, op_offset)) => {
                    self.parse_affine_product(identifiers, operand, op, op_offset)?
                }
                None => operand,
            };
            let expr = match pending.take() {
                Some((lhs, op)) => self.low_op(op, lhs, term)?,
                None => term,
            };
            match self.consume_low_op()? {
                Some(op) => pending = Some((expr, op)),
                None => return Ok(expr),
            }
        }
    }

    /// The rest of `lhs op operand op operand ...` for the tightly binding
    /// operators (MLIR's `parseAffineHighPrecOpExpr`, as a loop). As in
    /// MLIR, an operator whose operands are not affine is reported at the
    /// operator after it, when there is one.
    fn parse_affine_product(
        &mut self,
        identifiers: &Identifiers<'a>,
        mut lhs: AffineExpr,
        mut op: HighOp,
        mut op_offset: u32,
    ) -> ParseResult<AffineExpr> {
        loop {
            let rhs = self.parse_affine_operand(identifiers, true)?;
            match self.consume_high_op()? {
                Some((next, next_offset)) => {
                    lhs = self.high_op(op, lhs, rhs, next_offset)?;
                    (op, op_offset) = (next, next_offset);
                }
                None => return self.high_op(op, lhs, rhs, op_offset),
            }
        }
    }

    fn consume_low_op(&mut self) -> ParseResult<Option<LowOp>> {
        let op = match self.token.kind {
            TokenKind::Plus => LowOp::Add,
            TokenKind::Minus => LowOp::Sub,
            _ => return Ok(None),
        };
        self.advance()?;
        Ok(Some(op))
    }

    /// The operator at the current token, consumed, with its offset.
    fn consume_high_op(&mut self) -> ParseResult<Option<(HighOp, u32)>> {
        let op = match self.token.kind {
            TokenKind::Star => HighOp::Mul,
            TokenKind::BareIdent => match self.token_text() {
                "floordiv" => HighOp::FloorDiv,
                "ceildiv" => HighOp::CeilDiv,
                "mod" => HighOp::Mod,
                _ => return Ok(None),
            },
            _ => return Ok(None),
        };
        let offset = self.token.start;
        self.advance()?;
        Ok(Some((op, offset)))
    }

    fn low_op(&self, op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> ParseResult<AffineExpr> {
        let expr = match op {
            LowOp::Add => lhs + rhs,
            LowOp::Sub => lhs - rhs,
        };
        self.check_affine_depth(&expr)?;
        Ok(expr)
    }

    /// `lhs op rhs` after MLIR's affinity checks, reported at `offset`.
    fn high_op(
        &self,
        op: HighOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        offset: u32,
    ) -> ParseResult<AffineExpr> {
        let right_operand_error = |name: &str| {
            self.error_at(
                offset,
                format!(
                    "non-affine expression: right operand of {name} has to be either a \
                     constant or symbolic"
                ),
            )
        };
        let expr = match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(self.error_at(
                        offset,
                        "non-affine expression: at least one of the multiply operands has to \
                         be either a constant or symbolic",
                    ));
                }
                lhs * rhs
            }
            HighOp::FloorDiv if rhs.is_symbolic_or_constant() => lhs.floor_div(rhs),
            HighOp::CeilDiv if rhs.is_symbolic_or_constant() => lhs.ceil_div(rhs),
            HighOp::Mod if rhs.is_symbolic_or_constant() => lhs.modulo(rhs),
            HighOp::FloorDiv => return Err(right_operand_error("floordiv")),
            HighOp::CeilDiv => return Err(right_operand_error("ceildiv")),
            HighOp::Mod => return Err(right_operand_error("mod")),
        };
        self.check_affine_depth(&expr)?;
        Ok(expr)
    }

    fn check_affine_depth(&self, expr: &AffineExpr) -> ParseResult<()> {
        if expr.depth() > MAX_AFFINE_DEPTH {
            return Err(self.error_here(format!(
                "affine expression is too deep (more than {MAX_AFFINE_DEPTH} nested operations)"
            )));
        }
        Ok(())
    }

    /// An operand: an identifier, an integer, a parenthesized expression or
    /// a negation (MLIR's `parseAffineOperandExpr`). `has_lhs` says whether
    /// it is the right operand of a binary operator, for the message when
    /// it is missing.
    fn parse_affine_operand(
        &mut self,
        identifiers: &Identifiers<'a>,
        has_lhs: bool,
    ) -> ParseResult<AffineExpr> {
        let missing = if has_lhs {
            "missing right operand of binary operator"
        } else {
            "expected affine expression"
        };
        match self.token.kind {
            TokenKind::BareIdent if self.token_text() == "symbol" => {
                self.advance()?;
                self.expect(TokenKind::LParen, "'(' at start of SSA symbol")?;
                Err(self.wrong_token_error("unexpected ssa identifier"))
            }
            TokenKind::BareIdent => {
                let name = self.token_text();
                match identifiers.iter().find(|(known, _)| *known == name) {
                    Some((_, expr)) => {
                        let expr = expr.clone();
                        self.advance()?;
                        Ok(expr)
                    }
                    None => Err(self.wrong_token_error("use of undeclared identifier")),
                }
            }
            TokenKind::PercentIdent => Err(self.wrong_token_error("unexpected ssa identifier")),
            TokenKind::Integer => {
                let value = super::integers::token_u64(self.token_text())
                    .and_then(|v| i64::try_from(v).ok())
                    .ok_or_else(|| self.error_here("constant too large for index"))?;
                self.advance()?;
                Ok(AffineExpr::Constant(value))
            }
            TokenKind::LParen => {
                self.advance()?;
                if self.at(TokenKind::RParen) {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                self.enter_nesting()?;
                let inner = self.parse_affine_expr(identifiers);
                self.exit_nesting();
                let inner = inner?;
                self.expect(TokenKind::RParen, "')'")?;
                Ok(inner)
            }
            TokenKind::Minus => {
                self.advance()?;
                self.enter_nesting()?;
                let operand = self.parse_affine_operand(identifiers, has_lhs);
                self.exit_nesting();
                match operand {
                    Ok(operand) => {
                        let negated = -operand;
                        self.check_affine_depth(&negated)?;
                        Ok(negated)
                    }
                    // MLIR adds a second error after the operand's own.
                    Err(error) => {
                        Err(error.followed_by(self.error_here("missing operand of negation")))
                    }
                }
            }
            TokenKind::Plus | TokenKind::Star if !has_lhs => {
                Err(self.error_here("missing left operand of binary operator"))
            }
            _ => Err(self.error_here(missing)),
        }
    }
}
