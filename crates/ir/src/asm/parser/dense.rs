//! `dense<...> : T`, MLIR's dense elements attributes as its
//! `TensorLiteralParser` reads them: nested lists of numbers, booleans,
//! complex pairs `(re, im)` or strings, a splat, or hex data.
//!
//! Elements are kept flat, as MLIR keeps them: a complex element is two
//! values in a row (real, imaginary), so `tensor<2xcomplex<f32>>` holds
//! four; a string element is an interned string attribute. Strings are the
//! elements of any type that is not an integer, `index`, float or complex
//! (a dialect's string type). For number types a lone string is hex data;
//! for string types it is a splat.

use super::attributes::{Literal, LiteralPlace};
use super::{ParseResult, Parser};
use crate::asm::lexer::{TokenKind, unescape_string};
use crate::attributes::{AttrData, Attribute, ElementValue};
use crate::types::{Signedness, Type, TypeData};

/// The type after an elements literal, with its static shape and element
/// type.
pub(super) struct ShapedLiteralType {
    pub(super) ty: Type,
    pub(super) shape: Vec<u64>,
    pub(super) element: Type,
}

/// A dense literal as written: nested lists of elements, each with the
/// offset it starts at.
pub(super) enum DenseLiteral {
    Scalar(Literal, u32),
    /// `(re, im)`: its numbers in order, each with its offset. A part may
    /// itself be a pair (`((1, 2), 3)` is three numbers), as MLIR's
    /// literal parser allows; the element count catches it.
    Complex(Vec<(Literal, u32)>),
    String(Vec<u8>, u32),
    List(Vec<DenseLiteral>),
}

/// What an element type makes of the elements.
#[derive(Clone, Copy)]
enum ElementKind {
    /// Integers, `index` and floats: one value per element.
    Scalar(Type),
    /// `complex<T>`: two values of `T` per element.
    Complex(Type),
    /// Anything else: a string per element.
    String,
}

impl<'a> Parser<'a, '_> {
    /// One literal: a list, a complex pair, a string or a number.
    pub(super) fn parse_dense_literal(&mut self) -> ParseResult<DenseLiteral> {
        let offset = self.token.start;
        match self.token.kind {
            TokenKind::LSquare => {
                self.enter_nesting()?;
                let mut items: Vec<DenseLiteral> = Vec::new();
                let result = self.parse_comma_list(
                    TokenKind::LSquare,
                    TokenKind::RSquare,
                    "expected ',' or ']'",
                    |p| {
                        let item = p.parse_dense_literal()?;
                        // Every item has the first one's shape; MLIR checks
                        // it as each item ends, at the token after it.
                        if let Some(first) = items.first()
                            && literal_shape(first) != literal_shape(&item)
                        {
                            return Err(p.error_here(
                                "tensor literal is invalid; ranks are not consistent between elements",
                            ));
                        }
                        items.push(item);
                        Ok(())
                    },
                );
                self.exit_nesting();
                result?;
                Ok(DenseLiteral::List(items))
            }
            TokenKind::LParen => {
                let mut parts = Vec::with_capacity(2);
                self.parse_complex_parts(&mut parts)?;
                Ok(DenseLiteral::Complex(parts))
            }
            TokenKind::String => {
                let text = self.token_text();
                let bytes = unescape_string(&text[1..text.len() - 1]);
                self.advance()?;
                Ok(DenseLiteral::String(bytes, offset))
            }
            _ => {
                let (literal, offset) = self.parse_element_literal()?;
                Ok(DenseLiteral::Scalar(literal, offset))
            }
        }
    }

    /// `(re, im)` (the `(` is current), each part a number or another
    /// pair, its numbers appended to `parts`.
    fn parse_complex_parts(&mut self, parts: &mut Vec<(Literal, u32)>) -> ParseResult<()> {
        self.enter_nesting()?;
        let result = self.parse_complex_pair(parts);
        self.exit_nesting();
        result
    }

    fn parse_complex_pair(&mut self, parts: &mut Vec<(Literal, u32)>) -> ParseResult<()> {
        self.advance()?;
        self.parse_complex_part(parts)?;
        if !self.consume_if(TokenKind::Comma)? {
            return Err(self.wrong_token_error("expected ',' between complex elements"));
        }
        self.parse_complex_part(parts)?;
        if !self.consume_if(TokenKind::RParen)? {
            return Err(self.wrong_token_error("expected ')' after complex elements"));
        }
        Ok(())
    }

    fn parse_complex_part(&mut self, parts: &mut Vec<(Literal, u32)>) -> ParseResult<()> {
        if self.at(TokenKind::LParen) {
            return self.parse_complex_parts(parts);
        }
        parts.push(self.parse_element_literal()?);
        Ok(())
    }

    /// A number or boolean element (MLIR's `TensorLiteralParser::parseElement`
    /// for anything but a list, a pair or a string).
    fn parse_element_literal(&mut self) -> ParseResult<(Literal, u32)> {
        let starts_literal = match self.token.kind {
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => true,
            TokenKind::BareIdent => matches!(self.token_text(), "true" | "false"),
            _ => false,
        };
        if !starts_literal {
            return Err(self.error_here("expected element literal of primitive type"));
        }
        self.parse_literal()
    }

    fn element_kind(&self, element_ty: Type) -> ElementKind {
        match self.ctx.type_data(element_ty) {
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) => {
                ElementKind::Scalar(element_ty)
            }
            TypeData::Complex(inner) => ElementKind::Complex(*inner),
            _ => ElementKind::String,
        }
    }

    /// Parses `dense<...> : T`; the current token is `dense`.
    pub(super) fn parse_dense(&mut self) -> ParseResult<Attribute> {
        let start = self.token.start;
        self.advance()?;
        self.expect(TokenKind::Less, "'<' after 'dense'")?;
        let literal = if self.at(TokenKind::Greater) {
            None
        } else {
            Some(self.parse_dense_literal()?)
        };
        self.expect(TokenKind::Greater, "'>'")?;
        let shaped = self.parse_elements_literal_type(start)?;
        let elements = self.dense_elements(literal, &shaped, true, start)?;
        Ok(self.ctx.intern_attr(AttrData::DenseElements {
            ty: shaped.ty,
            elements,
        }))
    }

    /// `: T` after an elements literal, as MLIR's `parseElementsLiteralType`
    /// reads it: any shaped type (tensor, vector, memref) with a static
    /// shape. Errors are reported at `keyword` (`dense`, `sparse`).
    pub(super) fn parse_elements_literal_type(
        &mut self,
        keyword: u32,
    ) -> ParseResult<ShapedLiteralType> {
        self.expect(TokenKind::Colon, "':'")?;
        let ty = self.parse_type()?;
        let Some((shape, element)) = ty.shape_and_element(&self.ctx) else {
            return Err(self.error_at(keyword, "elements literal must be a shaped type"));
        };
        let shape: Option<Vec<u64>> = shape.and_then(|dims| dims.iter().copied().collect());
        let Some(shape) = shape else {
            return Err(self.error_at(keyword, "elements literal type must have static shape"));
        };
        Ok(ShapedLiteralType { ty, shape, element })
    }

    /// The elements `literal` spells for a `shaped` type (none for
    /// `dense<>`), as MLIR's `TensorLiteralParser::getAttr` builds them: a
    /// lone string of numbers is hex data when `allow_hex`, equal elements
    /// collapse to a splat. Errors about the whole literal are reported at
    /// `start`.
    pub(super) fn dense_elements(
        &self,
        literal: Option<DenseLiteral>,
        shaped: &ShapedLiteralType,
        allow_hex: bool,
        start: u32,
    ) -> ParseResult<Vec<ElementValue>> {
        let ShapedLiteralType {
            ty,
            ref shape,
            element: element_ty,
        } = *shaped;
        // Saturates: a huge shape can still hold a splat.
        let count: u64 = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d))
            .unwrap_or(u64::MAX);
        let kind = self.element_kind(element_ty);
        // Values per element: two for a complex number.
        let width = if matches!(kind, ElementKind::Complex(_)) {
            2
        } else {
            1
        };
        let elements = match literal {
            None => {
                if count != 0 {
                    let shown = crate::asm::printer::type_to_string(&self.ctx, ty);
                    return Err(self.error_at(
                        start,
                        format!("parsed zero elements, but type ('{shown}') expected at least 1"),
                    ));
                }
                Vec::new()
            }
            // A lone string of numbers is their bytes in hex.
            Some(DenseLiteral::String(text, offset))
                if allow_hex && !matches!(kind, ElementKind::String) =>
            {
                let bytes = crate::resources::hex_string_bytes(&text).ok_or_else(|| {
                    self.error_at(
                        offset,
                        "expected string containing hex digits starting with `0x`",
                    )
                })?;
                self.decode_hex_elements(&bytes, kind, count, ty, start)?
            }
            Some(list @ DenseLiteral::List(..)) => {
                // MLIR checks the shape, then the count, then each element.
                let inferred = literal_shape(&list);
                if inferred != *shape {
                    // MLIR reports it at `dense`.
                    return Err(self.error_at(
                        start,
                        format!(
                            "inferred shape of elements literal ([{}]) does not match type ([{}])",
                            join_dims(&inferred),
                            join_dims(shape)
                        ),
                    ));
                }
                let mut leaves = Vec::new();
                collect_leaves(&list, &mut leaves);
                let parsed: u64 = leaves
                    .iter()
                    .map(|leaf| match leaf {
                        DenseLiteral::Complex(parts) => parts.len() as u64,
                        _ => 1,
                    })
                    .sum();
                let count_error = || {
                    let shown = crate::asm::printer::type_to_string(&self.ctx, ty);
                    self.error_at(
                        start,
                        format!(
                            "parsed {parsed} elements, but type ('{shown}') expected {} elements",
                            count.saturating_mul(width)
                        ),
                    )
                };
                // MLIR counts the values of complex elements before it reads
                // them; for other types it reads them first (and does not
                // count them: Strata reports what MLIR leaves undefined).
                let complex = matches!(kind, ElementKind::Complex(_));
                if complex && parsed != count.saturating_mul(width) {
                    return Err(count_error());
                }
                let mut flat = Vec::with_capacity(parsed as usize);
                for leaf in leaves {
                    self.push_element(leaf, kind, &mut flat, start)?;
                }
                if parsed != count.saturating_mul(width) {
                    return Err(count_error());
                }
                flat
            }
            Some(splat) => {
                let count_error = |parsed: usize| {
                    let shown = crate::asm::printer::type_to_string(&self.ctx, element_ty);
                    self.error_at(
                        start,
                        format!("parsed {parsed} elements, but type ('{shown}') expected {width} elements"),
                    )
                };
                // A complex splat's values are counted before they are
                // read, as for a list.
                if let (ElementKind::Complex(_), DenseLiteral::Complex(parts)) = (kind, &splat)
                    && parts.len() as u64 != width
                {
                    return Err(count_error(parts.len()));
                }
                let mut flat = Vec::new();
                self.push_element(&splat, kind, &mut flat, start)?;
                // A pair fills a two-element tensor of numbers, as MLIR
                // counts values rather than elements; a complex splat is
                // one element, however its pair nests.
                let fills_numbers = matches!(kind, ElementKind::Scalar(_))
                    && flat.len() as u64 == count.saturating_mul(width);
                if flat.len() as u64 != width && !fills_numbers {
                    return Err(count_error(flat.len()));
                }
                flat
            }
        };
        let width = width as usize;
        let splat = elements.len() > width
            && elements
                .chunks(width)
                .all(|element| element == &elements[..width]);
        Ok(if splat {
            elements[..width].to_vec()
        } else {
            elements
        })
    }

    /// Appends the values of one element (not a list) to `out`. `start` is
    /// where `dense` is, where MLIR reports a string of the wrong kind.
    fn push_element(
        &self,
        literal: &DenseLiteral,
        kind: ElementKind,
        out: &mut Vec<ElementValue>,
        start: u32,
    ) -> ParseResult<()> {
        let element = |literal: Literal, ty: Type, offset: u32| {
            self.literal_to_element(literal, ty, offset, LiteralPlace::DenseElement)
        };
        match (literal, kind) {
            (DenseLiteral::String(bytes, _), ElementKind::String) => {
                let attr = self.ctx.intern_attr(AttrData::String {
                    value: bytes.clone(),
                    ty: None,
                });
                out.push(ElementValue::String(attr));
            }
            (DenseLiteral::String(_, offset), _) => {
                return Err(self.error_at(*offset, LiteralPlace::DenseElement.out_of_range()));
            }
            (DenseLiteral::Scalar(literal, offset), ElementKind::String) => {
                return Err(self.error_at(
                    start,
                    format!(
                        "expected string token, got {}",
                        literal_spelling(*literal, || self.wide_magnitude(*literal, *offset))
                    ),
                ));
            }
            (DenseLiteral::Complex(parts), ElementKind::String) => {
                let Some(&(re, offset)) = parts.first() else {
                    return Ok(());
                };
                return Err(self.error_at(
                    start,
                    format!(
                        "expected string token, got {}",
                        literal_spelling(re, || self.wide_magnitude(re, offset))
                    ),
                ));
            }
            (DenseLiteral::Scalar(literal, offset), ElementKind::Scalar(ty))
            | (DenseLiteral::Scalar(literal, offset), ElementKind::Complex(ty)) => {
                out.push(element(*literal, ty, *offset)?);
            }
            (DenseLiteral::Complex(parts), ElementKind::Scalar(ty) | ElementKind::Complex(ty)) => {
                for &(part, offset) in parts {
                    out.push(element(part, ty, offset)?);
                }
            }
            (DenseLiteral::List(..), _) => {}
        }
        Ok(())
    }

    /// The elements in `bytes` (little-endian, each element's values in a
    /// row; `i1` bit-packed), checked against the count the type needs;
    /// errors at `offset` (where `dense` is).
    fn decode_hex_elements(
        &self,
        bytes: &[u8],
        kind: ElementKind,
        count: u64,
        ty: Type,
        offset: u32,
    ) -> ParseResult<Vec<ElementValue>> {
        let (scalar_ty, per_element) = match kind {
            ElementKind::Scalar(scalar) => (scalar, 1u64),
            ElementKind::Complex(inner) => (inner, 2),
            ElementKind::String => (ty, 1),
        };
        let (width, float, signedness) = match self.ctx.type_data(scalar_ty) {
            TypeData::Integer { width, signedness } => (*width, false, *signedness),
            TypeData::Index => (64, false, Signedness::Signless),
            TypeData::Float(kind) => (kind.width(), true, Signedness::Signless),
            _ => {
                return Err(
                    self.error_at(offset, "unsupported element type for hex dense elements")
                );
            }
        };
        let values = count.saturating_mul(per_element);
        let invalid_size = || {
            let shown = crate::asm::printer::type_to_string(&self.ctx, ty);
            self.error_at(
                offset,
                format!("elements hex data size is invalid for provided type: '{shown}'"),
            )
        };
        if width == 1 && per_element == 1 {
            // `i1` data is bit-packed, eight elements per byte.
            if bytes.len() as u64 != count.div_ceil(8) {
                return Err(invalid_size());
            }
            return Ok((0..count)
                .map(|i| ElementValue::Int(i128::from((bytes[(i / 8) as usize] >> (i % 8)) & 1)))
                .collect());
        }
        let value_bytes = (width as usize).div_ceil(8).max(1);
        let element_bytes = value_bytes * per_element as usize;
        if !bytes.len().is_multiple_of(element_bytes)
            || (bytes.len() / value_bytes) as u64 != values && bytes.len() != element_bytes
        {
            return Err(invalid_size());
        }
        Ok(bytes
            .chunks(value_bytes)
            .map(|chunk| {
                if !float && width > 128 {
                    let value = crate::wide_integer::from_le_bytes(chunk, width, signedness);
                    return self.ctx.big_integer_element(value, scalar_ty);
                }
                let raw = chunk
                    .iter()
                    .rev()
                    .fold(0u128, |acc, &b| (acc << 8) | u128::from(b));
                // Only the type's own bits count (an `f4E2M1FN` byte holds 4).
                let raw = if width < 128 {
                    raw & ((1u128 << width) - 1)
                } else {
                    raw
                };
                if float {
                    return ElementValue::FloatBits(raw);
                }
                if width >= 128 || width == 0 {
                    return ElementValue::Int(raw as i128);
                }
                // Sign-extended like every signless integer; `i1` (a
                // boolean, also as a complex part) stays 0 or 1.
                if signedness != Signedness::Unsigned && width > 1 && raw >> (width - 1) & 1 == 1 {
                    ElementValue::Int(raw as i128 - (1i128 << width))
                } else {
                    ElementValue::Int(raw as i128)
                }
            })
            .collect())
    }
}

/// The shape a literal spells (MLIR's `TensorLiteralParser::getShape`):
/// a list's length and its first item's shape; nothing for a lone element.
pub(super) fn literal_shape(literal: &DenseLiteral) -> Vec<u64> {
    let mut shape = Vec::new();
    let mut current = literal;
    while let DenseLiteral::List(items) = current {
        shape.push(items.len() as u64);
        match items.first() {
            Some(first) => current = first,
            None => break,
        }
    }
    shape
}

/// `2, 3` for a shape `[2, 3]`, as MLIR's messages show shapes.
pub(super) fn join_dims(dims: &[u64]) -> String {
    dims.iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The elements of a list literal (not lists), in order. Parsing made
/// every list's items the same shape.
fn collect_leaves<'l>(literal: &'l DenseLiteral, out: &mut Vec<&'l DenseLiteral>) {
    match literal {
        DenseLiteral::List(items) => {
            for item in items {
                collect_leaves(item, out);
            }
        }
        leaf => out.push(leaf),
    }
}

/// A literal as MLIR's token spelling shows it in "expected string token,
/// got ...". `magnitude` reads an integer's magnitude, however wide.
fn literal_spelling(literal: Literal, magnitude: impl Fn() -> num_bigint::BigUint) -> String {
    match literal {
        Literal::Int { negative, hex, .. } => {
            let sign = if negative { "-" } else { "" };
            let magnitude = magnitude();
            if hex {
                format!("{sign}0x{magnitude:x}")
            } else {
                format!("{sign}{magnitude}")
            }
        }
        Literal::Float(value) => format!("{value}"),
        Literal::Bool(value) => value.to_string(),
    }
}
