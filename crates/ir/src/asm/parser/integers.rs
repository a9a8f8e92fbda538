//! Integers in custom op syntax: MLIR's `AsmParser::parseInteger` for a
//! C++ integer type (the case values of `cf.switch` and `scf.index_switch`,
//! `cf.switch`'s segment sizes), and the value of an integer token (MLIR's
//! `Token::getUInt64IntegerValue`).

use super::{ParseResult, Parser};
use crate::asm::lexer::TokenKind;

impl Parser<'_, '_> {
    /// Parses an integer in `min..=max`: an optional `-` followed by a
    /// decimal or `0x` hexadecimal literal.
    ///
    /// Errors (as in MLIR 22): `custom op '<op>' expected integer value`
    /// when no integer starts here, `expected integer value` (no prefix,
    /// reported after the previous token) when a `-` is not followed by
    /// one, and `custom op '<op>' integer value too large` when the value
    /// does not fit.
    pub fn parse_integer(&mut self, min: i128, max: i128) -> ParseResult<i128> {
        let start = self.token().start;
        if !self.at(TokenKind::Integer) && !self.at(TokenKind::Minus) {
            return Err(self.custom_op_error_at(start, "expected integer value"));
        }
        let negative = self.consume_if(TokenKind::Minus)?;
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token_error("expected integer value"));
        }
        let value = token_u128(self.token_text())
            .and_then(|m| i128::try_from(m).ok())
            .map(|m| if negative { -m } else { m })
            .filter(|v| (min..=max).contains(v))
            .ok_or_else(|| self.custom_op_error_at(start, "integer value too large"))?;
        self.advance()?;
        Ok(value)
    }
}

/// The value of an integer token's text (decimal or `0x` hexadecimal), if
/// it fits in `u128`.
pub(crate) fn token_u128(text: &str) -> Option<u128> {
    match text.strip_prefix("0x") {
        Some(hex) => u128::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// [`token_u128`], if the value fits in `u64`.
pub(super) fn token_u64(text: &str) -> Option<u64> {
    token_u128(text).and_then(|value| u64::try_from(value).ok())
}
