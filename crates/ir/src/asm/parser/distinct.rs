//! `distinct[N]<attr>`, MLIR's `DistinctAttr` as its parser reads it: the
//! number `N` names the attribute within one parse (two uses of the same
//! number are the same attribute and must refer to the same value), and a
//! new distinct attribute is made for each new number. `<>` refers to
//! `unit`.

use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

use super::{ParseResult, Parser};
use crate::asm::lexer::TokenKind;
use crate::attributes::{AttrData, Attribute};

/// The distinct attributes of one parse by their number in the source,
/// shared by the threads that parse its regions.
pub(super) type DistinctIds = Arc<Mutex<FxHashMap<u64, Attribute>>>;

impl Parser<'_, '_> {
    /// Parses a distinct attribute; the current token is `distinct`.
    pub(super) fn parse_distinct(&mut self) -> ParseResult<Attribute> {
        let start = self.token.start;
        self.advance()?;
        self.expect(TokenKind::LSquare, "'[' after 'distinct'")?;
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token_error("expected distinct ID"));
        }
        let id = super::integers::token_u64(self.token_text());
        self.advance()?;
        let Some(id) = id else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.expect(TokenKind::RSquare, "']' to close distinct ID")?;
        self.expect(TokenKind::Less, "'<' after distinct ID")?;
        let referenced = if self.consume_if(TokenKind::Greater)? {
            self.ctx.unit_attr()
        } else {
            let referenced = self
                .parse_attribute()
                .map_err(|error| error.followed_by(self.error_here("expected attribute")))?;
            self.expect(TokenKind::Greater, "'>' to close distinct attribute")?;
            referenced
        };
        let mut known = self
            .distinct
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(&attr) = known.get(&id) {
            let AttrData::Distinct {
                referenced: previous,
                ..
            } = *self.ctx.attr_data(attr)
            else {
                return Ok(attr);
            };
            if previous != referenced {
                let previous = crate::asm::printer::attribute_to_string(&self.ctx, previous);
                return Err(self.error_at(
                    start,
                    format!("referenced attribute does not match previous definition: {previous}"),
                ));
            }
            return Ok(attr);
        }
        let attr = self.ctx.distinct_attr(referenced);
        known.insert(id, attr);
        Ok(attr)
    }
}
