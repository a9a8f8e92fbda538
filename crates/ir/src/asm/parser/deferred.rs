//! Parsing the bodies of sibling functions on several threads.
//!
//! MLIR's parser is sequential; Strata's can do better because the regions
//! of an isolated-from-above op live in a body of their own and cannot use
//! outer values. While the main parse goes through the file, the region of
//! an isolated op that is not a symbol table (a function, not a module) is
//! *skimmed*: its closing brace is found by a byte scan that respects
//! strings and comments, the region is created empty (with its entry block,
//! when a custom parser gave it named arguments), and the text is recorded
//! as a [`DeferredRegion`]. When the whole file has been read, the bodies
//! are lent to parts of the IR ([`Ir::split`]), parsed on rayon's pool by
//! parsers that start where the region starts with the state the main parse
//! had there (default dialects, nesting depth, the aliases defined so far),
//! and joined back.
//!
//! The result is the sequential parse's, or the parse is redone on one
//! thread: a deferred region must end exactly where the skim said, must not
//! use or redefine a name of the enclosing scope, and every part must
//! succeed; any failure (an error in the input included) falls back to the
//! sequential parse, which reports the error the sequential parser reports.

use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::FxHashSet;

use super::caches::ParseCaches;
use super::locations::DeferredLocation;
use super::{ParseError, ParseResult, Parser, ParserConfig};
use crate::asm::lexer::{Token, TokenKind};
use crate::ir::{BlockId, BodyId, Ir, OpId, RegionId, Value};
use crate::per_thread::PerThread;

/// An entry-block argument the main parse created for a deferred region:
/// its name, the offset of the name, and the value, to define in the region.
pub(super) type EntryArgument<'a> = (&'a str, u32, Value);

/// A region whose contents the main parse skipped, to parse later.
pub(crate) struct DeferredRegion<'a> {
    pub(super) region: RegionId,
    /// The entry block created by the main parse, with the arguments a
    /// custom parser declared (name, offset, value) to define in it.
    pub(super) entry: Option<(BlockId, Vec<EntryArgument<'a>>)>,
    /// The offsets of the `{` and just after the matching `}`.
    pub(super) start: u32,
    pub(super) end: u32,
    /// The main parser's state at the `{`.
    pub(super) depth: usize,
    pub(super) default_dialects: Vec<&'static str>,
    pub(super) custom_ops: Vec<&'static str>,
    pub(super) alias_limit: u32,
    /// For a region that is not an isolated name scope (the generic form):
    /// the names defined around it, which it may not define again.
    pub(super) outer_names: Option<Arc<FxHashSet<&'a str>>>,
}

/// The end of the region whose `{` is at `start`: the offset just after the
/// matching `}`, skipping strings and `//` comments; `None` if unterminated.
pub(super) fn skim_region(bytes: &[u8], start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => i = crate::asm::lexer::string_end(bytes, i),
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether the text strictly between `start` and `end - 1` is only
/// whitespace and comments (an empty region, not worth deferring).
pub(super) fn is_blank(bytes: &[u8], start: usize, end: usize) -> bool {
    let mut i = start;
    while i < end {
        match bytes[i] {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < end && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            _ => return false,
        }
    }
    true
}

/// Why a deferred region did not parse like the sequential parse would
/// (never shown: the sequential parse runs instead).
fn mismatch(parser: &Parser<'_, '_>, what: &str) -> ParseError {
    parser.error_here(format!("cannot parse this region in parallel: {what}"))
}

impl<'a> Parser<'a, '_> {
    /// Skips the region at the current `{` and records it for later when
    /// parallel parsing applies (see the module documentation); returns
    /// `None` to parse it now. `isolated_scope`: whether the region is an
    /// isolated name scope (a custom form's function body) rather than a
    /// generic region.
    pub(super) fn try_defer_region(
        &mut self,
        arguments: &[super::RegionArgument<'a>],
        isolated_scope: bool,
    ) -> ParseResult<Option<RegionId>> {
        if !self.defer_regions || !self.region_is_deferrable() {
            return Ok(None);
        }
        let bytes = self.source.as_bytes();
        let start = self.token.start as usize;
        let Some(end) = skim_region(bytes, start) else {
            return Ok(None);
        };
        if is_blank(bytes, start + 1, end - 1) {
            return Ok(None);
        }
        let first = self.peek_token();
        if isolated_scope && first.is_none_or(|t| t.kind == TokenKind::CaretIdent) {
            // A labelled entry block is created by the region's own parse.
            return Ok(None);
        }
        let region = self.create_region()?;
        let entry = if isolated_scope {
            let block = self.ir.append_new_block(region);
            let block = self.ir_result(block)?;
            let mut defined = Vec::with_capacity(arguments.len());
            for argument in arguments {
                let value = self.new_entry_argument(block, argument)?;
                defined.push((argument.value.name, argument.value.offset, value));
            }
            Some((block, defined))
        } else {
            None
        };
        let outer_names = (!isolated_scope).then(|| self.scopes.defined_names());
        self.deferred.push(DeferredRegion {
            region,
            entry,
            start: start as u32,
            end: end as u32,
            depth: self.depth,
            default_dialects: self.default_dialects.clone(),
            custom_ops: self.custom_ops.clone(),
            alias_limit: self.aliases.defined(),
            outer_names,
        });
        self.skip_to(end)?;
        Ok(Some(region))
    }

    /// Continues at `end`, the end of something already read (the token
    /// before it is taken as a `)`, the end of a cached signature).
    pub(super) fn skip_to_offset(&mut self, end: usize) -> ParseResult<()> {
        self.lexer.reset_to(end);
        self.token = Token {
            kind: TokenKind::RParen,
            start: end as u32 - 1,
            end: end as u32,
        };
        self.advance()
    }

    /// Continues after the `}` that ends just before `end` (a skimmed
    /// region or dictionary).
    pub(super) fn skip_to(&mut self, end: usize) -> ParseResult<()> {
        self.lexer.reset_to(end);
        self.token = Token {
            kind: TokenKind::RBrace,
            start: end as u32 - 1,
            end: end as u32,
        };
        self.advance()
    }

    /// Parses a deferred region, in a parser made for it.
    fn parse_deferred(&mut self, job: &DeferredRegion<'a>) -> ParseResult<()> {
        // About one op per line of 60 bytes: make room once.
        let estimate = (job.end - job.start) as usize / 60;
        let reserved = self.ir.reserve(job.region.body(), estimate);
        self.ir_result(reserved)?;
        self.lexer.reset_to(job.start as usize + 1);
        self.prev_end = job.start + 1;
        self.advance()?;
        self.depth = job.depth;
        self.default_dialects.clone_from(&job.default_dialects);
        self.custom_ops.clone_from(&job.custom_ops);
        self.alias_limit = job.alias_limit;
        self.scopes
            .push_isolated_within(job.outer_names.clone(), estimate);
        self.scopes.push_region();
        self.bodies.push(job.region.body());
        match &job.entry {
            Some((block, arguments)) => {
                for &(name, offset, value) in arguments {
                    self.define_values(name, offset, &[value])?;
                }
                self.parse_region_blocks(job.region, Some(*block))?;
            }
            None => self.parse_region_body(job.region, &[])?,
        }
        if self.prev_end != job.end {
            return Err(mismatch(self, "it does not end where it was skimmed to"));
        }
        self.finish_region_scope()?;
        self.finish_isolated_scope()?;
        self.bodies.pop();
        Ok(())
    }
}

/// What every deferred region's parser shares with the main parse.
pub(super) struct SharedParseState<'a> {
    pub(super) source: &'a str,
    pub(super) config: ParserConfig,
    pub(super) line_starts: Arc<[u32]>,
    pub(super) aliases: Arc<super::aliases::Aliases<'a>>,
    pub(super) distinct: super::distinct::DistinctIds,
}

/// Parses the regions the main parse deferred, each body on its own part of
/// `ir` on rayon's pool, and resolves the `#loc` aliases they use. `None`
/// when one of them did not parse (the caller then parses sequentially).
pub(super) fn parse_deferred_regions<'a>(
    ir: Ir,
    jobs: Vec<DeferredRegion<'a>>,
    shared: &SharedParseState<'a>,
) -> Option<Ir> {
    // One part per body: the regions of one op go together, in order.
    let mut groups: Vec<(BodyId, Vec<DeferredRegion<'a>>)> = Vec::new();
    for job in jobs {
        match groups.last_mut() {
            Some((body, list)) if *body == job.region.body() => list.push(job),
            _ => groups.push((job.region.body(), vec![job])),
        }
    }
    let roots: Vec<OpId> = groups
        .iter()
        .map(|(body, _)| ir.body_owner(*body))
        .collect::<Option<_>>()?;
    let mut parts = ir.split(&roots).ok()?;
    // Each thread keeps its caches from one body to the next.
    let caches: PerThread<ParseCaches<'a>> = PerThread::new();
    let outcomes: Vec<ParseResult<Vec<DeferredLocation<'a>>>> = parts
        .parts_mut()
        .par_iter_mut()
        .zip(groups.par_iter())
        // One body per task: bodies differ in size, and a thread that runs
        // out of work steals the next one instead of waiting at the end.
        .with_max_len(1)
        .map(|(part, (_, jobs))| {
            caches.with(|caches| {
                let mut parser = Parser::for_deferred(part, shared);
                parser.caches = std::mem::take(caches);
                let mut outcome = Ok(());
                for job in jobs {
                    outcome = parser.parse_deferred(job);
                    if outcome.is_err() {
                        break;
                    }
                }
                *caches = std::mem::take(&mut parser.caches);
                outcome.map(|()| std::mem::take(&mut parser.deferred_locations))
            })
        })
        .collect();
    let mut ir = parts.join();
    let mut locations = Vec::new();
    for outcome in outcomes {
        locations.extend(outcome.ok()?);
    }
    let mut parser = Parser::for_deferred(&mut ir, shared);
    parser.deferred_locations = locations;
    parser.resolve_deferred_locations().ok()?;
    Some(ir)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::printer::{PrintOptions, operation_to_string};
    use crate::registry::{OpDefinition, OpTraits};

    static FUNC: OpDefinition =
        OpDefinition::new("t.func", "an isolated op", OpTraits::ISOLATED_FROM_ABOVE);

    fn context() -> Arc<crate::Context> {
        let mut ctx = crate::Context::new();
        ctx.register_op(&FUNC);
        ctx.set_allow_unregistered_dialects(true);
        Arc::new(ctx)
    }

    /// `source` parsed with and without threads: the printed IR, or the error.
    fn parse_both(source: &str) -> (Result<String, String>, Result<String, String>) {
        let run = |threads: bool| {
            let config = ParserConfig {
                threads,
                ..ParserConfig::default()
            };
            super::super::parse_source(context(), source, &config)
                .map(|(ir, top)| {
                    let options = PrintOptions {
                        generic: true,
                        debug_info: true,
                        ..PrintOptions::default()
                    };
                    operation_to_string(&ir, top, options)
                })
                .map_err(|e| format!("{:?}: {}", e.diagnostic().location, e.diagnostic().message))
        };
        (run(true), run(false))
    }

    /// How many regions the main parse defers for `source`.
    fn deferred_count(source: &str) -> usize {
        let mut ir = Ir::new(context());
        let mut parser = Parser::new(&mut ir, source, &ParserConfig::default()).expect("lexes");
        parser.defer_regions = true;
        let _ = parser.parse_top_level_in_place(true);
        parser.deferred.len()
    }

    const FUNCTIONS: &str = "\"t.func\"() ({\n^bb0(%a: i32):\n  %0 = \"t.add\"(%a, %a) : (i32, i32) -> i32\n  \"t.ret\"(%0) : (i32) -> ()\n}) {sym = \"f\"} : () -> ()\n\"t.func\"() ({\n  %0 = \"t.c\"() : () -> i32 loc(#late)\n  \"t.r\"(%0) ({\n    \"t.y\"(%0) : (i32) -> ()\n  }) : (i32) -> ()\n}) : () -> ()\n#late = loc(\"x.mlir\":3:4)\n";

    #[test]
    fn function_bodies_are_deferred_and_parse_as_on_one_thread() {
        assert_eq!(deferred_count(FUNCTIONS), 2);
        let (with, without) = parse_both(FUNCTIONS);
        assert_eq!(with, without);
        assert!(with.is_ok(), "{with:?}");
    }

    #[test]
    fn what_a_deferred_region_cannot_see_falls_back_to_one_thread() {
        for source in [
            // A use of an outer value inside the isolated op (a stand-in on
            // one thread; invalid IR the verifier reports).
            "%x = \"t.v\"() : () -> i32\n\"t.func\"() ({\n  \"t.use\"(%x) : (i32) -> ()\n}) : () -> ()\n",
            // Redefining an outer name (a parse error on one thread).
            "%x = \"t.v\"() : () -> i32\n\"t.func\"() ({\n  %x = \"t.v\"() : () -> i32\n}) : () -> ()\n",
            // An alias defined after the region that uses it.
            "\"t.func\"() ({\n  \"t.use\"() : () -> !t\n}) : () -> ()\n!t = i32\n",
            // An error inside a deferred region, and after it.
            "\"t.func\"() ({\n  \"t.use\"( : () -> ()\n}) : () -> ()\n",
            "\"t.func\"() ({\n  \"t.use\"() : () -> ()\n}) : () -> ()\n\"t.bad\"(\n",
            // A brace in a string, and an unterminated region.
            "\"t.func\"() ({\n  \"t.s\"() {s = \"}\"} : () -> ()\n}) : () -> ()\n",
            "\"t.func\"() ({\n  \"t.s\"() : () -> ()\n",
        ] {
            let (with, without) = parse_both(source);
            assert_eq!(with, without, "{source}");
        }
        assert_eq!(
            deferred_count(
                "%x = \"t.v\"() : () -> i32\n\"t.func\"() ({\n  %x = \"t.v\"() : () -> i32\n}) : () -> ()\n"
            ),
            1,
            "the redefinition is only found when the region is parsed"
        );
    }

    #[test]
    fn skimming_finds_the_matching_brace_past_strings_and_comments() {
        let text = "{ \"}\" // }\n { } \"\\\"}\" } tail";
        let end = skim_region(text.as_bytes(), 0).expect("terminated");
        assert_eq!(&text[end..], " tail");
        assert_eq!(skim_region(b"{ { }", 0), None, "unterminated");
        assert!(is_blank(b"{ // c\n }", 1, 8));
        assert!(!is_blank(b"{ x }", 1, 4));
    }
}
