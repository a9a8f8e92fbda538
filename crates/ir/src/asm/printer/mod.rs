//! The printer of MLIR's textual format (MLIR's `AsmPrinter`/`OperationPrinter`):
//! generic form for every op, custom forms through registered hooks, value
//! names from hints or mlir-opt-style numbering, and aliases (`#map`,
//! `#loc`, ...; see `aliases.rs`).

mod affine;
mod alias_initializer;
mod aliases;
mod asm_names;
mod attributes;
mod dense;
mod depth;
mod names;
mod regions;
mod resources;
mod value_users;

use std::fmt::{self, Write as _};
use std::io;

use rayon::prelude::*;
use rustc_hash::FxHashMap;

pub use affine::{print_affine_expr, print_affine_map, print_integer_set};
pub use attributes::{
    ElementsLimits, attribute_to_string, is_bare_identifier, print_attribute, print_escaped_string,
    print_function_type, print_type, type_to_string,
};

use crate::attributes::{AttrData, Attribute};
use crate::ir::{Ir, OpId, Value};
use crate::location::Location;
use crate::registry::OpTraits;
use alias_initializer::AliasInitializer;
use aliases::{AliasLookup, PrinterAliases};
pub use asm_names::AsmNames;
pub use depth::MAX_PRINT_DEPTH;
use depth::{region_depth, too_deep_error};
use names::{NameState, Naming, PrintedName};

/// Printer flags (mlir-opt's `--mlir-print-*` options).
#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    /// Print every op in the generic form (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
    /// Print locations inline rather than through `#loc` aliases
    /// (`--mlir-print-local-scope`).
    pub local_scope: bool,
    /// Ignore name hints and number every value (`--discard-value-names`).
    pub discard_value_names: bool,
    /// Print sibling isolated-from-above ops (functions) on several threads
    /// into separate buffers, written out in order; the text is the same
    /// (`--mlir-disable-threading` turns it off).
    pub threads: bool,
    /// Number values uniquely through the whole output instead of starting
    /// again in sibling regions (`--mlir-print-unique-ssa-ids`; the generic
    /// form always does).
    pub unique_ssa_ids: bool,
    /// Print every region as `{...}` (`--mlir-print-skip-regions`).
    pub skip_regions: bool,
    /// With `debug_info`, print locations in MLIR's pretty form
    /// (`--mlir-pretty-debuginfo`): `a.mlir:1:2` after the op, without
    /// `loc(...)`, written out rather than aliased at the top level.
    pub pretty_debug_info: bool,
    /// After each op and at the start of each block, comment on who uses
    /// the values defined there (`--mlir-print-value-users`); ops without
    /// results get an id for it.
    pub print_value_users: bool,
    /// Name values by the names their locations hold (`loc("foo")` names
    /// a result `%foo`; `--mlir-use-nameloc-as-prefix`). A name hint still
    /// comes first.
    pub use_nameloc_as_prefix: bool,
    /// When dense elements print as hex data or are elided.
    pub elements: ElementsLimits,
    /// Leave out the file metadata's resource entries whose printed value
    /// is longer than this (`--mlir-elide-resource-strings-if-larger`).
    pub resource_string_limit: Option<u64>,
    /// Print the `external_resources` read from the input in the file
    /// metadata. mlir-opt prints them with its output but not in IR dumps
    /// (`--mlir-print-ir-after`), whose printer has no resource map.
    pub external_resources: bool,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            generic: false,
            debug_info: false,
            local_scope: false,
            discard_value_names: false,
            threads: true,
            unique_ssa_ids: false,
            skip_regions: false,
            pretty_debug_info: false,
            print_value_users: false,
            use_nameloc_as_prefix: false,
            elements: ElementsLimits::default(),
            resource_string_limit: None,
            external_resources: true,
        }
    }
}

impl PrintOptions {
    /// How values are named: ops suggest result names in the custom form
    /// only, and numbers run through the whole output in the generic form
    /// or with `--mlir-print-unique-ssa-ids` (MLIR's
    /// `shouldPrintUniqueSSAIDs`).
    pub(crate) fn naming(&self) -> Naming {
        Naming {
            suggest_names: !self.generic,
            unique_ids: self.generic || self.unique_ssa_ids,
            op_ids: self.print_value_users,
            nameloc_prefix: self.use_nameloc_as_prefix,
        }
    }
}

/// How many sibling isolated ops are printed at once: each goes to its own
/// buffer, so this bounds the text held in memory before it is written.
const PARALLEL_PRINT_BATCH: usize = 256;

/// Prints `op` and everything nested in it, followed by a newline, to `sink`.
pub fn print_operation(
    ir: &Ir,
    op: OpId,
    options: PrintOptions,
    sink: &mut dyn io::Write,
) -> io::Result<()> {
    // Refuse before writing anything, so a sink never gets half a module.
    if region_depth(ir, op, options.threads) > MAX_PRINT_DEPTH {
        return Err(too_deep_error());
    }
    let names = NameState::new(
        ir,
        op,
        !options.discard_value_names,
        options.naming(),
        options.threads,
    );
    let aliases = PrinterAliases::collect(ir, op, options, &names);
    let mut printer = OpPrinter {
        ir,
        initializer: None,
        distinct_ids: FxHashMap::default(),
        options: PrintOptions {
            // Distinct attributes are numbered as they print, in order.
            threads: options.threads && !ir.ctx().has_distinct_attributes(),
            ..options
        },
        names: &names,
        aliases: &aliases,
        out: String::with_capacity(1 << 16),
        sink: Some(sink),
        io_error: None,
        indent: 0,
        default_dialects: vec!["builtin"],
        resources: Vec::new(),
    };
    let result = printer.print_top_level(op);
    printer.flush();
    if let Some(error) = printer.io_error.take() {
        return Err(error);
    }
    result.map_err(|_| too_deep_error())
}

/// `op` printed to a string.
pub fn operation_to_string(ir: &Ir, op: OpId, options: PrintOptions) -> String {
    let mut bytes = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = print_operation(ir, op, options, &mut bytes);
    String::from_utf8_lossy(&bytes).into_owned()
}

/// `op` alone (no trailing newline, no locations), with its values named as
/// they are when the nearest op isolated from above around it (or `op`
/// itself) is printed: how MLIR shows an op inside a diagnostic (its
/// `useLocalScope`). Nothing outside that op is read, so it works on a part
/// of the IR.
pub fn operation_to_string_in_context(ir: &Ir, op: OpId, options: PrintOptions) -> String {
    let mut root = op;
    while !ir.has_trait(root, OpTraits::ISOLATED_FROM_ABOVE) {
        match ir.parent_op(root) {
            Some(parent) => root = parent,
            None => break,
        }
    }
    let options = PrintOptions {
        debug_info: false,
        ..options
    };
    if region_depth(ir, op, false) > MAX_PRINT_DEPTH {
        return "<<too deeply nested to print>>".to_string();
    }
    let names = NameState::new(
        ir,
        root,
        !options.discard_value_names,
        options.naming(),
        false,
    );
    // Local scope: no aliases, but distinct attributes numbered from 0.
    let local = PrintOptions {
        local_scope: true,
        ..options
    };
    let aliases = PrinterAliases::collect(ir, op, local, &names);
    let mut printer = OpPrinter::in_memory(ir, options, &names, &aliases);
    // Printing into memory cannot fail.
    let _ = printer.print_op(op);
    printer.out
}

impl<'a> OpPrinter<'a> {
    /// A printer into its own buffer, on one thread, at the top level.
    fn in_memory(
        ir: &'a Ir,
        options: PrintOptions,
        names: &'a NameState,
        aliases: &'a PrinterAliases,
    ) -> Self {
        OpPrinter {
            ir,
            initializer: None,
            distinct_ids: FxHashMap::default(),
            options: PrintOptions {
                threads: false,
                ..options
            },
            names,
            aliases,
            out: String::new(),
            sink: None,
            io_error: None,
            indent: 0,
            default_dialects: vec!["builtin"],
            resources: Vec::new(),
        }
    }
}

/// The shared state of a printer, to start another one on another thread
/// (without the output sink, which only the first one writes to).
struct ForkedPrinter<'a> {
    ir: &'a Ir,
    options: PrintOptions,
    names: &'a NameState,
    aliases: &'a PrinterAliases,
    indent: usize,
    default_dialects: Vec<&'static str>,
}

impl<'a> ForkedPrinter<'a> {
    /// A printer that keeps its text in its buffer.
    fn printer(&self) -> OpPrinter<'a> {
        OpPrinter {
            ir: self.ir,
            initializer: None,
            distinct_ids: FxHashMap::default(),
            options: self.options,
            names: self.names,
            aliases: self.aliases,
            out: String::new(),
            sink: None,
            io_error: None,
            indent: self.indent,
            default_dialects: self.default_dialects.clone(),
            resources: Vec::new(),
        }
    }
}

/// How [`OpPrinter::print_region_with`] prints a region (MLIR's
/// `printRegion` flags).
#[derive(Clone, Copy, Debug)]
pub struct RegionPrintOptions {
    /// Print the entry block's header when it has arguments.
    pub entry_block_args: bool,
    /// Print the entry block's header when it is empty.
    pub empty_block: bool,
    /// Print each block's terminator.
    pub block_terminators: bool,
}

/// The state of one print; custom op printers receive it.
pub struct OpPrinter<'a> {
    ir: &'a Ir,
    /// Set during the dry run that finds the aliases (see
    /// [`PrinterAliases::collect`]): what would print is recorded there,
    /// and the text is thrown away.
    initializer: Option<AliasInitializer>,
    /// The numbers of the distinct attributes printed so far.
    distinct_ids: FxHashMap<Attribute, u64>,
    options: PrintOptions,
    names: &'a NameState,
    aliases: &'a PrinterAliases,
    out: String,
    /// Where the text goes as it grows; `None` keeps it all in `out` (a
    /// sibling printed on another thread, or a string).
    sink: Option<&'a mut dyn io::Write>,
    io_error: Option<io::Error>,
    indent: usize,
    /// MLIR's default-dialect stack: inside `builtin.module` (and at the top
    /// level) custom forms of builtin ops drop the `builtin.` prefix.
    default_dialects: Vec<&'static str>,
    /// The keys of the `dense_resource` attributes printed, in print order
    /// with repeats (when [`PrinterAliases`] says to record them).
    resources: Vec<crate::context::Symbol>,
}

impl fmt::Write for OpPrinter<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.out.push_str(s);
        Ok(())
    }
}

impl<'a> OpPrinter<'a> {
    /// The IR being printed.
    pub fn ir(&self) -> &'a Ir {
        self.ir
    }

    /// The printer flags.
    pub fn options(&self) -> PrintOptions {
        self.options
    }

    fn flush(&mut self) {
        let Some(sink) = self.sink.as_mut() else {
            return;
        };
        if self.io_error.is_none()
            && let Err(error) = sink.write_all(self.out.as_bytes())
        {
            self.io_error = Some(error);
        }
        self.out.clear();
    }

    fn maybe_flush(&mut self) {
        if self.out.len() >= 1 << 16 {
            if self.initializer.is_some() {
                self.out.clear();
            }
            self.flush();
        }
    }

    /// What a printer for a sibling op on another thread starts from: the
    /// same names, aliases, indentation and default dialects.
    fn fork(&self) -> ForkedPrinter<'a> {
        ForkedPrinter {
            ir: self.ir,
            options: self.options,
            names: self.names,
            aliases: self.aliases,
            indent: self.indent,
            default_dialects: self.default_dialects.clone(),
        }
    }

    /// Prints `ops` (consecutive ops of one block, each on a new line):
    /// runs of isolated-from-above ops on rayon's pool when threads are on,
    /// each into its own buffer, appended in order.
    fn print_block_ops(&mut self, ops: &[OpId]) -> fmt::Result {
        let ir = self.ir;
        let isolated = |op: OpId| {
            !ir.regions(op).is_empty() && ir.has_trait(op, OpTraits::ISOLATED_FROM_ABOVE)
        };
        let mut index = 0;
        while index < ops.len() {
            let run = ops[index..]
                .iter()
                .take(PARALLEL_PRINT_BATCH)
                .take_while(|&&op| isolated(op))
                .count();
            if !self.options.threads || run < 2 {
                self.newline();
                self.print_op(ops[index])?;
                index += 1;
                continue;
            }
            let fork = self.fork();
            let texts: Vec<Result<(String, Vec<_>), fmt::Error>> = ops[index..index + run]
                .par_iter()
                .with_max_len(1)
                .map(|&op| {
                    let mut printer = fork.printer();
                    printer.newline();
                    printer
                        .print_op(op)
                        .map(|()| (printer.out, printer.resources))
                })
                .collect();
            for text in texts {
                let (text, resources) = text?;
                self.out.push_str(&text);
                self.resources.extend(resources);
                self.maybe_flush();
            }
            index += run;
        }
        Ok(())
    }

    /// Starts a new line at the current indentation (MLIR's
    /// `printNewline`), for custom forms that span lines.
    pub fn print_newline(&mut self) {
        self.newline();
    }

    fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    /// MLIR's `Operation::print`: at the top level, the early aliases, the
    /// op, a newline and the deferred aliases (`printTopLevelOperation`);
    /// with `--mlir-print-local-scope`, the op alone, with no newline.
    fn print_top_level(&mut self, op: OpId) -> fmt::Result {
        if self.options.local_scope {
            return self.print_op(op);
        }
        self.print_alias_definitions(false);
        self.print_op(op)?;
        self.out.push('\n');
        self.print_alias_definitions(true);
        let metadata = resources::file_metadata(self.ir, &self.resources, self.options);
        self.out.push_str(&metadata);
        Ok(())
    }

    /// Prints a value use (`%x`, `%0`, `%0#1`).
    pub fn print_value(&mut self, value: Value) -> fmt::Result {
        let (name, group_index) = self.names.lookup(self.ir, value);
        match name {
            Some(PrintedName::Number(n)) => {
                self.out.push('%');
                attributes::push_decimal(&mut self.out, u64::from(n));
            }
            Some(PrintedName::Argument(n)) => {
                self.out.push_str("%arg");
                attributes::push_decimal(&mut self.out, u64::from(n));
            }
            Some(PrintedName::Named(text)) => {
                self.out.push('%');
                self.out.push_str(text);
            }
            // A value of another scope (MLIR's printer, without the `%`).
            None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
        if let Some(index) = group_index {
            write!(self.out, "#{index}")?;
        }
        Ok(())
    }

    /// Prints a type.
    pub fn print_type(&mut self, ty: crate::types::Type) -> fmt::Result {
        if let Some(initializer) = &mut self.initializer {
            initializer.visit_type(self.ir.ctx(), ty, false);
            return Ok(());
        }
        let mut lookup =
            AliasLookup::new(self.aliases, &mut self.distinct_ids, &mut self.resources);
        attributes::print_type_aliased(self.ir.ctx(), ty, &mut self.out, &mut lookup);
        Ok(())
    }

    /// Prints `(inputs) -> results` (MLIR's `printFunctionalType`).
    pub fn print_function_type(
        &mut self,
        inputs: &[crate::types::Type],
        results: &[crate::types::Type],
    ) -> fmt::Result {
        if let Some(initializer) = &mut self.initializer {
            for &ty in inputs.iter().chain(results) {
                initializer.visit_type(self.ir.ctx(), ty, false);
            }
            return Ok(());
        }
        let mut lookup =
            AliasLookup::new(self.aliases, &mut self.distinct_ids, &mut self.resources);
        attributes::print_function_type_aliased(
            self.ir.ctx(),
            inputs,
            results,
            &mut self.out,
            &mut lookup,
        );
        Ok(())
    }

    /// Prints an attribute.
    pub fn print_attribute(&mut self, attr: Attribute) -> fmt::Result {
        if let Some(initializer) = &mut self.initializer {
            initializer.visit_attribute(self.ir.ctx(), attr, false);
            return Ok(());
        }
        let mut lookup =
            AliasLookup::new(self.aliases, &mut self.distinct_ids, &mut self.resources);
        attributes::print_attribute_aliased(
            self.ir.ctx(),
            attr,
            &mut self.out,
            self.options.elements,
            &mut lookup,
        );
        Ok(())
    }

    /// Prints `@name`.
    pub fn print_symbol_name(&mut self, name: &str) -> fmt::Result {
        attributes::print_symbol_name(name, &mut self.out);
        Ok(())
    }

    /// Prints ` attributes {...}` with the op's properties and discardable
    /// attributes, minus `elided` names; nothing when empty.
    pub fn print_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) -> fmt::Result {
        self.print_attr_dict_impl(op, elided, true)
    }

    /// Prints ` {...}` like [`OpPrinter::print_attr_dict_with_keyword`] without the keyword.
    pub fn print_attr_dict(&mut self, op: OpId, elided: &[&str]) -> fmt::Result {
        self.print_attr_dict_impl(op, elided, false)
    }

    fn print_attr_dict_impl(&mut self, op: OpId, elided: &[&str], keyword: bool) -> fmt::Result {
        let ctx = self.ir.ctx();
        let mut entries = Vec::new();
        for dict in self
            .ir
            .properties(op)
            .into_iter()
            .chain([self.ir.attributes(op)])
        {
            if let AttrData::Dictionary(list) = ctx.attr_data(dict) {
                entries.extend(
                    list.iter()
                        .copied()
                        .filter(|(k, _)| !elided.contains(&ctx.str(*k))),
                );
            }
        }
        if entries.is_empty() {
            return Ok(());
        }
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        if let Some(initializer) = &mut self.initializer {
            for &(_, value) in &entries {
                initializer.visit_attribute(ctx, value, false);
            }
            return Ok(());
        }
        self.out
            .push_str(if keyword { " attributes {" } else { " {" });
        let mut lookup =
            AliasLookup::new(self.aliases, &mut self.distinct_ids, &mut self.resources);
        attributes::print_dictionary_entries(
            ctx,
            &entries,
            &mut self.out,
            self.options.elements,
            &mut lookup,
        );
        self.out.push('}');
        Ok(())
    }

    /// Prints ` loc(...)` when debug info is on (nothing otherwise).
    pub fn print_location(&mut self, location: Location) {
        self.write_location(location, true);
    }

    /// ` loc(#locN)` (with `allow_alias` and an alias), ` loc(...)`, or in
    /// the pretty form ` a.mlir:1:2`, never aliased at the top level.
    fn write_location(&mut self, location: Location, allow_alias: bool) {
        if !self.options.debug_info {
            return;
        }
        if let Some(initializer) = &mut self.initializer {
            // Not an op's own location (see `print_op`): its alias prints
            // before the op.
            initializer.visit_location(self.ir.ctx(), location, false);
            return;
        }
        let pretty = self.options.pretty_debug_info;
        self.out.push_str(if pretty { " " } else { " loc(" });
        let alias = if allow_alias && !pretty {
            self.aliases.location_id(location)
        } else {
            None
        };
        match alias {
            Some(id) => attributes::push_location_alias(id, &mut self.out),
            None => {
                let mut lookup =
                    AliasLookup::new(self.aliases, &mut self.distinct_ids, &mut self.resources);
                attributes::print_location_body(
                    self.ir.ctx(),
                    location,
                    &mut self.out,
                    &mut lookup,
                    true,
                    pretty,
                )
            }
        }
        if !pretty {
            self.out.push(')');
        }
    }

    /// Prints ` loc(...)` when debug info is on (nothing otherwise), with the
    /// location written out instead of replaced by its `#loc` alias (the
    /// locations nested in it may still use aliases). This is how MLIR prints
    /// a region argument's location (`printTrailingLocation(loc,
    /// /*allowAlias=*/false)`), for custom forms that print region arguments
    /// themselves, such as a function signature.
    pub fn print_location_inline(&mut self, location: Location) {
        self.write_location(location, false);
    }

    /// Prints one op (results, body, location) at the current indentation.
    pub fn print_op(&mut self, op: OpId) -> fmt::Result {
        // MLIR's dry run meets an op's location first, and its alias may
        // print after the top-level op.
        let collecting = self.initializer.is_some();
        if let Some(initializer) = &mut self.initializer
            && self.options.debug_info
        {
            initializer.visit_location(self.ir.ctx(), self.ir.op_location(op), true);
        }
        let groups = if self.ir.results(op).len() > 1 {
            self.names.result_groups(self.ir, op)
        } else {
            Vec::new()
        };
        if let [result] = self.ir.results(op) {
            self.print_value(*result)?;
            self.out.push_str(" = ");
        } else if !groups.is_empty() {
            for (i, &(start, size)) in groups.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_value(self.ir.results(op)[start])?;
                // `print_value` printed `#k` for a member of a group; a group
                // definition prints `:size` instead.
                if size > 1 {
                    if let Some(pos) = self.out.rfind('#') {
                        self.out.truncate(pos);
                    }
                    write!(self.out, ":{size}")?;
                }
            }
            self.out.push_str(" = ");
        }
        let definition = if self.options.generic {
            None
        } else {
            self.ir.op_definition(op)
        };
        match definition.map(|d| (d.print, d.schema)) {
            Some((Some(print), _)) => print(self, op)?,
            Some((None, Some(schema))) if schema.format.is_some() => {
                let format = schema.format.unwrap_or_default();
                crate::ods::format::print_with_format(self, op, schema, format)?
            }
            _ => self.print_generic_op(op)?,
        }
        if !collecting {
            self.print_location(self.ir.op_location(op));
        }
        if self.options.print_value_users {
            self.print_users_comment(op)?;
        }
        self.maybe_flush();
        Ok(())
    }

    fn print_generic_op(&mut self, op: OpId) -> fmt::Result {
        if self.initializer.is_some() {
            return self.collect_generic_op(op);
        }
        let ir = self.ir;
        attributes::print_escaped_string(ir.op_name_str(op).as_bytes(), &mut self.out);
        self.out.push('(');
        for (i, value) in ir.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(value)?;
        }
        self.out.push(')');
        if !ir.successors(op).is_empty() {
            self.out.push('[');
            for (i, &block) in ir.successors(op).iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(block)?;
            }
            self.out.push(']');
        }
        if let Some(properties) = ir.properties(op) {
            self.out.push_str(" <");
            self.print_attribute(properties)?;
            self.out.push('>');
        }
        if !ir.regions(op).is_empty() {
            self.out.push_str(" (");
            for (i, &region) in ir.regions(op).iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(region, true, true)?;
            }
            self.out.push(')');
        }
        let attributes = ir.attributes(op);
        if attributes != ir.ctx().empty_dictionary() {
            self.out.push(' ');
            self.print_attribute(attributes)?;
        }
        self.out.push_str(" : ");
        // The function type, straight from the operand and result types.
        let ctx = ir.ctx();
        let mut lookup =
            AliasLookup::new(self.aliases, &mut self.distinct_ids, &mut self.resources);
        self.out.push('(');
        attributes::print_type_iter(
            ctx,
            ir.operands(op).map(|v| ir.value_type(v)),
            &mut self.out,
            &mut lookup,
        );
        self.out.push_str(") -> ");
        let results = ir.results(op);
        let single = results.len() == 1
            && !matches!(
                ctx.type_data(ir.value_type(results[0])),
                crate::types::TypeData::Function { .. }
            );
        if single {
            attributes::print_type_aliased(
                ctx,
                ir.value_type(results[0]),
                &mut self.out,
                &mut lookup,
            );
        } else {
            self.out.push('(');
            attributes::print_type_iter(
                ctx,
                results.iter().map(|&v| ir.value_type(v)),
                &mut self.out,
                &mut lookup,
            );
            self.out.push(')');
        }
        Ok(())
    }

    /// Prints the name of an op in its custom form: without its dialect
    /// prefix when that dialect is the default one here (`module` inside a
    /// module, `builtin.module` inside other ops).
    pub fn print_custom_op_name(&mut self, name: &str) -> fmt::Result {
        let default = self.default_dialects.last().copied().unwrap_or("");
        let short = name
            .strip_prefix(default)
            .and_then(|rest| rest.strip_prefix('.'));
        self.out
            .push_str(short.filter(|_| !default.is_empty()).unwrap_or(name));
        Ok(())
    }
}
