//! Parsing builtin attributes: numbers, strings, arrays, dictionaries, symbol
//! references, `dense<...>`, type attributes, aliases and opaque dialect
//! attributes (`array<...>` is in `dense_array`, `strided<...>` in
//! `strided`).

use super::{ParseResult, Parser};
use crate::asm::float_format;
use crate::asm::lexer::{TokenKind, unescape_string};
use crate::attributes::{AttrData, Attribute, ElementValue};
use crate::types::{Dim, FloatKind, Signedness, Type, TypeData};

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
    fn out_of_range(self) -> &'static str {
        match self {
            LiteralPlace::Attribute => "integer constant out of range for attribute",
            LiteralPlace::DenseElement => "integer constant out of range for type",
        }
    }
}

/// A number as written, before a type gives it meaning.
#[derive(Clone, Copy, Debug)]
pub(super) enum Literal {
    /// An integer; `negative` applies to `magnitude`.
    Int {
        negative: bool,
        magnitude: u128,
        hex: bool,
    },
    /// A decimal float.
    Float(f64),
    /// `true` / `false`.
    Bool(bool),
}

/// A dense literal: nested lists of literals.
enum DenseLiteral {
    Scalar(Literal, u32),
    List(Vec<DenseLiteral>, u32),
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
            return Ok(self.ctx.intern_attr(AttrData::Opaque { dialect, body }));
        }
        if self.at(TokenKind::Less) && self.touches_previous() {
            let body = self.take_pretty_body()?;
            let dialect = self.ctx.intern_str(text);
            return Ok(self.ctx.intern_attr(AttrData::Opaque { dialect, body }));
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
    pub(super) fn parse_literal(&mut self) -> ParseResult<(Literal, u32)> {
        let negative = self.consume_if(TokenKind::Minus)?;
        let offset = self.token.start;
        let text = self.token_text();
        let literal = match self.token.kind {
            TokenKind::Integer => {
                let (digits, radix, hex) = match text.strip_prefix("0x") {
                    Some(hex) => (hex, 16, true),
                    None => (text, 10, false),
                };
                let magnitude = u128::from_str_radix(digits, radix)
                    .map_err(|_| self.error_here(LiteralPlace::Attribute.out_of_range()))?;
                Literal::Int {
                    negative,
                    magnitude,
                    hex,
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
            (TypeData::Float(kind), Literal::Int { negative: false, magnitude, hex: true }) => {
                if kind.width() < 128 && magnitude >> kind.width() != 0 {
                    return Err(self.error_at(offset, "hexadecimal float constant out of range for type"));
                }
                Ok(ElementValue::FloatBits(magnitude))
            }
            (TypeData::Float(_), Literal::Int { hex: false, .. }) => {
                Err(self.error_at(offset, "unexpected decimal integer literal for a floating point value")
                    .with_note(self.location_at(offset), "add a trailing dot to make the literal a float"))
            }
            (TypeData::Integer { .. } | TypeData::Index, Literal::Float(_)) => {
                Err(self.error_at(offset, "floating point value not valid for specified type"))
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
            return Err(self.error_at(
                offset,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        // `-0` is rejected, as MLIR does (its negation does not turn negative).
        if negative && magnitude == 0 {
            return Err(out_of_range());
        }
        if width > 128 {
            // Kept as an `i128`, which a wider type extends: values of that
            // range are exact, larger ones cannot be held yet.
            let value = match negative {
                true if magnitude <= 1u128 << 127 => Some((magnitude as i128).wrapping_neg()),
                false => i128::try_from(magnitude).ok(),
                true => None,
            };
            return value.ok_or_else(|| {
                self.error_at(
                    offset,
                    "integer constants of types wider than 128 bits must lie in the 128-bit \
                     signed range",
                )
            });
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
            _ => Err(self.error_at(offset, "integer literal not valid for specified type")),
        }
    }

    fn parse_dense_literal(&mut self) -> ParseResult<DenseLiteral> {
        let offset = self.token.start;
        if self.at(TokenKind::LSquare) {
            self.enter_nesting()?;
            let mut items = Vec::new();
            let result = self.parse_comma_list(
                TokenKind::LSquare,
                TokenKind::RSquare,
                "expected ',' or ']'",
                |p| {
                    items.push(p.parse_dense_literal()?);
                    Ok(())
                },
            );
            self.exit_nesting();
            result?;
            return Ok(DenseLiteral::List(items, offset));
        }
        let (literal, offset) = self.parse_literal()?;
        Ok(DenseLiteral::Scalar(literal, offset))
    }

    fn parse_dense(&mut self) -> ParseResult<Attribute> {
        let start = self.token.start;
        self.advance()?;
        self.expect(TokenKind::Less, "'<' after 'dense'")?;
        enum Body {
            Empty,
            Hex(Vec<u8>, u32),
            Literal(DenseLiteral),
        }
        let body = if self.at(TokenKind::Greater) {
            Body::Empty
        } else if self.at(TokenKind::String) {
            let offset = self.token.start;
            let text = self.token_text();
            let inner = &text[1..text.len() - 1];
            let Some(hex) = inner.strip_prefix("0x") else {
                return Err(self.error_here("expected hex string for dense elements"));
            };
            if hex.len() % 2 != 0 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Err(self.error_here("elements hex string should start with '0x'"));
            }
            let bytes = (0..hex.len())
                .step_by(2)
                .filter_map(|i| u8::from_str_radix(&hex[i..i + 2], 16).ok())
                .collect();
            self.advance()?;
            Body::Hex(bytes, offset)
        } else {
            Body::Literal(self.parse_dense_literal()?)
        };
        self.expect(TokenKind::Greater, "'>'")?;
        self.expect(TokenKind::Colon, "':'")?;
        let type_offset = self.token.start;
        let ty = self.parse_type()?;
        let (shape, element_ty) = match self.ctx.type_data(ty) {
            TypeData::Tensor {
                shape: Some(shape),
                element,
                ..
            } => (shape.clone(), *element),
            TypeData::Vector { shape, element, .. } => (
                shape.iter().map(|&d| Some(d)).collect::<Vec<Dim>>(),
                *element,
            ),
            _ => {
                return Err(self.error_at(
                    type_offset,
                    "elements literal must be a ranked tensor or vector type",
                ));
            }
        };
        if shape.iter().any(|d| d.is_none()) {
            return Err(self.error_at(type_offset, "elements literal type must have static shape"));
        }
        // Saturates: a huge shape can still hold a splat.
        let count: u64 = shape
            .iter()
            .try_fold(1u64, |acc, d| acc.checked_mul(d.unwrap_or(0)))
            .unwrap_or(u64::MAX);
        let elements = match body {
            Body::Empty => {
                if count != 0 {
                    return Err(self.error_at(
                        type_offset,
                        "parsed zero elements, but type has non-zero elements",
                    ));
                }
                Vec::new()
            }
            Body::Hex(bytes, offset) => {
                self.decode_hex_elements(&bytes, element_ty, count, offset)?
            }
            Body::Literal(DenseLiteral::Scalar(literal, offset)) => {
                vec![self.literal_to_element(
                    literal,
                    element_ty,
                    offset,
                    LiteralPlace::DenseElement,
                )?]
            }
            Body::Literal(list) => {
                let mut inferred = Vec::new();
                let mut flat = Vec::new();
                self.flatten_dense(&list, element_ty, 0, &mut inferred, &mut flat)?;
                let expected: Vec<u64> = shape.iter().map(|d| d.unwrap_or(0)).collect();
                if inferred != expected {
                    let show = |dims: &[u64]| {
                        dims.iter()
                            .map(u64::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    // MLIR reports it at `dense`.
                    return Err(self.error_at(
                        start,
                        format!(
                            "inferred shape of elements literal ([{}]) does not match type ([{}])",
                            show(&inferred),
                            show(&expected)
                        ),
                    ));
                }
                flat
            }
        };
        let elements = if elements.len() > 1 && elements.iter().all(|e| *e == elements[0]) {
            vec![elements[0]]
        } else {
            elements
        };
        Ok(self
            .ctx
            .intern_attr(AttrData::DenseElements { ty, elements }))
    }

    fn flatten_dense(
        &self,
        literal: &DenseLiteral,
        element_ty: Type,
        depth: usize,
        shape: &mut Vec<u64>,
        out: &mut Vec<ElementValue>,
    ) -> ParseResult<()> {
        match literal {
            DenseLiteral::Scalar(value, offset) => {
                if depth != shape.len() && !shape.is_empty() {
                    return Err(self.error_at(
                        *offset,
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                out.push(self.literal_to_element(
                    *value,
                    element_ty,
                    *offset,
                    LiteralPlace::DenseElement,
                )?);
            }
            DenseLiteral::List(items, offset) => {
                if shape.len() == depth {
                    if !out.is_empty() {
                        return Err(self.error_at(
                            *offset,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                    shape.push(items.len() as u64);
                } else if shape[depth] != items.len() as u64 {
                    return Err(self.error_at(
                        *offset,
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                for item in items {
                    self.flatten_dense(item, element_ty, depth + 1, shape, out)?;
                }
            }
        }
        Ok(())
    }

    fn decode_hex_elements(
        &self,
        bytes: &[u8],
        element_ty: Type,
        count: u64,
        offset: u32,
    ) -> ParseResult<Vec<ElementValue>> {
        let (width, float, unsigned) = match self.ctx.type_data(element_ty) {
            TypeData::Integer { width, signedness } => {
                (*width, false, *signedness == Signedness::Unsigned)
            }
            TypeData::Index => (64, false, false),
            TypeData::Float(kind) => (kind.width(), true, false),
            _ => {
                return Err(
                    self.error_at(offset, "unsupported element type for hex dense elements")
                );
            }
        };
        if width == 1 {
            // `i1` data is bit-packed, eight elements per byte.
            let needed = count.div_ceil(8);
            if bytes.len() as u64 != needed {
                return Err(self.error_at(
                    offset,
                    "elements hex data size is invalid for provided type",
                ));
            }
            return Ok((0..count)
                .map(|i| ElementValue::Int(i128::from((bytes[(i / 8) as usize] >> (i % 8)) & 1)))
                .collect());
        }
        let element_bytes = (width as usize).div_ceil(8).max(1);
        if !bytes.len().is_multiple_of(element_bytes)
            || (bytes.len() / element_bytes) as u64 != count && bytes.len() != element_bytes
        {
            return Err(self.error_at(
                offset,
                "elements hex data size is invalid for provided type",
            ));
        }
        // An integer wider than 128 bits is held as an `i128`: its bytes
        // past the sixteenth must extend the sign of the first sixteen.
        let beyond_i128 = |chunk: &[u8]| {
            let sign = if chunk[15] & 0x80 != 0 { 0xFF } else { 0 };
            chunk[16..].iter().any(|&byte| byte != sign)
        };
        if !float && width > 128 && bytes.chunks(element_bytes).any(beyond_i128) {
            return Err(self.error_at(
                offset,
                "integer constants of types wider than 128 bits must lie in the 128-bit signed range",
            ));
        }
        Ok(bytes
            .chunks(element_bytes)
            .map(|chunk| {
                let raw = chunk
                    .iter()
                    .rev()
                    .fold(0u128, |acc, &b| (acc << 8) | u128::from(b));
                if float {
                    return ElementValue::FloatBits(raw);
                }
                if width >= 128 {
                    return ElementValue::Int(raw as i128);
                }
                // Keep the element's own bits, sign-extended like every
                // signless integer.
                let raw = raw & ((1u128 << width) - 1);
                if !unsigned && raw >> (width - 1) & 1 == 1 {
                    ElementValue::Int(raw as i128 - (1i128 << width))
                } else {
                    ElementValue::Int(raw as i128)
                }
            })
            .collect())
    }
}
