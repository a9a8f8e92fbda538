//! `array<T: ...>`, the builtin dense array attribute (MLIR's
//! `DenseArrayAttr`): integers as MLIR's `DenseArrayElementParser` reads
//! them, `i1` as `true`/`false`, floats as float literals.

use super::attributes::{Literal, LiteralPlace};
use super::{ParseResult, Parser};
use crate::asm::lexer::TokenKind;
use crate::attributes::{AttrData, Attribute, ElementValue};
use crate::types::{Signedness, TypeData};

impl Parser<'_, '_> {
    /// Parses a dense array; the current token is `array`.
    pub(super) fn parse_dense_array(&mut self) -> ParseResult<Attribute> {
        self.advance()?;
        self.expect(TokenKind::Less, "'<' after 'array'")?;
        let element_offset = self.token.start;
        let element = self.parse_type()?;
        let width = match self.ctx.type_data(element) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Float(kind) => kind.width(),
            _ => {
                let shown = crate::asm::printer::type_to_string(&self.ctx, element);
                return Err(self.error_at(
                    element_offset,
                    format!("expected integer or float type, got: '{shown}'"),
                ));
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.error_at(
                element_offset,
                "element type bitwidth must be a multiple of 8",
            ));
        }
        let mut values = Vec::new();
        let signedness = match self.ctx.type_data(element) {
            TypeData::Integer { signedness, .. } => Some(*signedness),
            _ => None,
        };
        // `array<i8>` is empty; anything else needs its `:`.
        if !self.at(TokenKind::Greater) {
            self.expect(TokenKind::Colon, "':' after dense array type")?;
            loop {
                match signedness {
                    Some(signedness) if width > 1 => {
                        values.push(self.parse_dense_array_integer(width, signedness)?);
                    }
                    _ => {
                        let (literal, offset) = self.parse_literal()?;
                        if width == 1 && !matches!(literal, Literal::Bool(_)) {
                            return Err(
                                self.error_here("expected 'true' or 'false' values for i1 type")
                            );
                        }
                        values.push(self.literal_to_element(
                            literal,
                            element,
                            offset,
                            LiteralPlace::Attribute,
                        )?);
                    }
                }
                if !self.consume_if(TokenKind::Comma)? {
                    break;
                }
            }
        }
        self.expect(TokenKind::Greater, "'>' to close an array attribute")?;
        Ok(self
            .ctx
            .intern_attr(AttrData::DenseArray { element, values }))
    }

    /// One element of a dense array of integers wider than `i1`, as MLIR's
    /// `DenseArrayElementParser` reads it (`buildAttributeAPInt`): the
    /// literal's bits must fit the width, a negative literal must negate to
    /// a value with the sign bit set, and a positive one of a signed type
    /// must leave the sign bit clear (so `array<i8: 255>` is `-1`, and
    /// `array<ui8: -3>` is `253`). Errors come after the literal.
    fn parse_dense_array_integer(
        &mut self,
        width: u32,
        signedness: Signedness,
    ) -> ParseResult<ElementValue> {
        let negative = self.consume_if(TokenKind::Minus)?;
        if self.at_keyword("true") || self.at_keyword("false") {
            return Err(self.error_here("expected i1 type for 'true' or 'false' values"));
        }
        if !self.at(TokenKind::Integer) {
            return Err(self.error_here("expected integer literal"));
        }
        let magnitude = super::integers::token_u128(self.token_text());
        self.advance()?;
        let out_of_range = || self.error_here("integer constant out of range");
        let magnitude = magnitude.ok_or_else(out_of_range)?;
        let mask = if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        if magnitude & !mask != 0 {
            return Err(out_of_range());
        }
        let sign_bit = 1u128 << (width.min(128) - 1);
        let bits = if negative {
            let bits = magnitude.wrapping_neg() & mask;
            if bits & sign_bit == 0 {
                return Err(out_of_range());
            }
            bits
        } else {
            if signedness == Signedness::Signed && magnitude & sign_bit != 0 {
                return Err(out_of_range());
            }
            magnitude
        };
        // Stored as the value the type reads the bits as.
        let value = if signedness != Signedness::Unsigned && bits & sign_bit != 0 {
            (bits | !mask) as i128
        } else {
            bits as i128
        };
        Ok(ElementValue::Int(value))
    }
}
