//! Affine expressions (MLIR's `AffineExpr`), built only through constructors
//! that simplify as MLIR's `operator+`, `operator*`, `floorDiv`, `ceilDiv`
//! and `operator%` do, so that the same text gives the same tree, and the
//! tree prints as mlir-opt prints it.
//!
//! The simplifications are local (no flattening): constants fold, constants
//! and symbolic terms move to the right, `e * c1 + e * c2` merges into
//! `e * (c1 + c2)`, and `e - (e floordiv c) * c` becomes `e mod c`. For
//! example `(i, j) -> (1 + i * 2, 2 * 3 * j, i - i floordiv 4 * 4)` holds
//! `(d0 * 2 + 1, d1 * 6, d0 mod 4)`. As in MLIR, a constant sum or product
//! that overflows `i64` stays unfolded, while the coefficients and offsets
//! that other rules combine wrap.

/// The operator of a binary affine expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AffineBinaryKind {
    /// `+` (subtraction is addition of a product with `-1`).
    Add,
    /// `*`; one side is symbolic or constant (the parser checks it).
    Mul,
    /// `floordiv`; the right side is symbolic or constant (the parser
    /// checks it).
    FloorDiv,
    /// `ceildiv`; the right side is symbolic or constant (ditto).
    CeilDiv,
    /// `mod`; the right side is symbolic or constant (ditto).
    Mod,
}

impl AffineBinaryKind {
    /// The operator as MLIR prints it, with its surrounding spaces.
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryKind::Add => " + ",
            AffineBinaryKind::Mul => " * ",
            AffineBinaryKind::FloorDiv => " floordiv ",
            AffineBinaryKind::CeilDiv => " ceildiv ",
            AffineBinaryKind::Mod => " mod ",
        }
    }
}

/// A binary affine expression. `depth` and `symbolic` are functions of the
/// operands, cached so that construction stays linear.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineBinary {
    /// The operator.
    pub kind: AffineBinaryKind,
    /// The left operand.
    pub lhs: AffineExpr,
    /// The right operand.
    pub rhs: AffineExpr,
    depth: u32,
    symbolic: bool,
}

/// An affine expression over dimensions `d<i>` and symbols `s<i>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// The dimension `d<i>`.
    Dim(u32),
    /// The symbol `s<i>`.
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// A binary operation.
    Binary(Box<AffineBinary>),
}

use AffineBinaryKind::{Add, CeilDiv, FloorDiv, Mod, Mul};

impl AffineExpr {
    /// The operands of a binary expression of `kind`.
    pub fn as_binary(&self, kind: AffineBinaryKind) -> Option<(&AffineExpr, &AffineExpr)> {
        match self {
            AffineExpr::Binary(b) if b.kind == kind => Some((&b.lhs, &b.rhs)),
            _ => None,
        }
    }

    /// The value of a constant expression.
    pub fn as_constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        }
    }

    /// Whether the expression uses no dimension (MLIR's
    /// `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Symbol(_) | AffineExpr::Constant(_) => true,
            AffineExpr::Binary(b) => b.symbolic,
        }
    }

    /// How many binary operations deep the expression is (0 for a leaf).
    pub fn depth(&self) -> u32 {
        match self {
            AffineExpr::Binary(b) => b.depth,
            _ => 0,
        }
    }

    /// The binary expression `lhs kind rhs`, simplified as MLIR's
    /// `getAffineBinaryOpExpr` builds it.
    pub fn binary(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match kind {
            Add => lhs + rhs,
            Mul => lhs * rhs,
            FloorDiv => lhs.floor_div(rhs),
            CeilDiv => lhs.ceil_div(rhs),
            Mod => lhs.modulo(rhs),
        }
    }

    /// The node `lhs kind rhs`, without simplification but for the order of
    /// two dimension or symbol operands of `+` and `*`: dimensions before
    /// symbols, each by position (`d1 + d0` is `d0 + d1`), as MLIR orders
    /// them when it creates the node.
    fn node(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let leaf_order = |expr: &AffineExpr| match expr {
            AffineExpr::Dim(i) => Some((0, *i)),
            AffineExpr::Symbol(i) => Some((1, *i)),
            _ => None,
        };
        let (lhs, rhs) = match (kind, leaf_order(&lhs), leaf_order(&rhs)) {
            (Add | Mul, Some(l), Some(r)) if l > r => (rhs, lhs),
            _ => (lhs, rhs),
        };
        let depth = lhs.depth().max(rhs.depth()) + 1;
        let symbolic = lhs.is_symbolic_or_constant() && rhs.is_symbolic_or_constant();
        AffineExpr::Binary(Box::new(AffineBinary {
            kind,
            lhs,
            rhs,
            depth,
            symbolic,
        }))
    }

    /// `self floordiv rhs`.
    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_floor_div(&self, &rhs) {
            Some(simplified) => simplified,
            None => AffineExpr::node(FloorDiv, self, rhs),
        }
    }

    /// `self ceildiv rhs`.
    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_ceil_div(&self, &rhs) {
            Some(simplified) => simplified,
            None => AffineExpr::node(CeilDiv, self, rhs),
        }
    }

    /// `self mod rhs`.
    pub fn modulo(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_mod(&self, &rhs) {
            Some(simplified) => simplified,
            None => AffineExpr::node(Mod, self, rhs),
        }
    }

    /// The largest integer known to divide every value of the expression
    /// (MLIR's `getLargestKnownDivisor`, with its wrapping `i64` arithmetic).
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Constant(c) => c.wrapping_abs(),
            AffineExpr::Binary(b) => match b.kind {
                Mul => b
                    .lhs
                    .largest_known_divisor()
                    .wrapping_mul(b.rhs.largest_known_divisor()),
                Add | Mod => gcd(
                    b.lhs.largest_known_divisor() as u64,
                    b.rhs.largest_known_divisor() as u64,
                ) as i64,
                FloorDiv | CeilDiv => match b.rhs.as_constant() {
                    Some(divisor) if divisor != 0 => {
                        let known = b.lhs.largest_known_divisor();
                        if known.wrapping_rem(divisor) == 0 {
                            // A divisor is positive (MLIR 22 takes the
                            // quotient's magnitude for a negative one).
                            known.wrapping_div(divisor).wrapping_abs()
                        } else {
                            1
                        }
                    }
                    _ => 1,
                },
            },
        }
    }
}

/// `lhs + rhs`, simplified (MLIR's `AffineExpr::operator+`).
impl std::ops::Add for AffineExpr {
    type Output = AffineExpr;

    fn add(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_add(&self, &rhs) {
            Some(simplified) => simplified,
            None => AffineExpr::node(Add, self, rhs),
        }
    }
}

/// `lhs * rhs`, simplified (MLIR's `AffineExpr::operator*`).
impl std::ops::Mul for AffineExpr {
    type Output = AffineExpr;

    fn mul(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_mul(&self, &rhs) {
            Some(simplified) => simplified,
            None => AffineExpr::node(Mul, self, rhs),
        }
    }
}

/// `-e`, that is `e * -1`.
impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;

    fn neg(self) -> AffineExpr {
        self * AffineExpr::Constant(-1)
    }
}

/// `lhs - rhs`, that is `lhs + rhs * -1`.
impl std::ops::Sub for AffineExpr {
    type Output = AffineExpr;

    fn sub(self, rhs: AffineExpr) -> AffineExpr {
        self + -rhs
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The remainder with the sign of a positive divisor.
fn modulo(lhs: i64, rhs: i64) -> i64 {
    lhs.rem_euclid(rhs)
}

/// A constant divisor of at least 1: the only kind the modulo rules
/// simplify (others are undefined and kept as written).
fn positive_constant(expr: &AffineExpr) -> Option<i64> {
    expr.as_constant().filter(|&c| c >= 1)
}

/// A constant divisor other than 0: the kind the division rules simplify.
fn nonzero_constant(expr: &AffineExpr) -> Option<i64> {
    expr.as_constant().filter(|&c| c != 0)
}

fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
        return l.checked_add(r).map(AffineExpr::Constant);
    }
    // Constants, then symbolic terms, go to the right.
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.clone() + lhs.clone());
    }
    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }
    // (e + c1) + c2 = e + (c1 + c2).
    let left_sum = lhs.as_binary(Add);
    if let (Some((e, c1)), Some(c2)) = (left_sum, rhs_const)
        && let Some(c1) = c1.as_constant()
    {
        return Some(e.clone() + AffineExpr::Constant(c1.wrapping_add(c2)));
    }
    // e * c1 + e * c2 = e * (c1 + c2), with a missing factor counting as 1.
    let (first, c1) = scaled_term(lhs);
    let (second, c2) = scaled_term(rhs);
    if first == second {
        return Some(first.clone() * AffineExpr::Constant(c1.wrapping_add(c2)));
    }
    // (e1 + c) + e2 = (e1 + e2) + c.
    if let Some((e1, c)) = left_sum
        && c.as_constant().is_some()
    {
        return Some(e1.clone() + rhs.clone() + c.clone());
    }
    simplify_add_to_mod(lhs, rhs)
}

/// `e * c` as `(e, c)`, any other expression as `(e, 1)`.
fn scaled_term(expr: &AffineExpr) -> (&AffineExpr, i64) {
    if let Some((e, factor)) = expr.as_binary(Mul)
        && let Some(factor) = factor.as_constant()
    {
        return (e, factor);
    }
    (expr, 1)
}

/// `e + ((e floordiv q) * q) * -1` is `e mod q`, and so is
/// `e + (e floordiv c) * -c` for a constant `c > 0`. When `rhs` is
/// `(x floordiv q) * f` and `lhs` is `a + b`, `a + (b + rhs)` is tried, so
/// that `(a + e) + (e floordiv c) * -c` becomes `a + e mod c`. (As in
/// MLIR, the first form does not look at the kind of `rhs`, the others only
/// take a product.)
fn simplify_add_to_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let AffineExpr::Binary(product) = rhs else {
        return None;
    };
    let (quotient, factor) = (&product.lhs, &product.rhs);
    if factor.as_constant() == Some(-1)
        && let Some((floor, divisor)) = quotient.as_binary(Mul)
    {
        let (dividend, inner_divisor) = floor.as_binary(FloorDiv)?;
        if inner_divisor == divisor && dividend == lhs {
            return Some(lhs.clone().modulo(divisor.clone()));
        }
    }
    if product.kind != Mul {
        return None;
    }
    let (dividend, divisor) = quotient.as_binary(FloorDiv)?;
    let positive = divisor.as_constant().is_some_and(|c| c > 0);
    if positive && dividend == lhs && *divisor == -factor.clone() {
        return Some(lhs.clone().modulo(divisor.clone()));
    }
    let (a, b) = lhs.as_binary(Add)?;
    simplify_add(b, rhs).map(|sum| a.clone() + sum)
}

fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
        return l.checked_mul(r).map(AffineExpr::Constant);
    }
    // The symbolic (or constant) side goes to the right. The parser only
    // builds products with a symbolic side; without one there is nothing
    // to reorder.
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }
    if !rhs.is_symbolic_or_constant() || lhs_const.is_some() {
        return Some(rhs.clone() * lhs.clone());
    }
    match rhs_const {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(AffineExpr::Constant(0)),
        _ => {}
    }
    let (e, c1) = lhs.as_binary(Mul)?;
    let c1 = c1.as_constant()?;
    // (e * c1) * c2 = e * (c1 * c2).
    if let Some(c2) = rhs_const {
        return Some(e.clone() * AffineExpr::Constant(c1.wrapping_mul(c2)));
    }
    // (e * c) * s = (e * s) * c.
    Some(e.clone() * rhs.clone() * AffineExpr::Constant(c1))
}

/// `(e * c) / d = e * (c / d)` when `d` divides `c`, for floor and ceiling
/// division alike.
fn divide_scaled(lhs: &AffineExpr, divisor: i64) -> Option<AffineExpr> {
    let (e, factor) = lhs.as_binary(Mul)?;
    let factor = factor.as_constant()?;
    (factor.wrapping_rem(divisor) == 0)
        .then(|| e.clone() * AffineExpr::Constant(factor.wrapping_div(divisor)))
}

/// `lhs / rhs` rounded down (or up with `ceiling`): two constants fold for
/// any divisor but 0, unless the quotient overflows.
fn fold_division(lhs: i64, rhs: i64, ceiling: bool) -> Option<i64> {
    let quotient = lhs.checked_div(rhs)?;
    let inexact = lhs % rhs != 0;
    let negative = (lhs < 0) != (rhs < 0);
    Some(match (inexact, negative, ceiling) {
        (true, true, false) => quotient - 1,
        (true, false, true) => quotient + 1,
        _ => quotient,
    })
}

fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    if let (Some(l), Some(r)) = (lhs.as_constant(), rhs.as_constant()) {
        return fold_division(l, r, false).map(AffineExpr::Constant);
    }
    let divisor = nonzero_constant(rhs)?;
    if divisor == 1 {
        return Some(lhs.clone());
    }
    if let Some(divided) = divide_scaled(lhs, divisor) {
        return Some(divided);
    }
    // (a + b) floordiv d = a floordiv d + b floordiv d when d divides a or b.
    let (a, b) = lhs.as_binary(Add)?;
    if a.largest_known_divisor().wrapping_rem(divisor) == 0
        || b.largest_known_divisor().wrapping_rem(divisor) == 0
    {
        let d = || AffineExpr::Constant(divisor);
        return Some(a.clone().floor_div(d()) + b.clone().floor_div(d()));
    }
    None
}

fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    if let (Some(l), Some(r)) = (lhs.as_constant(), rhs.as_constant()) {
        return fold_division(l, r, true).map(AffineExpr::Constant);
    }
    let divisor = nonzero_constant(rhs)?;
    if divisor == 1 {
        return Some(lhs.clone());
    }
    divide_scaled(lhs, divisor)
}

fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let divisor = positive_constant(rhs)?;
    if let Some(l) = lhs.as_constant() {
        return Some(AffineExpr::Constant(modulo(l, divisor)));
    }
    if lhs.largest_known_divisor().wrapping_rem(divisor) == 0 {
        return Some(AffineExpr::Constant(0));
    }
    let d = || AffineExpr::Constant(divisor);
    // (a + b) mod d = b mod d when d divides a (and the other way round).
    if let Some((a, b)) = lhs.as_binary(Add) {
        if a.largest_known_divisor().wrapping_rem(divisor) == 0 {
            return Some(b.clone().modulo(d()));
        }
        if b.largest_known_divisor().wrapping_rem(divisor) == 0 {
            return Some(a.clone().modulo(d()));
        }
    }
    // (e mod a) mod d = e mod d when d divides a.
    if let Some((e, inner)) = lhs.as_binary(Mod)
        && let Some(inner) = positive_constant(inner)
        && modulo(inner, divisor) == 0
    {
        return Some(e.clone().modulo(d()));
    }
    None
}

#[cfg(test)]
#[path = "expr_tests.rs"]
mod tests;
