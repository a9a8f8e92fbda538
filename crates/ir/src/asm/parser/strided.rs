//! `strided<[s0, s1, ...], offset: o>`, the builtin strided memref layout
//! (MLIR's `StridedLayoutAttr::parse`), with MLIR's diagnostics and
//! positions. `?` is a dynamic stride or offset.

use super::{ParseResult, Parser};
use crate::asm::lexer::TokenKind;
use crate::attributes::{AttrData, Attribute, DYNAMIC};

/// MLIR's message for a stride or offset that is neither an `i64` nor `?`.
const EXPECTED_VALUE: &str = "expected a 64-bit signed integer or '?'";

impl Parser<'_, '_> {
    /// Parses a strided layout; the current token is `strided`.
    pub(super) fn parse_strided_layout(&mut self) -> ParseResult<Attribute> {
        self.advance()?;
        self.expect(TokenKind::Less, "'<' after 'strided'")?;
        if !self.consume_if(TokenKind::LSquare)? {
            return Err(self.error_here("expected '['"));
        }
        let mut strides = Vec::new();
        if !self.consume_if(TokenKind::RSquare)? {
            loop {
                strides.push(self.parse_stride_value()?);
                if self.consume_if(TokenKind::RSquare)? {
                    break;
                }
                if !self.consume_if(TokenKind::Comma)? {
                    return Err(self.error_here("expected ','"));
                }
            }
        }
        let mut offset = 0;
        if !self.consume_if(TokenKind::Greater)? {
            if !self.consume_if(TokenKind::Comma)? {
                return Err(self.error_here("expected ','"));
            }
            if !self.consume_keyword_if("offset")? {
                return Err(self.wrong_token_error("expected 'offset' after comma"));
            }
            if !self.consume_if(TokenKind::Colon)? {
                return Err(self.wrong_token_error("expected ':' after 'offset'"));
            }
            offset = self.parse_stride_value()?;
            self.expect(TokenKind::Greater, "'>'")?;
        }
        Ok(self
            .ctx
            .intern_attr(AttrData::StridedLayout { strides, offset }))
    }

    /// A stride or offset: `?` (dynamic) or an `i64` other than the one
    /// that stands for dynamic; errors at its start.
    fn parse_stride_value(&mut self) -> ParseResult<i64> {
        if self.consume_if(TokenKind::Question)? {
            return Ok(DYNAMIC);
        }
        let start = self.token.start;
        let negative = self.consume_if(TokenKind::Minus)?;
        if !self.at(TokenKind::Integer) {
            return Err(self.error_at(start, EXPECTED_VALUE));
        }
        let value = super::integers::token_u128(self.token_text())
            .and_then(|m| i128::try_from(m).ok())
            .map(|m| if negative { -m } else { m })
            .and_then(|v| i64::try_from(v).ok())
            .filter(|&v| v != DYNAMIC)
            .ok_or_else(|| self.error_at(start, EXPECTED_VALUE))?;
        self.advance()?;
        Ok(value)
    }
}
