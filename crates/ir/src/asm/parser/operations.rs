//! Parsing operations (generic and custom form), regions and blocks.

use smallvec::SmallVec;

use super::scopes::ParsedValue;
use super::{ParseResult, Parser};
use crate::asm::lexer::{TokenKind, unescape_string};
use crate::context::Symbol;
use crate::ir::{BlockId, OpId, OperationState, RegionId};
use crate::location::Location;
use crate::registry::OpTraits;
use crate::types::Type;

/// The input types of a generic op's function type.
pub type TypeList = SmallVec<[Type; 4]>;
/// The result types of a function type.
pub type ResultTypeList = SmallVec<[Type; 2]>;

/// A result name being bound: `%name` or `%name:count`.
struct ResultBinding<'a> {
    name: &'a str,
    count: u32,
    offset: u32,
}

/// A region argument declared by a custom parser (e.g. a function signature).
#[derive(Clone, Copy, Debug)]
pub struct RegionArgument<'a> {
    /// The argument's name as written.
    pub value: ParsedValue<'a>,
    /// Its type.
    pub ty: Type,
    /// Its location.
    pub location: Location,
}

/// The largest `#N` a value use may name, plus one.
const MAX_RESULT_NUMBER: u32 = 1 << 20;

fn is_numeric(name: &str) -> bool {
    name.bytes().all(|b| b.is_ascii_digit())
}

/// Whether a bare identifier is what MLIR's lexer makes an integer-type token
/// (`i32`, `si8`, `ui1`): `i`, `si` or `ui` followed by digits only.
fn is_integer_type_spelling(text: &str) -> bool {
    let digits = text
        .strip_prefix("si")
        .or_else(|| text.strip_prefix("ui"))
        .or_else(|| text.strip_prefix('i'));
    digits.is_some_and(|d| !d.is_empty() && is_numeric(d))
}

impl<'a> Parser<'a, '_> {
    /// Parses one operation, including its result bindings and trailing
    /// location, and returns it detached.
    pub fn parse_operation(&mut self) -> ParseResult<OpId> {
        let mut bindings: SmallVec<[ResultBinding<'a>; 1]> = SmallVec::new();
        if self.at(TokenKind::PercentIdent) {
            loop {
                if !self.at(TokenKind::PercentIdent) {
                    return Err(self.error_here("expected valid ssa identifier"));
                }
                let offset = self.token.start;
                let name = &self.token_text()[1..];
                self.advance()?;
                let mut count = 1;
                if self.consume_if(TokenKind::Colon)? {
                    if !self.at(TokenKind::Integer) {
                        return Err(self.error_here("expected integer number of results"));
                    }
                    count = match self.token_text().parse::<u32>() {
                        Ok(n) if n > 0 => n,
                        _ => {
                            return Err(self
                                .error_here("expected named operation to have at least 1 result"));
                        }
                    };
                    self.advance()?;
                }
                bindings.push(ResultBinding {
                    name,
                    count,
                    offset,
                });
                if !self.consume_if(TokenKind::Comma)? {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "'=' after SSA name")?;
        }
        let op = match self.token.kind {
            TokenKind::String => self.parse_generic_operation()?,
            // `i32`, `si8`, `ui1` are integer-type tokens in MLIR's lexer,
            // never op names.
            TokenKind::BareIdent if !is_integer_type_spelling(self.token_text()) => {
                self.parse_custom_operation()?
            }
            _ => return Err(self.wrong_token_error("expected operation name in quotes")),
        };
        if !bindings.is_empty() {
            let results = self.ir.results(op).to_vec();
            let bound: u64 = bindings.iter().map(|b| u64::from(b.count)).sum();
            if results.is_empty() {
                return Err(self.error_at(
                    bindings[0].offset,
                    "cannot name an operation with no results",
                ));
            }
            if bound != results.len() as u64 {
                return Err(self.error_at(
                    bindings[0].offset,
                    format!(
                        "operation defines {} results but was provided {} to bind",
                        results.len(),
                        bound
                    ),
                ));
            }
            let mut next = 0usize;
            for binding in &bindings {
                let group = &results[next..next + binding.count as usize];
                next += binding.count as usize;
                if !is_numeric(binding.name) {
                    self.set_name_hint(group[0], binding.name)?;
                }
                self.define_values(binding.name, binding.offset, group)?;
            }
        }
        Ok(op)
    }

    /// MLIR's parser rule for ops without a definition: an op of an
    /// unregistered dialect needs `--allow-unregistered-dialect` (reported
    /// at `after_name`). Whether a registered dialect accepts unknown ops is
    /// the verifier's to say.
    fn check_op_name_allowed(&mut self, symbol: Symbol, after_name: u32) -> ParseResult<()> {
        if self.ctx.op_definition(symbol).is_some() {
            return Ok(());
        }
        let name = self.ctx.str(symbol);
        let dialect = name.split('.').next().unwrap_or(name);
        // An op of a registered dialect that does not allow unknown ops
        // parses; the verifier rejects it, as MLIR's does.
        if name.contains('.') && self.ctx.is_dialect_registered(dialect) {
            return Ok(());
        }
        if self.ctx.allows_unregistered_dialects() {
            return Ok(());
        }
        Err(self.error_at(
            after_name,
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        ))
    }

    fn parse_generic_operation(&mut self) -> ParseResult<OpId> {
        let name_offset = self.token.start;
        let text = self.token_text();
        let body = &text[1..text.len() - 1];
        if body.is_empty() {
            return Err(self.error_here("empty operation name is invalid"));
        }
        // Op names rarely contain escapes: intern the source text directly.
        let name = if body.contains('\\') {
            self.ctx
                .intern_str(&String::from_utf8_lossy(&unescape_string(body)))
        } else {
            self.intern(body)
        };
        let location = self.location_at(name_offset);
        self.advance()?;
        self.check_op_name_allowed(name, self.token.start)?;
        let mut state = OperationState::new_interned(self.ir, name, location);

        // Operands.
        let mut operand_names: SmallVec<[ParsedValue<'a>; 4]> = SmallVec::new();
        self.expect(TokenKind::LParen, "'(' to start operand list")?;
        if !self.consume_if(TokenKind::RParen)? {
            loop {
                operand_names.push(self.parse_value_use()?);
                if self.consume_if(TokenKind::Comma)? {
                    continue;
                }
                self.expect(TokenKind::RParen, "')' to end operand list")?;
                break;
            }
        }
        // Successors: MLIR refuses them on a registered op that is not a
        // terminator before it reads them.
        if self.at(TokenKind::LSquare) {
            if self
                .ctx
                .op_definition(name)
                .is_some_and(|definition| !definition.traits.contains(OpTraits::TERMINATOR))
            {
                return Err(self.error_here("successors in non-terminator"));
            }
            self.advance()?;
            loop {
                if !self.at(TokenKind::CaretIdent) {
                    return Err(self.error_here("expected block name"));
                }
                let block = self.block_by_name(&self.token_text()[1..], self.token.start)?;
                state.successors.push(block);
                self.advance()?;
                if self.consume_if(TokenKind::Comma)? {
                    continue;
                }
                if !self.at(TokenKind::RSquare) {
                    return Err(self.wrong_token_error("expected ',' or ']'"));
                }
                self.advance()?;
                break;
            }
        }
        // Properties.
        if self.at(TokenKind::Less) {
            self.advance()?;
            // Usually a dictionary; any attribute for unregistered ops.
            state.properties = Some(self.parse_attribute()?);
            self.expect(TokenKind::Greater, "'>' to close properties")?;
        }
        let written_properties = state.properties;
        // Regions.
        if self.at(TokenKind::LParen) {
            self.advance()?;
            self.begin_op_regions(name);
            let parsed = self.parse_generic_regions(&mut state);
            self.end_op_regions();
            parsed?;
        }
        // Attributes.
        if self.at(TokenKind::LBrace) {
            state.attributes = self.parse_attribute()?;
        }
        if state.properties.is_none() {
            self.move_inherent_attributes(&mut state);
        }
        if let Some(schema) = self.ctx.op_definition(state.name).and_then(|d| d.schema) {
            let key = (state.name, written_properties, state.properties);
            state.properties = match self.caches.properties.get(&key) {
                Some(&done) => done,
                None => {
                    if let Some(written) = written_properties
                        && let Some(message) =
                            crate::ods::check_property_storage(&self.ctx, schema, written)
                    {
                        return Err(self.error_at(name_offset, message));
                    }
                    let known = crate::ods::known_properties(&self.ctx, schema, state.properties);
                    let done =
                        crate::ods::with_default_properties(&self.ctx, schema, state.name, known)
                            .or(known);
                    self.caches.properties.insert(key, done);
                    done
                }
            };
        }
        // Type.
        self.expect(TokenKind::Colon, "':' followed by operation type")?;
        let type_offset = self.token.start;
        let (inputs, results) = self.parse_op_function_type()?;
        if inputs.len() != operand_names.len() {
            return Err(self.error_at(
                type_offset,
                format!(
                    "expected {} operand type{} but had {}",
                    operand_names.len(),
                    if operand_names.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        for (name, ty) in operand_names.iter().zip(&inputs) {
            let value = self.resolve_value(*name, *ty)?;
            state.operands.push(value);
        }
        state.result_types = SmallVec::from_slice(&results);
        if written_properties.is_none() {
            self.check_inherent_attributes(&state, name_offset)?;
        }
        let op = self.ir.create_op(self.current_body(), state);
        let op = self.ir_result(op)?;
        self.parse_trailing_location(op)?;
        Ok(op)
    }

    /// MLIR's `verifyInherentAttrs` as its parser runs it on a generic op
    /// written without `<{...}>` properties (whose inherent attributes come
    /// from the attribute dictionary): each satisfies its constraint, or
    /// parsing stops at the op (the error has no `see current operation`
    /// note, unlike the verifier's, which checks written properties).
    fn check_inherent_attributes(&self, state: &OperationState, offset: u32) -> ParseResult<()> {
        let Some(properties) = state.properties else {
            return Ok(());
        };
        let violation = match self.ctx.op_definition(state.name).and_then(|d| d.schema) {
            Some(schema) => crate::ods::inherent_attribute_violation(&self.ctx, schema, properties),
            // `builtin.module` is defined by hand, without a schema.
            None if self.ctx.str(state.name) == crate::builtin::module::MODULE.name => {
                crate::builtin::module::property_violation(&self.ctx, properties)
            }
            None => None,
        };
        match violation {
            Some(message) => Err(self.error_at(offset, message)),
            None => Ok(()),
        }
    }

    /// The regions of a generic op, after `(`: `{...}, {...})`.
    fn parse_generic_regions(&mut self, state: &mut OperationState) -> ParseResult<()> {
        let is_module = self.ctx.str(state.name) == "builtin.module";
        loop {
            // A module's region may stand for the implicit module. Others
            // are not an isolated name scope (as in MLIR), but the regions
            // of an isolated op may still be parsed on another thread.
            let region = if is_module && state.regions.is_empty() {
                self.parse_module_region()?
            } else {
                self.parse_region_impl(&[], false, true)?
            };
            state.regions.push(region);
            if self.consume_if(TokenKind::Comma)? {
                continue;
            }
            return self.expect(TokenKind::RParen, "')' to end region list");
        }
    }

    /// Moves a registered op's inherent attributes from its attribute
    /// dictionary into its properties. Segment sizes that cannot be stored
    /// (`operandSegmentSizes = array<i16: ...>`) are dropped, as MLIR's
    /// `setInherentAttr` ignores them; the verifier then reports what is
    /// missing.
    fn move_inherent_attributes(&self, state: &mut OperationState) {
        let Some(definition) = self.ctx.op_definition(state.name) else {
            return;
        };
        if definition.property_names.is_empty() {
            return;
        }
        let crate::attributes::AttrData::Dictionary(entries) = self.ctx.attr_data(state.attributes)
        else {
            return;
        };
        let (inherent, discardable): (Vec<_>, Vec<_>) = entries
            .iter()
            .copied()
            .partition(|(key, _)| definition.property_names.contains(&self.ctx.str(*key)));
        let storable = |&(key, value): &(Symbol, crate::Attribute)| {
            !definition.schema.is_some_and(|schema| {
                crate::ods::is_ignored_inherent(&self.ctx, schema, self.ctx.str(key), value)
            })
        };
        if !inherent.is_empty() {
            let stored: Vec<_> = inherent.into_iter().filter(storable).collect();
            state.properties = (!stored.is_empty()).then(|| self.ctx.dictionary(stored));
            state.attributes = self.ctx.dictionary(discardable);
        }
    }

    fn parse_custom_operation(&mut self) -> ParseResult<OpId> {
        let name_offset = self.token.start;
        let written = self.token_text();
        let default = self.default_dialects.last().copied().unwrap_or("");
        let symbol = self.intern(written);
        let mut definition = self.ctx.op_definition(symbol);
        if definition.is_none() && !written.contains('.') && !default.is_empty() {
            definition = self
                .ctx
                .op_definition(self.ctx.intern_str(&format!("{default}.{written}")));
        }
        let Some(definition) = definition
            .filter(|d| d.parse.is_some() || d.schema.is_some_and(|s| s.format.is_some()))
        else {
            return Err(self.unknown_custom_op(written, default));
        };
        let location = self.location_at(name_offset);
        self.advance()?;
        let name = self.intern(definition.name);
        let mut state = OperationState::new_interned(self.ir, name, location);
        self.default_dialects
            .push(definition.default_dialect.unwrap_or(""));
        self.custom_ops.push(definition.name);
        self.begin_op_regions(state.name);
        let parsed = match (definition.parse, definition.schema) {
            (Some(parse), _) => parse(self, &mut state),
            (None, Some(schema)) => match schema.format {
                Some(format) => {
                    crate::ods::format::parse_with_format(self, &mut state, schema, format)
                }
                None => Ok(()),
            },
            (None, None) => Ok(()),
        };
        self.default_dialects.pop();
        self.custom_ops.pop();
        self.end_op_regions();
        parsed?;
        let op = self.ir.create_op(self.current_body(), state);
        let op = self.ir_result(op)?;
        self.parse_trailing_location(op)?;
        Ok(op)
    }

    /// MLIR's errors for a custom op name that names no registered op: the
    /// dialect it would belong to is not loaded (with the list of those that
    /// are), or the dialect does not have it.
    fn unknown_custom_op(&self, written: &str, default: &str) -> super::ParseError {
        let (dialect, tried) = match written.split_once('.') {
            Some((dialect, _)) => (dialect, String::new()),
            None => (default, format!(" (tried '{default}.{written}' as well)")),
        };
        if self.ctx.is_dialect_registered(dialect) {
            return self.error_here(format!("custom op '{written}' is unknown{tried}"));
        }
        self.error_here(format!(
            "Dialect `{dialect}' not found for custom op '{written}' {tried}"
        ))
        .with_note(
            self.current_location(),
            format!(
                "Available dialects: {} ; for more info on dialect registration see \
                 https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                self.ctx.registered_dialect_names().join(", ")
            ),
        )
    }

    /// Parses `%name` or `%name#N`.
    pub fn parse_value_use(&mut self) -> ParseResult<ParsedValue<'a>> {
        if !self.at(TokenKind::PercentIdent) {
            return Err(self.wrong_token_error("expected SSA operand"));
        }
        let offset = self.token.start;
        let name = &self.token_text()[1..];
        self.advance()?;
        let mut number = 0;
        if self.at(TokenKind::HashIdent) {
            let digits = &self.token_text()[1..];
            // Result numbers index dense tables; a bound keeps a typo such as
            // `%x#4294967295` from allocating gigabytes for a forward reference.
            number = match digits.parse::<u32>() {
                Ok(n) if digits.bytes().all(|b| b.is_ascii_digit()) && n < MAX_RESULT_NUMBER => n,
                _ => return Err(self.error_here("invalid SSA value result number")),
            };
            self.advance()?;
        }
        Ok(ParsedValue {
            name,
            number,
            offset,
        })
    }

    /// Parses `{ blocks }`. `arguments` become the entry block's arguments (for
    /// custom forms that declare them outside the region). An isolated region
    /// cannot see the names of enclosing regions.
    pub fn parse_region(
        &mut self,
        arguments: &[RegionArgument<'a>],
        isolated: bool,
    ) -> ParseResult<RegionId> {
        self.parse_region_impl(arguments, isolated, false)
    }

    /// The region of a `builtin.module`. One written at the top level
    /// stands for the implicit module, whose region the top level already
    /// counts toward nesting, so it does not count again: a file nests as
    /// deep with `module { ... }` written out as without it, and what the
    /// printer writes (always the explicit form) reads back.
    pub fn parse_module_region(&mut self) -> ParseResult<RegionId> {
        let top_level = self.bodies.len() == 1 && self.depth > 0;
        if top_level {
            self.depth -= 1;
        }
        let region = self.parse_region(&[], false);
        if top_level {
            self.depth += 1;
        }
        region
    }

    /// Parses the body of an isolated-from-above op that is an isolated name
    /// scope (a function body), like [`Parser::parse_region`] with
    /// `isolated` set. With threads on, its contents may be parsed later on
    /// another thread: at return the region has its entry block (with
    /// `arguments`) but maybe not yet its ops, so a caller may ask whether
    /// it has an entry block and nothing more.
    pub fn parse_deferrable_region(
        &mut self,
        arguments: &[RegionArgument<'a>],
    ) -> ParseResult<RegionId> {
        self.parse_region_impl(arguments, true, true)
    }

    fn parse_region_impl(
        &mut self,
        arguments: &[RegionArgument<'a>],
        isolated: bool,
        deferrable: bool,
    ) -> ParseResult<RegionId> {
        self.enter_nesting()?;
        if !self.at(TokenKind::LBrace) {
            return Err(self.error_here("expected '{' to begin a region"));
        }
        if deferrable && let Some(region) = self.try_defer_region(arguments, isolated)? {
            self.exit_nesting();
            return Ok(region);
        }
        self.advance()?;
        if isolated {
            self.scopes.push_isolated();
        }
        self.scopes.push_region();
        let region = self.create_region()?;
        self.bodies.push(region.body());
        // Nested ops start their own region-body slots.
        let slots = std::mem::take(&mut self.region_bodies);
        let result = self.parse_region_body(region, arguments);
        self.region_bodies = slots;
        self.bodies.pop();
        self.exit_nesting();
        result?;
        self.finish_region_scope()?;
        if isolated {
            self.finish_isolated_scope()?;
        }
        Ok(region)
    }

    /// The contents of a region after its `{`, through its `}`.
    pub(super) fn parse_region_body(
        &mut self,
        region: RegionId,
        arguments: &[RegionArgument<'a>],
    ) -> ParseResult<()> {
        if self.at(TokenKind::RBrace) && arguments.is_empty() {
            return self.advance();
        }
        // The entry block: unlabelled, or labelled with `^name`.
        let entry = if self.at(TokenKind::CaretIdent) && arguments.is_empty() {
            None
        } else {
            let block = self.ir.append_new_block(region);
            let block = self.ir_result(block)?;
            for argument in arguments {
                self.check_entry_argument_unused(argument.value.name, argument.value.offset)?;
                let value = self.new_entry_argument(block, argument)?;
                self.define_values(argument.value.name, argument.value.offset, &[value])?;
            }
            Some(block)
        };
        self.parse_region_blocks(region, entry)
    }

    /// Adds `argument` to the entry block `block`, with its name hint.
    pub(super) fn new_entry_argument(
        &mut self,
        block: BlockId,
        argument: &RegionArgument<'a>,
    ) -> ParseResult<crate::ir::Value> {
        let value = self
            .ir
            .add_block_argument(block, argument.ty, argument.location);
        let value = self.ir_result(value)?;
        if !is_numeric(argument.value.name) {
            self.set_name_hint(value, argument.value.name)?;
        }
        Ok(value)
    }

    /// The ops of `entry` (when the region has an unlabelled one), then the
    /// labelled blocks, through the region's `}`.
    pub(super) fn parse_region_blocks(
        &mut self,
        region: RegionId,
        entry: Option<BlockId>,
    ) -> ParseResult<()> {
        if let Some(block) = entry {
            self.parse_block_ops(block)?;
        }
        while !self.at(TokenKind::RBrace) {
            if !self.at(TokenKind::CaretIdent) {
                return Err(self.error_here("expected block name"));
            }
            let block = self.parse_block_header()?;
            let appended = self.ir.append_block(region, block);
            self.ir_result(appended)?;
            self.parse_block_ops(block)?;
        }
        self.advance()
    }

    fn parse_block_header(&mut self) -> ParseResult<BlockId> {
        let offset = self.token.start;
        let name = &self.token_text()[1..];
        let block = self.define_block(name, offset)?;
        self.advance()?;
        if self.at(TokenKind::LParen) {
            self.advance()?;
            if !self.consume_if(TokenKind::RParen)? {
                loop {
                    let value = self.parse_value_use()?;
                    if value.number != 0
                        || self
                            .source
                            .as_bytes()
                            .get(value.offset as usize + 1 + value.name.len())
                            == Some(&b'#')
                    {
                        return Err(self.error_at(value.offset, "invalid block argument name"));
                    }
                    self.expect(TokenKind::Colon, "':' and type for SSA operand")?;
                    let ty = self.parse_type()?;
                    let arg = self
                        .ir
                        .add_block_argument(block, ty, self.location_at(value.offset));
                    let arg = self.ir_result(arg)?;
                    if self.at_keyword("loc") {
                        let index = self.ir.block_arguments(block).len() - 1;
                        self.parse_location_for(super::locations::LocationTarget::BlockArgument(
                            block, index,
                        ))?;
                    }
                    if !is_numeric(value.name) {
                        self.set_name_hint(arg, value.name)?;
                    }
                    self.define_values(value.name, value.offset, &[arg])?;
                    if self.consume_if(TokenKind::Comma)? {
                        continue;
                    }
                    self.expect(TokenKind::RParen, "')' to end argument list")?;
                    break;
                }
            }
        }
        self.expect(TokenKind::Colon, "':' after block name")?;
        Ok(block)
    }

    fn parse_block_ops(&mut self, block: BlockId) -> ParseResult<()> {
        while !matches!(
            self.token.kind,
            TokenKind::CaretIdent | TokenKind::RBrace | TokenKind::Eof
        ) {
            let op = self.parse_operation()?;
            let appended = self.ir.append_op(block, op);
            self.ir_result(appended)?;
        }
        if self.at(TokenKind::Eof) {
            return Err(self.wrong_token_error("expected operation name in quotes"));
        }
        Ok(())
    }

    /// The trailing `(types) -> results` of a generic op, from the cache when
    /// the rest of the line is a signature parsed before (most ops of a kind
    /// repeat theirs: `(i32, i32) -> i32`).
    fn parse_op_function_type(&mut self) -> ParseResult<(TypeList, ResultTypeList)> {
        let start = self.token.start as usize;
        let rest = &self.source.as_bytes()[start..];
        let end = start + memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        let line = &self.source[start..end];
        if let Some((inputs, results, depth)) = self.caches.signatures.get(line)
            && self.depth + *depth <= super::MAX_NESTING
        {
            let parts = (inputs.clone(), results.clone());
            self.skip_to_offset(end)?;
            return Ok(parts);
        }
        let parts = self.parse_function_type_parts()?;
        if self.prev_end as usize == end {
            let depth = parts
                .0
                .iter()
                .chain(&parts.1)
                .map(|&ty| 2 * self.ctx.type_depth(ty) as usize + 2)
                .max()
                .unwrap_or(0);
            self.caches
                .signatures
                .insert(line, (parts.0.clone(), parts.1.clone(), depth));
        }
        Ok(parts)
    }

    /// Parses `(types) -> results` (the trailing type of a generic op) without
    /// interning a function type.
    pub fn parse_function_type_parts(&mut self) -> ParseResult<(TypeList, ResultTypeList)> {
        let mut inputs = SmallVec::new();
        if !self.at(TokenKind::LParen) {
            // MLIR reads a type and reports at its start that it is not a
            // function type.
            let offset = self.token.start;
            self.parse_type()?;
            return Err(self.error_at(offset, "expected function type"));
        }
        self.advance()?;
        if !self.consume_if(TokenKind::RParen)? {
            loop {
                inputs.push(self.parse_type()?);
                if self.consume_if(TokenKind::Comma)? {
                    continue;
                }
                self.expect(TokenKind::RParen, "')' in function type")?;
                break;
            }
        }
        self.expect(TokenKind::Arrow, "'->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok((inputs, results))
    }

    /// Parses the result part of a function type: one type, or `(types)`
    /// (MLIR's `parseFunctionResultTypes`). A function type as a result is
    /// written in parentheses, `() -> (() -> ())`: as in MLIR, `() -> () ->
    /// ()` ends after the first `()`.
    pub fn parse_function_result_types(&mut self) -> ParseResult<SmallVec<[Type; 2]>> {
        let mut results = SmallVec::new();
        if self.consume_if(TokenKind::LParen)? {
            if self.consume_if(TokenKind::RParen)? {
                return Ok(results);
            }
            loop {
                results.push(self.parse_type()?);
                if self.consume_if(TokenKind::Comma)? {
                    continue;
                }
                self.expect(TokenKind::RParen, "')' in function type")?;
                return Ok(results);
            }
        }
        results.push(self.parse_type()?);
        Ok(results)
    }
}
