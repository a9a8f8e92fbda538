//! The parser of MLIR's textual format (MLIR's `AsmParser`/`OperationParser`):
//! generic operations, regions, blocks, SSA names with forward references,
//! aliases, and the custom forms of registered ops through their hooks.
//!
//! The parser never recurses on input nesting without a depth check: regions,
//! types and attributes deeper than [`MAX_NESTING`] are rejected with a
//! diagnostic instead of overflowing the stack.
//!
//! - Top-level ops are wrapped in an implicit `builtin.module` unless the
//!   input is exactly one `builtin.module` (see [`ParserConfig`]).
//! - In the generic form without `<{...}>`, the attributes a registered op
//!   declares as inherent move from the attribute dictionary into its
//!   properties, as MLIR does.
//! - A non-numeric `%name` on a result group or block argument is kept as
//!   the value's name hint (`Ir::set_name_hint`), which the printer uses; a
//!   numeric name such as `%12` is anonymous.
//! - With threads, function bodies are skimmed and parsed in parallel
//!   (`deferred.rs`); name scopes and forward references are in
//!   `scopes.rs`, aliases in `aliases.rs`, the per-thread caches in
//!   `caches.rs`, the token cursor and the error helpers in `cursor.rs`.

mod affine;
mod aliases;
mod attributes;
mod caches;
mod cursor;
mod deferred;
mod dense;
mod dense_array;
mod distinct;
mod integers;
mod locations;
pub mod operations;
mod resources;
mod scopes;
mod sparse;
mod strided;
mod types;

use std::sync::Arc;

use thiserror::Error;

use super::lexer::{Lexer, Token, TokenKind};
use crate::context::{Context, Symbol};
use crate::diagnostics::{Diagnostic, Severity};
use crate::ir::{BodyId, Ir, IrError, OpId};
use crate::location::Location;

pub(crate) use integers::token_u128;
pub use operations::RegionArgument;
pub use scopes::ParsedValue;

/// How deeply regions, types and attributes may nest in the input.
pub const MAX_NESTING: usize = 128;

/// A parse failure: the first error found, with its notes.
#[derive(Debug, Error, Clone, PartialEq)]
#[error("{}", .0.message)]
pub struct ParseError(pub Box<Diagnostic>);

impl ParseError {
    /// Adds an error MLIR reports right after this one about the same
    /// failure ("missing operand of negation" after the operand's own),
    /// unless this one is the nesting limit's, which stands alone.
    pub fn followed_by(mut self, second: ParseError) -> Self {
        if !self.0.message.starts_with("nesting is too deep") {
            let mut second = *second.0;
            second.severity = Severity::Error;
            self.0.notes.push(second);
        }
        self
    }

    /// Attaches a note (builder style).
    pub fn with_note(mut self, location: Location, message: impl Into<String>) -> Self {
        self.0
            .notes
            .push(Diagnostic::new(Severity::Note, location, message));
        self
    }

    /// The diagnostic describing the failure.
    pub fn diagnostic(&self) -> &Diagnostic {
        &self.0
    }
}

/// Shorthand for parser results.
pub type ParseResult<T> = Result<T, ParseError>;

/// What the parser is asked to produce.
#[derive(Clone, Debug)]
pub struct ParserConfig {
    /// The buffer name used in locations (`file.mlir`).
    pub buffer_name: String,
    /// The line number of the buffer's first line in the original file (for
    /// `--split-input-file` chunks); 1 for a whole file.
    pub first_line: u32,
    /// The column of the buffer's first byte on that line (a chunk starts
    /// right after the split marker); 1 for a whole file.
    pub first_col: u32,
    /// Wrap top-level ops in an implicit `builtin.module` (mlir-opt's default);
    /// when `false` the input must hold exactly one top-level op.
    pub implicit_module: bool,
    /// Parse the bodies of sibling functions on several threads (the result
    /// is the same; `--mlir-disable-threading` turns it off).
    pub threads: bool,
}

impl Default for ParserConfig {
    fn default() -> Self {
        ParserConfig {
            buffer_name: "<stdin>".into(),
            first_line: 1,
            first_col: 1,
            implicit_module: true,
            threads: true,
        }
    }
}

/// Parses `source` into a new [`Ir`] and returns it with its top-level op.
/// With [`ParserConfig::threads`], function bodies are parsed on several
/// threads (see `deferred.rs`); the result is the same.
pub fn parse_source(
    ctx: Arc<Context>,
    source: &str,
    config: &ParserConfig,
) -> ParseResult<(Ir, OpId)> {
    if config.threads
        && let Some(parsed) = parse_in_parallel(ctx.clone(), source, config)?
    {
        return Ok(parsed);
    }
    let mut ir = Ir::new(ctx);
    let top = Parser::new(&mut ir, source, config)?.parse_top_level(config.implicit_module)?;
    Ok((ir, top))
}

/// The main parse with function bodies deferred, then the bodies in
/// parallel. `Ok(None)`: something did not parse, so the sequential parse
/// must run (it reports the error, if there is one, as it always does).
fn parse_in_parallel(
    ctx: Arc<Context>,
    source: &str,
    config: &ParserConfig,
) -> ParseResult<Option<(Ir, OpId)>> {
    let mut ir = Ir::new(ctx);
    let (top, jobs, shared) = {
        let mut parser = Parser::new(&mut ir, source, config)?;
        parser.defer_regions = true;
        let Ok(top) = parser.parse_top_level_in_place(config.implicit_module) else {
            return Ok(None);
        };
        let jobs = std::mem::take(&mut parser.deferred);
        let shared = deferred::SharedParseState {
            source,
            config: config.clone(),
            line_starts: parser.line_starts.clone(),
            aliases: parser.aliases.clone(),
            distinct: parser.distinct.clone(),
        };
        (top, jobs, shared)
    };
    if jobs.is_empty() {
        return Ok(Some((ir, top)));
    }
    Ok(deferred::parse_deferred_regions(ir, jobs, &shared).map(|ir| (ir, top)))
}

/// The parser state. Custom op parsers (registered hooks) use its public methods.
pub struct Parser<'a, 'ir> {
    pub(crate) ir: &'ir mut Ir,
    ctx: Arc<Context>,
    source: &'a str,
    lexer: Lexer<'a>,
    token: Token,
    prev_end: u32,
    file: Symbol,
    first_line: u32,
    first_col: u32,
    line_starts: Arc<[u32]>,
    aliases: std::sync::Arc<aliases::Aliases<'a>>,
    /// The `distinct[N]` attributes of this parse, by `N`.
    distinct: distinct::DistinctIds,
    /// How many of `aliases` this parser may see (all of them, except in a
    /// region parsed later on another thread).
    alias_limit: u32,
    /// What the parser has already computed (see `caches.rs`).
    caches: caches::ParseCaches<'a>,
    scopes: scopes::Scopes<'a>,
    deferred_locations: Vec<locations::DeferredLocation<'a>>,
    depth: usize,
    /// MLIR's default-dialect stack: a custom op name without a dialect
    /// prefix is looked up in the dialect on top (`builtin` at the top
    /// level, `func` inside `func.func`).
    pub(crate) default_dialects: Vec<&'static str>,
    /// The custom ops being parsed, innermost last, for the
    /// `custom op '...'` prefix of their errors.
    pub(crate) custom_ops: Vec<&'static str>,
    /// The body new blocks, values and ops go to: the body of the region
    /// being parsed, innermost last.
    bodies: Vec<BodyId>,
    /// For each op being parsed, innermost last: where its regions go.
    region_bodies: Vec<RegionBodySlot>,
    /// Whether function bodies may be skipped now and parsed later on
    /// another thread (see `deferred.rs`), and those skipped so far.
    defer_regions: bool,
    deferred: Vec<deferred::DeferredRegion<'a>>,
}

/// Where the regions of an op being parsed go.
#[derive(Clone, Copy, Debug)]
pub(crate) enum RegionBodySlot {
    /// In the body the op is in (it is not isolated from above).
    Same,
    /// In a body of their own, created at the op's first region; whether
    /// they may be parsed later on another thread (the op is not a symbol
    /// table, whose body holds the functions to parse in parallel).
    Isolated(Option<BodyId>, bool),
}

impl<'a, 'ir> Parser<'a, 'ir> {
    fn new(ir: &'ir mut Ir, source: &'a str, config: &ParserConfig) -> ParseResult<Self> {
        let mut line_starts = vec![0u32];
        line_starts.extend(memchr::memchr_iter(b'\n', source.as_bytes()).map(|i| (i + 1) as u32));
        let mut parser = Self::with_state(
            ir,
            source,
            config,
            line_starts.into(),
            Default::default(),
            Default::default(),
        );
        parser.advance()?;
        Ok(parser)
    }

    /// A parser for a region the main parse deferred, writing into `ir` (a
    /// part holding the region's body).
    fn for_deferred(ir: &'ir mut Ir, shared: &deferred::SharedParseState<'a>) -> Self {
        Self::with_state(
            ir,
            shared.source,
            &shared.config,
            shared.line_starts.clone(),
            shared.aliases.clone(),
            shared.distinct.clone(),
        )
    }

    fn with_state(
        ir: &'ir mut Ir,
        source: &'a str,
        config: &ParserConfig,
        line_starts: Arc<[u32]>,
        aliases: Arc<aliases::Aliases<'a>>,
        distinct: distinct::DistinctIds,
    ) -> Self {
        let ctx = ir.ctx_arc().clone();
        let root = ir.root_body();
        let file = ctx.intern_str(&config.buffer_name);
        Parser {
            ir,
            ctx,
            source,
            lexer: Lexer::new(source),
            token: Token {
                kind: TokenKind::Eof,
                start: 0,
                end: 0,
            },
            prev_end: 0,
            file,
            first_line: config.first_line,
            first_col: config.first_col.max(1),
            line_starts,
            aliases,
            distinct,
            alias_limit: u32::MAX,
            caches: caches::ParseCaches::default(),
            scopes: scopes::Scopes::default(),
            deferred_locations: Vec::new(),
            // Top-level ops count as nested in a module: an implicit one
            // is printed explicitly, and what is printed must read back.
            depth: 0,
            default_dialects: vec!["builtin"],
            custom_ops: Vec::new(),
            bodies: vec![root],
            region_bodies: Vec::new(),
            defer_regions: false,
            deferred: Vec::new(),
        }
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// The IR being built.
    pub fn ir(&mut self) -> &mut Ir {
        self.ir
    }

    /// An empty format-parsing state for an op of `schema`, reusing one
    /// given back by [`Parser::recycle_format_state`] if there is one.
    pub(crate) fn format_state(
        &mut self,
        schema: &'static crate::ods::OpSchema,
        start_offset: u32,
    ) -> Box<crate::ods::FormatState<'a>> {
        match self.caches.format_states.pop() {
            Some(mut reused) => {
                reused.reset(schema, start_offset);
                reused
            }
            None => Box::new(crate::ods::FormatState::new(schema, start_offset)),
        }
    }

    /// The dictionary of `entries` (in any order), through the parser's
    /// cache.
    pub(crate) fn dictionary_of(
        &mut self,
        entries: &[(Symbol, crate::Attribute)],
    ) -> crate::Attribute {
        if entries.is_empty() {
            return self.ctx.empty_dictionary();
        }
        if let Some(&dictionary) = self.caches.dictionaries_by_entries.get(entries) {
            return dictionary;
        }
        let dictionary = self.ctx.dictionary(entries.to_vec());
        self.caches
            .dictionaries_by_entries
            .insert(entries.iter().copied().collect(), dictionary);
        dictionary
    }

    /// `properties` of an op `name` of `schema` with the defaults of the
    /// attributes it does not set added (see
    /// [`with_default_properties`](crate::ods::with_default_properties)),
    /// through the parser's cache.
    pub(crate) fn completed_properties(
        &mut self,
        schema: &'static crate::ods::OpSchema,
        name: Symbol,
        properties: Option<crate::Attribute>,
    ) -> Option<crate::Attribute> {
        if let Some(&done) = self.caches.completed_properties.get(&(name, properties)) {
            return done;
        }
        let done =
            crate::ods::with_default_properties(&self.ctx, schema, name, properties).or(properties);
        self.caches
            .completed_properties
            .insert((name, properties), done);
        done
    }

    /// Keeps `state` for the next op parsed with a format.
    pub(crate) fn recycle_format_state(&mut self, state: Box<crate::ods::FormatState<'a>>) {
        self.caches.format_states.push(state);
    }

    /// `text` interned, through the parser's own cache.
    pub(crate) fn intern(&mut self, text: &'a str) -> Symbol {
        if let Some(&symbol) = self.caches.symbols.get(text) {
            return symbol;
        }
        let symbol = self.ctx.intern_str(text);
        self.caches.symbols.insert(text, symbol);
        symbol
    }

    /// Sets the name hint of `value` to `name` (interned through the cache).
    pub(crate) fn set_name_hint(
        &mut self,
        value: crate::ir::Value,
        name: &'a str,
    ) -> ParseResult<()> {
        let symbol = self.intern(name);
        let named = self.ir.set_name_hint_symbol(value, Some(symbol));
        self.ir_result(named)
    }

    /// The body that new blocks, values and detached ops go to: that of the
    /// region being parsed.
    pub fn current_body(&self) -> BodyId {
        self.bodies.last().copied().unwrap_or(self.ir.root_body())
    }

    /// An IR mutation's result as a parse result (a refused mutation is
    /// reported at the current token).
    pub fn ir_result<T>(&self, result: Result<T, IrError>) -> ParseResult<T> {
        result.map_err(|e| self.error_here(e.to_string()))
    }

    /// Starts parsing an op named `name`: its regions will go to a body of
    /// their own if it is isolated from above.
    pub(crate) fn begin_op_regions(&mut self, name: Symbol) {
        let slot = if self.ir.is_isolated_name(name) {
            let symbol_table = self
                .ctx
                .op_definition(name)
                .is_some_and(|d| d.traits.contains(crate::registry::OpTraits::SYMBOL_TABLE));
            RegionBodySlot::Isolated(None, !symbol_table)
        } else {
            RegionBodySlot::Same
        };
        self.region_bodies.push(slot);
    }

    /// Whether the next region of the op being parsed may be parsed later
    /// on another thread.
    fn region_is_deferrable(&self) -> bool {
        matches!(
            self.region_bodies.last(),
            Some(RegionBodySlot::Isolated(_, true))
        )
    }

    /// Ends what [`Parser::begin_op_regions`] started.
    pub(crate) fn end_op_regions(&mut self) {
        self.region_bodies.pop();
    }

    /// The body the next region of the op being parsed goes to.
    fn region_body(&mut self) -> BodyId {
        let current = self.current_body();
        match self.region_bodies.last().copied() {
            Some(RegionBodySlot::Isolated(Some(body), _)) => body,
            Some(RegionBodySlot::Isolated(None, deferrable)) => {
                let body = self.ir.create_body();
                if let Some(slot) = self.region_bodies.last_mut() {
                    *slot = RegionBodySlot::Isolated(Some(body), deferrable);
                }
                body
            }
            Some(RegionBodySlot::Same) | None => current,
        }
    }

    /// Creates a detached region for the op being parsed, where it belongs.
    pub fn create_region(&mut self) -> ParseResult<crate::ir::RegionId> {
        let body = self.region_body();
        let region = self.ir.create_region(body);
        self.ir_result(region)
    }

    // ----- top level --------------------------------------------------------------

    /// Parses the whole buffer: alias definitions and top-level ops. The
    /// top-level ops are parsed into the root body; when they must be
    /// wrapped in an implicit `builtin.module`, the root body becomes the
    /// module's body and the module goes to a new root.
    fn parse_top_level(mut self, implicit_module: bool) -> ParseResult<OpId> {
        self.parse_top_level_in_place(implicit_module)
    }

    /// [`Parser::parse_top_level`], keeping the parser (and the regions it
    /// deferred).
    fn parse_top_level_in_place(&mut self, implicit_module: bool) -> ParseResult<OpId> {
        let root = self.ir.root_body();
        let top_region = self.ir.create_region(root);
        let top_region = self.ir_result(top_region)?;
        let top_block = self.ir.create_block(root);
        let top_block = self.ir_result(top_block)?;
        let appended = self.ir.append_block(top_region, top_block);
        self.ir_result(appended)?;
        self.scopes.push_isolated();
        self.scopes.push_region();
        // The implicit module's region counts toward nesting, as it will
        // once printed (see `parse_module_region`).
        if implicit_module {
            self.enter_nesting()?;
        }
        loop {
            match self.token.kind {
                TokenKind::Eof => break,
                TokenKind::HashIdent | TokenKind::ExclaimIdent => self.parse_alias_definition()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    let appended = self.ir.append_op(top_block, op);
                    self.ir_result(appended)?;
                }
            }
        }
        if implicit_module {
            self.exit_nesting();
        }
        self.finish_region_scope()?;
        self.finish_isolated_scope()?;
        self.resolve_deferred_locations()?;
        let ops: Vec<OpId> = self.ir.block_ops(top_block).collect();
        let module_name = self.ctx.intern_str("builtin.module");
        // MLIR's buffer location: `0:0` for a file, or a split chunk's
        // first position in the file for the chunks after the first.
        let (line, col) = if self.first_line == 1 && self.first_col == 1 {
            (0, 0)
        } else {
            (self.first_line, self.first_col)
        };
        let eof_location = Location::FileLineCol {
            file: self.file,
            line,
            col,
        };
        if !implicit_module && ops.len() != 1 {
            return Err(ParseError(Box::new(Diagnostic::error(
                eof_location,
                format!(
                    "source must contain a single top-level operation, found: {}",
                    ops.len()
                ),
            ))));
        }
        if !implicit_module || (ops.len() == 1 && self.ir.op_name(ops[0]) == module_name) {
            let detached = self.ir.detach_op(ops[0]);
            self.ir_result(detached)?;
            let erased = self.ir.erase_region(top_region);
            self.ir_result(erased)?;
            return Ok(ops[0]);
        }
        let new_root = self.ir.create_body();
        self.ir.set_root_body(new_root);
        let mut state = crate::ir::OperationState::new(self.ir, "builtin.module", eof_location);
        state.regions.push(top_region);
        let module = self.ir.create_op(new_root, state);
        self.ir_result(module)
    }

    fn parse_alias_definition(&mut self) -> ParseResult<()> {
        let is_attr = self.at(TokenKind::HashIdent);
        let name_token = self.token;
        let name = &self.token_text()[1..];
        let what = if is_attr { "attribute" } else { "type" };
        if name.contains('.') {
            return Err(self.error_here(format!(
                "{what} names with a '.' are reserved for dialect-defined names"
            )));
        }
        self.advance()?;
        self.expect(TokenKind::Equal, &format!("'=' in {what} alias definition"))?;
        let already = if is_attr {
            self.aliases.has_attr(name)
        } else {
            self.aliases.has_type(name)
        };
        if already {
            return Err(self.error_at(
                name_token.start,
                format!("redefinition of {what} alias id '{name}'"),
            ));
        }
        if is_attr {
            let value = self.parse_attribute()?;
            std::sync::Arc::make_mut(&mut self.aliases).define_attr(name, value);
        } else {
            let value = self.parse_type()?;
            std::sync::Arc::make_mut(&mut self.aliases).define_type(name, value);
        }
        Ok(())
    }
}
