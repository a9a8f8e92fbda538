//! Parsing locations: `loc(...)` specifiers, trailing op locations, and `#loc`
//! aliases that may be defined after the ops that use them (as mlir-opt prints
//! them with `--mlir-print-debuginfo`).

use super::{ParseResult, Parser};
use crate::asm::lexer::{TokenKind, unescape_string};
use crate::attributes::{AttrData, Attribute};
use crate::ir::{BlockId, OpId};
use crate::location::{Location, LocationData};

/// An op whose trailing `loc(#alias)` named an alias not yet defined.
pub(crate) struct DeferredLocation<'a> {
    target: LocationTarget,
    alias: &'a str,
    offset: u32,
}

/// What a trailing `loc(...)` belongs to.
#[derive(Clone, Copy)]
pub(crate) enum LocationTarget {
    /// An operation.
    Op(OpId),
    /// Argument `index` of a block.
    BlockArgument(BlockId, usize),
}

impl<'a> Parser<'a, '_> {
    /// Parses an optional trailing `loc(...)` and sets it on `op`.
    pub(crate) fn parse_trailing_location(&mut self, op: OpId) -> ParseResult<()> {
        if !self.at_keyword("loc") {
            return Ok(());
        }
        self.parse_location_for(LocationTarget::Op(op))
    }

    /// Parses `loc(...)` (current token: `loc`) and sets it on `target`; a
    /// `#alias` not yet defined is resolved at the end of the input, since
    /// mlir-opt prints location aliases after the module.
    pub(crate) fn parse_location_for(&mut self, target: LocationTarget) -> ParseResult<()> {
        self.advance()?;
        self.expect(TokenKind::LParen, "'(' in location")?;
        if self.at(TokenKind::HashIdent) {
            let alias = &self.token_text()[1..];
            let offset = self.token.start;
            match self.aliases.attr_alias(alias, self.alias_limit) {
                Some(attr) => {
                    let location = self.attribute_as_location(attr, offset)?;
                    self.set_location(target, location)?;
                }
                None => self.deferred_locations.push(DeferredLocation {
                    target,
                    alias,
                    offset,
                }),
            }
            self.advance()?;
        } else {
            let location = self.parse_location_instance()?;
            self.set_location(target, location)?;
        }
        self.expect(TokenKind::RParen, "')' in location")
    }

    fn set_location(&mut self, target: LocationTarget, location: Location) -> ParseResult<()> {
        let result = match target {
            LocationTarget::Op(op) => self.ir.set_op_location(op, location),
            LocationTarget::BlockArgument(block, index) => {
                self.ir.set_block_argument_location(block, index, location)
            }
        };
        self.ir_result(result)
    }

    /// Parses `loc(...)`.
    pub fn parse_location_specifier(&mut self) -> ParseResult<Location> {
        if !self.consume_keyword_if("loc")? {
            return Err(self.error_here("expected location"));
        }
        self.expect(TokenKind::LParen, "'(' in location")?;
        let location = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "')' in location")?;
        Ok(location)
    }

    fn parse_location_instance(&mut self) -> ParseResult<Location> {
        self.enter_nesting()?;
        let result = self.parse_location_instance_inner();
        self.exit_nesting();
        result
    }

    fn parse_location_instance_inner(&mut self) -> ParseResult<Location> {
        match self.token.kind {
            TokenKind::HashIdent => {
                let offset = self.token.start;
                let alias = &self.token_text()[1..];
                let Some(attr) = self.aliases.attr_alias(alias, self.alias_limit) else {
                    return Err(self.error_here(format!("undefined symbol alias id '{alias}'")));
                };
                self.advance()?;
                self.attribute_as_location(attr, offset)
            }
            TokenKind::String => {
                let text = self.token_text();
                let name = String::from_utf8_lossy(&unescape_string(&text[1..text.len() - 1]))
                    .into_owned();
                let symbol = self.ctx.intern_str(&name);
                self.advance()?;
                if self.consume_if(TokenKind::Colon)? {
                    let line = self
                        .parse_location_number("expected integer line number in FileLineColLoc")?;
                    // `"file":line` alone means column 0, as in MLIR.
                    if !self.consume_if(TokenKind::Colon)? {
                        return Ok(Location::FileLineCol {
                            file: symbol,
                            line,
                            col: 0,
                        });
                    }
                    let col = self.parse_location_number(
                        "expected integer column number in FileLineColLoc",
                    )?;
                    if self.consume_keyword_if("to")? {
                        let end_line = if self.at(TokenKind::Integer) {
                            self.parse_location_number(
                                "expected integer line number in FileLineColRange",
                            )?
                        } else {
                            line
                        };
                        self.expect(TokenKind::Colon, "':' in FileLineColRange")?;
                        let end_col = self.parse_location_number(
                            "expected integer column number in FileLineColRange",
                        )?;
                        if (end_line, end_col) == (line, col) {
                            // An empty range is the plain position, as in MLIR.
                            return Ok(Location::FileLineCol {
                                file: symbol,
                                line,
                                col,
                            });
                        }
                        return Ok(self.ctx.location(LocationData::FileRange {
                            file: symbol,
                            line,
                            col,
                            end_line,
                            end_col,
                        }));
                    }
                    return Ok(Location::FileLineCol {
                        file: symbol,
                        line,
                        col,
                    });
                }
                let child = if self.consume_if(TokenKind::LParen)? {
                    let child = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "')' after child location of NameLoc")?;
                    // An unknown child is no child, as in MLIR.
                    Some(child).filter(|&c| c != Location::Unknown)
                } else {
                    None
                };
                Ok(self.ctx.location(LocationData::Name {
                    name: symbol,
                    child,
                }))
            }
            TokenKind::BareIdent => match self.token_text() {
                "unknown" => {
                    self.advance()?;
                    Ok(Location::Unknown)
                }
                "callsite" => {
                    self.advance()?;
                    self.expect(TokenKind::LParen, "'(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !self.consume_keyword_if("at")? {
                        return Err(self.error_here("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "')' in callsite location")?;
                    Ok(self.ctx.location(LocationData::CallSite { callee, caller }))
                }
                "fused" => {
                    self.advance()?;
                    let metadata = if self.consume_if(TokenKind::Less)? {
                        let attr = self.parse_attribute()?;
                        self.expect(TokenKind::Greater, "'>' after fused location metadata")?;
                        Some(attr)
                    } else {
                        None
                    };
                    let mut locations = Vec::new();
                    if !self.at(TokenKind::LSquare) {
                        return Err(self.wrong_token_error("expected '[' in fused location"));
                    }
                    self.parse_comma_list(
                        TokenKind::LSquare,
                        TokenKind::RSquare,
                        "expected ']' in fused location",
                        |p| {
                            let location = p.parse_location_instance()?;
                            // As MLIR's FusedLoc::get: unknowns are dropped,
                            // nested fused locations with the same metadata are
                            // flattened, duplicates removed.
                            let inner = match location {
                                Location::Attr(attr) => match p.ctx.attr_data(attr) {
                                    AttrData::Location(LocationData::Fused {
                                        locations: inner,
                                        metadata: m,
                                    }) if *m == metadata => inner.clone(),
                                    _ => vec![location],
                                },
                                _ => vec![location],
                            };
                            for location in inner {
                                if location != Location::Unknown && !locations.contains(&location) {
                                    locations.push(location);
                                }
                            }
                            Ok(())
                        },
                    )?;
                    if metadata.is_some() && locations.is_empty() {
                        // With metadata, MLIR keeps a single unknown location.
                        locations.push(Location::Unknown);
                    }
                    if metadata.is_none() {
                        match locations.len() {
                            0 => return Ok(Location::Unknown),
                            1 => return Ok(locations[0]),
                            _ => {}
                        }
                    }
                    Ok(self.ctx.location(LocationData::Fused {
                        locations,
                        metadata,
                    }))
                }
                _ => Err(self.error_here("expected location instance")),
            },
            _ => Err(self.error_here("expected location instance")),
        }
    }

    fn parse_location_number(&mut self, message: &str) -> ParseResult<u32> {
        if !self.at(TokenKind::Integer) {
            return Err(self.error_here(message));
        }
        let value = self
            .token_text()
            .parse::<u32>()
            .map_err(|_| self.error_here(message))?;
        self.advance()?;
        Ok(value)
    }

    /// A location used where an attribute is expected.
    pub(crate) fn location_as_attribute(&self, location: Location) -> Attribute {
        // A location as an attribute value prints through a `#loc` alias.
        self.ctx.note_aliased_attribute();
        location.to_attribute(&self.ctx)
    }

    fn attribute_as_location(&self, attr: Attribute, offset: u32) -> ParseResult<Location> {
        Location::from_attribute(&self.ctx, attr).ok_or_else(|| {
            self.error_at(
                offset,
                format!(
                    "expected location, but found '{}'",
                    crate::asm::printer::attribute_to_string(&self.ctx, attr)
                ),
            )
        })
    }

    /// Sets the locations that named `#loc` aliases defined later in the file.
    pub(crate) fn resolve_deferred_locations(&mut self) -> ParseResult<()> {
        for deferred in std::mem::take(&mut self.deferred_locations) {
            let Some(attr) = self.aliases.attr_alias(deferred.alias, u32::MAX) else {
                return Err(self.error_at(
                    deferred.offset,
                    "operation location alias was never defined",
                ));
            };
            let location = self.attribute_as_location(attr, deferred.offset)?;
            self.set_location(deferred.target, location)?;
        }
        Ok(())
    }
}
