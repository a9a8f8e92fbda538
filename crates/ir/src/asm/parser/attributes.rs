//! Parsing builtin attributes: numbers, strings, arrays, dictionaries, symbol
//! references, `dense<...>`, type attributes, aliases and opaque dialect
//! attributes (`array<...>` is in `dense_array`, `strided<...>` in
//! `strided`).

use super::{ParseResult, Parser};
use crate::asm::float_format;
use crate::asm::lexer::{TokenKind, unescape_string};
use crate::attributes::{AttrData, Attribute, ElementValue};
use crate::types::{FloatKind, Signedness, Type, TypeData};

/// Where a literal is read, which decides MLIR's message for an integer
/// that does not fit its type.
#[derive(Clone, Copy)]
pub(super) enum LiteralPlace {
    /// An attribute of its own (`300 : i8`), or an `array<...>` element.
    Attribute,
    /// An element of `dense<...>`.
    DenseElement,
}

impl LiteralPlace {
    pub(super) fn out_of_range(self) -> &'static str {
        match self {
            LiteralPlace::Attribute => "integer constant out of range for attribute",
            LiteralPlace::DenseElement => "integer constant out of range for type",
        }
    }

    /// MLIR's message for a negative literal of an unsigned type.
    pub(super) fn negative_unsigned(self) -> &'static str {
        match self {
            LiteralPlace::Attribute => {
                "negative integer literal not valid for unsigned integer type"
            }
            LiteralPlace::DenseElement => {
                "expected unsigned integer elements, but parsed negative value"
            }
        }
    }
}

/// A number as written, before a type gives it meaning.
#[derive(Clone, Copy, Debug)]
pub(super) enum Literal {
    /// An integer; `negative` applies to `magnitude`. `wide` says the
    /// magnitude does not fit in a `u128` (`magnitude` is then 0): only a
    /// type wider than 128 bits can hold it, and its digits are read again
    /// from the source (see [`Parser::wide_magnitude`]).
    Int {
        negative: bool,
        magnitude: u128,
        hex: bool,
        wide: bool,
    },
    /// A decimal float.
    Float(f64),
    /// `true` / `false`.
    Bool(bool),
}

impl<'a> Parser<'a, '_> {
    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> ParseResult<Attribute> {
        let offset = self.token.start;
        if self.at(TokenKind::LBrace) {
            return self.parse_dictionary_cached();
        }
        self.enter_nesting()?;
        let result = self.parse_attribute_inner();
        self.exit_nesting();
        let attr = result?;
        self.check_value_depth(self.ctx.attr_depth(attr), offset)?;
        Ok(attr)
    }

    fn parse_attribute_inner(&mut self) -> ParseResult<Attribute> {
        match self.token.kind {
            TokenKind::Integer | TokenKind::Float | TokenKind::Minus => {
                let (literal, offset) = self.parse_literal()?;
                let ty = if self.consume_if(TokenKind::Colon)? {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                self.typed_number(literal, ty, offset)
            }
            TokenKind::String => {
                let text = self.token_text();
                let value = unescape_string(&text[1..text.len() - 1]);
                self.advance()?;
                let ty = if self.consume_if(TokenKind::Colon)? {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                // `none` is a string's default type: `"x" : none` is `"x"`.
                let ty = ty.filter(|&t| t != self.ctx.none_type());
                Ok(self.ctx.intern_attr(AttrData::String { value, ty }))
            }
            TokenKind::LSquare => {
                let mut elements = Vec::new();
                self.parse_comma_list(
                    TokenKind::LSquare,
                    TokenKind::RSquare,
                    "expected ',' or ']'",
                    |p| {
                        elements.push(p.parse_attribute()?);
                        Ok(())
                    },
                )?;
                Ok(self.ctx.intern_attr(AttrData::Array(elements)))
            }
            TokenKind::LBrace => self.parse_dictionary(),
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::HashIdent => self.parse_hash_attribute(),
            TokenKind::ExclaimIdent | TokenKind::LParen => {
                let ty = self.parse_type()?;
                Ok(self.ctx.type_attr(ty))
            }
            TokenKind::BareIdent => match self.token_text() {
                "true" | "false" => {
                    let value = self.token_text() == "true";
                    self.advance()?;
                    let i1 = self.ctx.integer_type(1);
                    if self.consume_if(TokenKind::Colon)? {
                        let ty = self.parse_type()?;
                        if ty != i1 {
                            return Err(
                                self.error_here("expected i1 type for 'true' or 'false' values")
                            );
                        }
                    }
                    Ok(self.ctx.integer_attr(i128::from(value), i1))
                }
                "unit" => {
                    self.advance()?;
                    Ok(self.ctx.unit_attr())
                }
                "dense" => self.parse_dense(),
                "sparse" => self.parse_sparse(),
                "dense_resource" => self.parse_dense_resource(),
                "strided" => self.parse_strided_layout(),
                "affine_map" | "affine_set" => self.parse_affine_attribute(),
                "distinct" => self.parse_distinct(),
                "array" => self.parse_dense_array(),
                "loc" => {
                    let location = self.parse_location_specifier()?;
                    Ok(self.location_as_attribute(location))
                }
                // A type used as an attribute; its own errors are reported,
                // as MLIR's `parseOptionalType` reports them.
                word if super::types::is_builtin_type_keyword(word) => {
                    let ty = self.parse_type()?;
                    Ok(self.ctx.type_attr(ty))
                }
                _ => Err(self.wrong_token_error("expected attribute value")),
            },
            _ => Err(self.wrong_token_error("expected attribute value")),
        }
    }

    /// A dictionary attribute, from the cache when the same text was parsed
    /// before (and parsing it here could not hit the nesting limit).
    fn parse_dictionary_cached(&mut self) -> ParseResult<Attribute> {
        let start = self.token.start as usize;
        let end = super::deferred::skim_region(self.source.as_bytes(), start);
        if let Some(end) = end {
            let text = &self.source[start..end];
            if let Some(&attr) = self.caches.dictionaries.get(text) {
                let nesting = 2 * self.ctx.attr_depth(attr) as usize + 2;
                if self.depth + nesting <= super::MAX_NESTING {
                    self.skip_to(end)?;
                    return Ok(attr);
                }
            }
        }
        let offset = self.token.start;
        self.enter_nesting()?;
        let result = self.parse_attribute_inner();
        self.exit_nesting();
        let attr = result?;
        self.check_value_depth(self.ctx.attr_depth(attr), offset)?;
        if let Some(end) = end
            && self.prev_end as usize == end
        {
            self.caches
                .dictionaries
                .insert(&self.source[start..end], attr);
        }
        Ok(attr)
    }

    /// Parses `{name = attr, unit-name, "quoted" = attr}`.
    pub fn parse_dictionary(&mut self) -> ParseResult<Attribute> {
        let mut entries = Vec::new();
        let mut seen: rustc_hash::FxHashSet<crate::context::Symbol> =
            rustc_hash::FxHashSet::default();
        self.parse_comma_list(
            TokenKind::LBrace,
            TokenKind::RBrace,
            "expected '}' in attribute dictionary",
            |p| {
                let key_offset = p.token.start;
                let key: std::borrow::Cow<'a, str> = match p.token.kind {
                    TokenKind::BareIdent => p.token_text().into(),
                    TokenKind::String => {
                        let text = p.token_text();
                        String::from_utf8_lossy(&unescape_string(&text[1..text.len() - 1]))
                            .into_owned()
                            .into()
                    }
                    _ => return Err(p.error_here("expected attribute name")),
                };
                if key.is_empty() {
                    return Err(p.error_here("expected valid attribute name"));
                }
                let symbol = match &key {
                    std::borrow::Cow::Borrowed(text) => p.intern(text),
                    std::borrow::Cow::Owned(text) => p.ctx.intern_str(text),
                };
                if !seen.insert(symbol) {
                    return Err(p.error_at(
                        key_offset,
                        format!("duplicate key '{key}' in dictionary attribute"),
                    ));
                }
                p.advance()?;
                let value = if p.consume_if(TokenKind::Equal)? {
                    p.parse_attribute()?
                } else {
                    p.ctx.unit_attr()
                };
                entries.push((symbol, value));
                Ok(())
            },
        )?;
        Ok(self.ctx.dictionary(entries))
    }

    fn parse_symbol_ref(&mut self) -> ParseResult<Attribute> {
        let root = self.symbol_name_of_token()?;
        self.advance()?;
        let mut nested = Vec::new();
        while self.at(TokenKind::ColonColon) {
            self.advance()?;
            if !self.at(TokenKind::AtIdent) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            nested.push(self.symbol_name_of_token()?);
            self.advance()?;
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef { root, nested }))
    }

    /// The name of the current `@name` / `@"name"` token.
    pub fn symbol_name_of_token(&self) -> ParseResult<crate::context::Symbol> {
        let text = &self.token_text()[1..];
        if let Some(quoted) = text.strip_prefix('"') {
            let bytes = unescape_string(&quoted[..quoted.len().saturating_sub(1)]);
            return Ok(self.ctx.intern_str(&String::from_utf8_lossy(&bytes)));
        }
        Ok(self.ctx.intern_str(text))
    }

    fn parse_hash_attribute(&mut self) -> ParseResult<Attribute> {
        let offset = self.token.start;
        let text = &self.token_text()[1..];
        self.advance()?;
        if let Some((dialect_name, rest)) = text.split_once('.') {
            let dialect = self.ctx.intern_str(dialect_name);
            let mut body = rest.to_string();
            if self.at(TokenKind::Less) && self.touches_previous() {
                body.push_str(&self.take_pretty_body()?);
            }
            if let Some(parse) = self.ctx.attribute_parser(dialect) {
                // The body starts at the attribute's name, after
                // `#dialect.`, and is the source text from there.
                let at = offset + 2 + dialect_name.len() as u32;
                return parse(&self.ctx, &body).map_err(|error| {
                    let mut reported = self.error_at(at + error.offset as u32, error.message);
                    if let Some((message, follow_up)) = error.follow_up {
                        let second = self.error_at(at + follow_up as u32, message);
                        reported.0.notes.push(*second.0);
                    }
                    reported
                });
            }
            let body_offset = offset + 2 + dialect_name.len() as u32;
            self.check_dialect_parse_hook(dialect_name, body_offset, "attribute", |d| {
                d.parses_attributes()
            })?;
            let ty = self.parse_opaque_attribute_type()?;
            return Ok(self.ctx.intern_attr(AttrData::Opaque { dialect, body, ty }));
        }
        if self.at(TokenKind::Less) && self.touches_previous() {
            let body_offset = offset + 2 + text.len() as u32;
            self.check_dialect_parse_hook(text, body_offset, "attribute", |d| {
                d.parses_attributes()
            })?;
            let body = self.take_pretty_body()?;
            let dialect = self.ctx.intern_str(text);
            let ty = self.parse_opaque_attribute_type()?;
            return Ok(self.ctx.intern_attr(AttrData::Opaque { dialect, body, ty }));
        }
        match self.aliases.attr_alias(text, self.alias_limit) {
            Some(attr) => Ok(attr),
            // MLIR reports it after the alias.
            None => Err(self.error_at(
                offset + 1 + text.len() as u32,
                format!("undefined symbol alias id '{text}'"),
            )),
        }
    }

    /// Parses a number (or `true`/`false`), returning it with the offset of
    /// the number itself (after any `-`), where MLIR reports range errors.
    /// The optional `: type` after an attribute of an unknown dialect
    /// (MLIR's `parseExtendedAttr`, which reads it for every dialect
    /// attribute); `None` without one, or for `none`, which MLIR's
    /// `OpaqueAttr` holds when no type is written.
    fn parse_opaque_attribute_type(&mut self) -> ParseResult<Option<Type>> {
        if !self.consume_if(TokenKind::Colon)? {
            return Ok(None);
        }
        let ty = self.parse_type()?;
        Ok((!matches!(self.ctx.type_data(ty), TypeData::None)).then_some(ty))
    }

    pub(super) fn parse_literal(&mut self) -> ParseResult<(Literal, u32)> {
        let negative = self.consume_if(TokenKind::Minus)?;
        let offset = self.token.start;
        let text = self.token_text();
        let literal = match self.token.kind {
            TokenKind::Integer => {
                let hex = text.starts_with("0x");
                let magnitude = super::integers::token_u128(text);
                Literal::Int {
                    negative,
                    magnitude: magnitude.unwrap_or(0),
                    hex,
                    wide: magnitude.is_none(),
                }
            }
            TokenKind::Float => {
                let value: f64 = text
                    .parse()
                    .map_err(|_| self.error_here("invalid floating point value"))?;
                Literal::Float(if negative { -value } else { value })
            }
            TokenKind::BareIdent if text == "true" || text == "false" => {
                Literal::Bool(text == "true")
            }
            _ => {
                return Err(if negative {
                    self.error_here("expected integer or floating point literal")
                } else {
                    self.error_here("expected attribute value")
                });
            }
        };
        self.advance()?;
        Ok((literal, offset))
    }

    /// Converts a literal to an element of type `ty`.
    pub(super) fn literal_to_element(
        &self,
        literal: Literal,
        ty: Type,
        offset: u32,
        place: LiteralPlace,
    ) -> ParseResult<ElementValue> {
        match (self.ctx.type_data(ty), literal) {
            (TypeData::Integer { width, signedness }, Literal::Int { negative, .. }) if *width > 128 => {
                self.fit_wide_integer(*width, *signedness, negative, literal, ty, offset, place)
            }
            (_, Literal::Int { wide: true, .. }) => Err(self.error_at(offset, match matches!(self.ctx.type_data(ty), TypeData::Float(_)) {
                true => "hexadecimal float constant out of range for type",
                false => place.out_of_range(),
            })),
            (TypeData::Integer { width, signedness }, Literal::Int { negative, magnitude, .. }) => {
                self.fit_integer(*width, *signedness, negative, magnitude, offset, place).map(ElementValue::Int)
            }
            (TypeData::Integer { width: 1, .. }, Literal::Bool(b)) => Ok(ElementValue::Int(i128::from(b))),
            // `index` values are signed 64-bit integers.
            (TypeData::Index, Literal::Int { negative, magnitude, .. }) => {
                self.fit_integer(64, Signedness::Signed, negative, magnitude, offset, place).map(ElementValue::Int)
            }
            (TypeData::Float(kind), Literal::Float(value)) => {
                float_format::encode(*kind, value).map(ElementValue::FloatBits).ok_or_else(|| {
                    self.error_at(offset, format!("decimal literals of type '{}' are not supported; write the bits in hexadecimal", kind.keyword()))
                })
            }
            (TypeData::Float(kind), Literal::Int { negative: false, magnitude, hex: true, .. }) => {
                if kind.width() < 128 && magnitude >> kind.width() != 0 {
                    return Err(self.error_at(offset, "hexadecimal float constant out of range for type"));
                }
                Ok(ElementValue::FloatBits(magnitude))
            }
            (TypeData::Float(_), Literal::Int { hex: false, .. }) => {
                Err(self.error_at(offset, "unexpected decimal integer literal for a floating point value")
                    .with_note(self.location_at(offset), "add a trailing dot to make the literal a float"))
            }
            (TypeData::Integer { .. } | TypeData::Index, Literal::Float(_)) => Err(self.error_at(
                offset,
                match place {
                    LiteralPlace::Attribute => "floating point value not valid for specified type",
                    LiteralPlace::DenseElement => "expected integer elements, but parsed floating-point",
                },
            )),
            // MLIR's messages for the elements of `dense<...>`.
            (TypeData::Integer { .. } | TypeData::Index, Literal::Bool(_)) if matches!(place, LiteralPlace::DenseElement) => {
                Err(self.error_at(offset, "expected i1 type for 'true' or 'false' values"))
            }
            (TypeData::Float(_), Literal::Bool(_)) if matches!(place, LiteralPlace::DenseElement) => {
                Err(self.error_at(offset, "expected floating point literal"))
            }
            // Reported at the number, after the `-`.
            (TypeData::Float(_), Literal::Int { negative: true, hex: true, .. }) => {
                Err(self.error_at(offset, "hexadecimal float literal should not have a leading minus"))
            }
            _ => Err(self.error_at(offset, "invalid element for the element type")),
        }
    }

    fn fit_integer(
        &self,
        width: u32,
        signedness: Signedness,
        negative: bool,
        magnitude: u128,
        offset: u32,
        place: LiteralPlace,
    ) -> ParseResult<i128> {
        let out_of_range = || self.error_at(offset, place.out_of_range());
        if width == 0 {
            return if magnitude == 0 {
                Ok(0)
            } else {
                Err(out_of_range())
            };
        }
        if negative && signedness == Signedness::Unsigned {
            return Err(self.error_at(offset, place.negative_unsigned()));
        }
        // `-0` is rejected, as MLIR does (its negation does not turn negative).
        if negative && magnitude == 0 {
            return Err(out_of_range());
        }
        if width == 128 {
            // The value is kept as its 128-bit pattern.
            let limit_positive = if signedness == Signedness::Signed {
                1u128 << 127
            } else {
                u128::MAX
            };
            return match negative {
                true if magnitude <= 1u128 << 127 => Ok((magnitude as i128).wrapping_neg()),
                false if magnitude < limit_positive || signedness != Signedness::Signed => {
                    Ok(magnitude as i128)
                }
                _ => Err(out_of_range()),
            };
        }
        let limit = 1u128 << width;
        if negative {
            if magnitude > limit / 2 {
                return Err(out_of_range());
            }
            return Ok(-(magnitude as i128));
        }
        if magnitude >= limit {
            return Err(out_of_range());
        }
        Ok(match signedness {
            Signedness::Unsigned => magnitude as i128,
            Signedness::Signed if magnitude >= limit / 2 => return Err(out_of_range()),
            _ if width == 1 => magnitude as i128,
            // Signless values are kept sign-extended, as MLIR prints them.
            _ if magnitude >= limit / 2 => magnitude as i128 - limit as i128,
            _ => magnitude as i128,
        })
    }

    /// An integer literal of a type wider than 128 bits (`ty`, of `width`
    /// bits), checked against the type's range as [`Self::fit_integer`]
    /// checks narrower ones.
    #[allow(clippy::too_many_arguments)]
    fn fit_wide_integer(
        &self,
        width: u32,
        signedness: Signedness,
        negative: bool,
        literal: Literal,
        ty: Type,
        offset: u32,
        place: LiteralPlace,
    ) -> ParseResult<ElementValue> {
        if negative && signedness == Signedness::Unsigned {
            return Err(self.error_at(offset, place.negative_unsigned()));
        }
        let magnitude = self.wide_magnitude(literal, offset);
        match crate::wide_integer::fit(width, signedness, negative, &magnitude) {
            Some(value) => Ok(self.ctx.big_integer_element(value, ty)),
            None => Err(self.error_at(offset, place.out_of_range())),
        }
    }

    /// The magnitude of an integer literal that starts at `offset` in the
    /// source, however many bits it has.
    pub(super) fn wide_magnitude(&self, literal: Literal, offset: u32) -> num_bigint::BigUint {
        match literal {
            Literal::Int {
                magnitude,
                wide: false,
                ..
            } => magnitude.into(),
            _ => {
                let text = &self.source.as_bytes()[offset as usize..];
                let (digits, radix) = match text.strip_prefix(b"0x") {
                    Some(hex) => (hex, 16),
                    None => (text, 10),
                };
                let len = digits
                    .iter()
                    .take_while(|&&b| char::from(b).is_digit(radix))
                    .count();
                num_bigint::BigUint::parse_bytes(&digits[..len], radix).unwrap_or_default()
            }
        }
    }

    fn typed_number(
        &mut self,
        literal: Literal,
        ty: Option<Type>,
        offset: u32,
    ) -> ParseResult<Attribute> {
        let ty = match (ty, literal) {
            (Some(ty), _) => ty,
            (None, Literal::Float(_)) => self.ctx.float_type(FloatKind::F64),
            (None, _) => self.ctx.integer_type(64),
        };
        match (
            self.ctx.type_data(ty),
            self.literal_to_element(literal, ty, offset, LiteralPlace::Attribute)?,
        ) {
            (TypeData::Float(_), ElementValue::FloatBits(bits)) => {
                Ok(self.ctx.intern_attr(AttrData::Float { bits, ty }))
            }
            (TypeData::Integer { .. } | TypeData::Index, ElementValue::Int(value)) => {
                Ok(self.ctx.integer_attr(value, ty))
            }
            (TypeData::Integer { .. }, ElementValue::WideInt(attr)) => Ok(attr),
            _ => Err(self.error_at(offset, "integer literal not valid for specified type")),
        }
    }
}
