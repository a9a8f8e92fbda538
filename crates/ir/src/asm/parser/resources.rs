//! `dense_resource<key> : T` and the file metadata dictionary
//! `{-# dialect_resources: {...}, external_resources: {...} #-}`, as MLIR's
//! `parseDenseResourceElementsAttr` and `parseFileMetadataDictionary` read
//! them. The blobs and external entries go to the IR's
//! [`crate::resources::Resources`]; the attribute keeps only its key, so a
//! reference may come before the section that gives its data.
//!
//! ```text
//! {-#
//!   dialect_resources: { builtin: { blob1: "0x0400000001000000" } },
//!   external_resources: { tool: { flag: true, name: "x" } }
//! #-}
//! ```

use super::{ParseResult, Parser};
use crate::asm::lexer::{TokenKind, unescape_string};
use crate::attributes::{AttrData, Attribute};
use crate::resources::{BlobError, ResourceBlob, ResourceValue};

impl Parser<'_, '_> {
    /// Parses a dense resource attribute; the current token is
    /// `dense_resource`. Any shaped type will do, dynamic shapes included.
    pub(super) fn parse_dense_resource(&mut self) -> ParseResult<Attribute> {
        self.advance()?;
        self.expect(TokenKind::Less, "'<' after 'dense_resource'")?;
        let Some(key) = self.parse_resource_key()? else {
            return Err(self.error_here("expected identifier key for 'resource' entry"));
        };
        self.expect(TokenKind::Greater, "'>'")?;
        // MLIR reports a type that is not shaped at the `:`.
        let colon_offset = self.token.start;
        self.expect(TokenKind::Colon, "':'")?;
        let ty = self.parse_type()?;
        if ty.shape_and_element(&self.ctx).is_none() {
            return Err(self.error_at(colon_offset, "`dense_resource` expected a shaped type"));
        }
        let key = self.ctx.intern_str(&key);
        Ok(self
            .ctx
            .intern_attr(AttrData::DenseResourceElements { ty, key }))
    }

    /// A resource key: a bare identifier or a string; `None` (nothing
    /// consumed) for anything else.
    fn parse_resource_key(&mut self) -> ParseResult<Option<String>> {
        let key = match self.token.kind {
            TokenKind::BareIdent => self.token_text().to_string(),
            TokenKind::String => {
                let text = self.token_text();
                String::from_utf8_lossy(&unescape_string(&text[1..text.len() - 1])).into_owned()
            }
            _ => return Ok(None),
        };
        self.advance()?;
        Ok(Some(key))
    }

    /// A bare identifier, consumed; `None` for anything else.
    fn parse_optional_keyword(&mut self) -> ParseResult<Option<(String, u32)>> {
        if !self.at(TokenKind::BareIdent) {
            return Ok(None);
        }
        let keyword = (self.token_text().to_string(), self.token.start);
        self.advance()?;
        Ok(Some(keyword))
    }

    /// Parses `{-# key: {...}, ... #-}`; the current token is `{-#`.
    pub(super) fn parse_file_metadata(&mut self) -> ParseResult<()> {
        self.parse_comma_list(
            TokenKind::FileMetadataBegin,
            TokenKind::FileMetadataEnd,
            "expected ',' or '#-}'",
            |p| {
                let Some((key, key_offset)) = p.parse_optional_keyword()? else {
                    return Err(p.error_here("expected identifier key in file metadata dictionary"));
                };
                p.expect(TokenKind::Colon, "':'")?;
                match key.as_str() {
                    "dialect_resources" => p.parse_resource_groups(Self::parse_dialect_resources),
                    "external_resources" => p.parse_resource_groups(Self::parse_external_resources),
                    _ => Err(p.error_at(
                        key_offset,
                        format!("unknown key '{key}' in file metadata dictionary"),
                    )),
                }
            },
        )
    }

    /// `{ name: { ... }, ... }`, each group's entries read by `body` (the
    /// current token then is the first after the group's `{`).
    fn parse_resource_groups(
        &mut self,
        body: fn(&mut Self, &str, u32) -> ParseResult<()>,
    ) -> ParseResult<()> {
        if !self.at(TokenKind::LBrace) {
            return Err(self.wrong_token_error("expected '{'"));
        }
        self.parse_comma_list(
            TokenKind::LBrace,
            TokenKind::RBrace,
            "expected ',' or '}'",
            |p| {
                let Some((name, name_offset)) = p.parse_optional_keyword()? else {
                    return Err(p.error_here("expected identifier key for 'resource' entry"));
                };
                p.expect(TokenKind::Colon, "':'")?;
                p.expect(TokenKind::LBrace, "'{'")?;
                body(p, &name, name_offset)
            },
        )
    }

    /// The entries of one dialect's resources. Only the builtin dialect has
    /// any (the blobs of `dense_resource`).
    fn parse_dialect_resources(&mut self, dialect: &str, offset: u32) -> ParseResult<()> {
        if !self.ctx.is_dialect_registered(dialect) {
            return Err(self.error_at(offset, format!("dialect '{dialect}' is unknown")));
        }
        if dialect != "builtin" {
            return Err(self.error_here(format!(
                "unexpected 'resource' section for dialect '{dialect}'"
            )));
        }
        self.parse_entries_until_brace(|p| {
            let Some(key) = p.parse_resource_key()? else {
                return Err(p.error_here("expected identifier key for 'resource' entry"));
            };
            p.expect(TokenKind::Colon, "':'")?;
            let blob = p.parse_resource_blob(&key)?;
            p.ir.resources_mut().set_blob(&key, blob);
            Ok(())
        })
    }

    /// The entries of one group of external resources: blobs, booleans and
    /// strings, kept to be printed back.
    fn parse_external_resources(&mut self, group: &str, _offset: u32) -> ParseResult<()> {
        self.parse_entries_until_brace(|p| {
            let Some(key) = p.parse_resource_key()? else {
                return Err(p.error_here("expected identifier key for 'external_resources' entry"));
            };
            p.expect(TokenKind::Colon, "':'")?;
            let value = match (p.token.kind, p.token_text()) {
                (TokenKind::BareIdent, word @ ("true" | "false")) => {
                    let value = ResourceValue::Bool(word == "true");
                    p.advance()?;
                    value
                }
                (TokenKind::String, text) if text.starts_with("\"0x") => {
                    ResourceValue::Blob(p.parse_resource_blob(&key)?)
                }
                (TokenKind::String, text) => {
                    let bytes = unescape_string(&text[1..text.len() - 1]);
                    p.advance()?;
                    ResourceValue::String(bytes)
                }
                _ => return Err(p.error_here(format!("expected string value for key '{key}'"))),
            };
            p.ir.resources_mut().add_external(group, &key, value);
            Ok(())
        })
    }

    /// Entries separated by commas up to a `}` (the `{` already consumed).
    fn parse_entries_until_brace(
        &mut self,
        mut entry: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        if self.consume_if(TokenKind::RBrace)? {
            return Ok(());
        }
        loop {
            entry(self)?;
            if self.consume_if(TokenKind::Comma)? {
                continue;
            }
            if self.consume_if(TokenKind::RBrace)? {
                return Ok(());
            }
            return Err(self.wrong_token_error("expected ',' or '}'"));
        }
    }

    /// The current token as the blob of `key`: `"0x"` + its alignment's
    /// four bytes + its data, in hex.
    fn parse_resource_blob(&mut self, key: &str) -> ParseResult<ResourceBlob> {
        let offset = self.token.start;
        let blob = if self.at(TokenKind::String) {
            let text = self.token_text();
            ResourceBlob::from_hex(&text.as_bytes()[1..text.len() - 1])
        } else {
            Err(BlobError::NotHex)
        };
        let detail = match blob {
            Ok(blob) => {
                self.advance()?;
                return Ok(blob);
            }
            Err(BlobError::NotHex) => String::new(),
            Err(BlobError::NoAlignment) => " to encode alignment in first 4 bytes".to_string(),
            Err(BlobError::BadAlignment(alignment)) => format!(
                " to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}"
            ),
        };
        Err(self.error_at(
            offset,
            format!("expected hex string blob for key '{key}'{detail}"),
        ))
    }
}
