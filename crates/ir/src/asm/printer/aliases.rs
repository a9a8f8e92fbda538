//! Attribute, type and location aliases (MLIR's `AliasState` with the
//! builtin dialect's `OpAsmDialectInterface`): every affine map the printed
//! IR uses is defined once at the top as `#map = affine_map<...>`, `#map1 =
//! ...`, every integer set as `#set = affine_set<...>`, every distinct
//! attribute that does not refer to `unit` as `#distinct =
//! distinct[0]<...>`, every tuple type of more than 16 elements as `!tuple =
//! tuple<...>`, every location (op locations with `--mlir-print-debuginfo`,
//! locations used as attribute values always) as `#loc = loc(...)`, and
//! referred to by name.
//!
//! [`PrinterAliases::collect`] finds them with a dry run of the printer
//! (see `alias_initializer.rs` for the rules). The definitions print
//! before the top-level op, except those only op locations use, which
//! print after it (MLIR defers them). Distinct attributes are numbered
//! from 0 in the order they print (MLIR's `DistinctState`).

use rustc_hash::FxHashMap;

use super::alias_initializer::AliasInitializer;
use super::attributes::{print_attribute_body, print_location_body, print_type_body};
use super::names::NameState;
use super::{ElementsLimits, OpPrinter, PrintOptions};
use crate::attributes::{AttrData, Attribute};
use crate::context::{Context, Symbol};
use crate::ir::{Ir, OpId};
use crate::location::Location;
use crate::types::Type;

/// What the attribute printer asks before it writes a nested location or
/// attribute: whether to write an alias instead.
pub(crate) trait Aliases {
    /// The number `N` of the `#locN` alias of `location`.
    fn location(&mut self, ctx: &Context, location: Location) -> Option<u32>;
    /// The name of the alias of `attr`.
    fn attribute(&mut self, ctx: &Context, attr: Attribute) -> Option<AliasName>;
    /// The name of the alias of `ty`, asked only of the types that may
    /// have one ([`crate::types::TypeData::alias_prefix`]).
    fn type_alias(&mut self, _ctx: &Context, _ty: Type) -> Option<AliasName> {
        None
    }
    /// The number `N` to print in `distinct[N]<...>` for `attr`: MLIR
    /// numbers distinct attributes from 0 in the order it prints them.
    fn distinct_id(&mut self, attr: Attribute) -> u64;
}

/// Distinct attributes numbered from 0 in the order they are asked for.
fn number_distinct(numbers: &mut FxHashMap<Attribute, u64>, attr: Attribute) -> u64 {
    let next = numbers.len() as u64;
    *numbers.entry(attr).or_insert(next)
}

/// No aliases: everything is written out (diagnostics, local scope), and
/// distinct attributes are numbered as they come.
#[derive(Default)]
pub(crate) struct NoAliases {
    distinct: FxHashMap<Attribute, u64>,
}

impl Aliases for NoAliases {
    fn location(&mut self, _ctx: &Context, _location: Location) -> Option<u32> {
        None
    }

    fn attribute(&mut self, _ctx: &Context, _attr: Attribute) -> Option<AliasName> {
        None
    }

    fn distinct_id(&mut self, attr: Attribute) -> u64 {
        number_distinct(&mut self.distinct, attr)
    }
}

/// The name of an alias, without its `#` or `!`: its prefix numbered
/// (`map`, `map1`, ...).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct AliasName {
    pub(super) prefix: &'static str,
    pub(super) number: u32,
}

impl AliasName {
    /// Appends the name.
    pub(crate) fn push_to(self, out: &mut String) {
        out.push_str(self.prefix);
        if self.number > 0 {
            super::attributes::push_decimal(out, u64::from(self.number));
        }
    }
}

impl std::fmt::Display for AliasName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = String::new();
        self.push_to(&mut out);
        f.write_str(&out)
    }
}

/// Something that may have an alias.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Aliased {
    /// An attribute other than a location.
    Attribute(Attribute),
    Type(Type),
    /// A location, whether an op's or an attribute value.
    Location(Location),
}

impl Aliased {
    /// `attr`, as a location when it is one.
    pub(super) fn of_attribute(ctx: &Context, attr: Attribute) -> Self {
        match Location::from_attribute(ctx, attr) {
            Some(location) => Aliased::Location(location),
            None => Aliased::Attribute(attr),
        }
    }

    /// The base name of its alias, if it gets one (the builtin dialect's
    /// `getAlias`): affine maps, integer sets, distinct attributes that
    /// refer to something other than `unit`, locations, long tuples.
    pub(super) fn prefix(self, ctx: &Context) -> Option<&'static str> {
        match self {
            Aliased::Attribute(attr) => match ctx.attr_data(attr) {
                AttrData::AffineMap(_) => Some("map"),
                AttrData::IntegerSet(_) => Some("set"),
                AttrData::Distinct { referenced, .. }
                    if !matches!(ctx.attr_data(*referenced), AttrData::Unit) =>
                {
                    Some("distinct")
                }
                _ => None,
            },
            Aliased::Type(ty) => ctx.type_data(ty).alias_prefix(),
            Aliased::Location(_) => Some("loc"),
        }
    }
}

/// The aliases of one printed op tree.
#[derive(Default)]
pub(crate) struct PrinterAliases {
    /// The alias of each aliased attribute but locations.
    attribute_names: FxHashMap<Attribute, AliasName>,
    /// The alias of each aliased type.
    type_names: FxHashMap<Type, AliasName>,
    /// The `N` of each `#locN`.
    location_ids: FxHashMap<Location, u32>,
    /// In definition order, each with its name and whether it prints after
    /// the op.
    ordered: Vec<(Aliased, AliasName, bool)>,
    /// Whether the printer records the `dense_resource` keys it prints, for
    /// the file metadata after the top-level op.
    pub(super) records_resources: bool,
}

impl PrinterAliases {
    /// The aliases printing `root` with `options` uses: none in the local
    /// scope, else those a dry run of the printer over the whole tree
    /// finds, when there can be any (debug info, or attributes of the kinds
    /// that get aliases in the context).
    pub(super) fn collect(ir: &Ir, root: OpId, options: PrintOptions, names: &NameState) -> Self {
        let ctx = ir.ctx();
        let records_resources = ctx.has_aliased_attributes() && !options.local_scope;
        if options.local_scope || !(options.debug_info || ctx.has_aliased_attributes()) {
            return PrinterAliases {
                records_resources,
                ..PrinterAliases::default()
            };
        }
        let none = PrinterAliases::default();
        let mut printer = OpPrinter::in_memory(ir, options, names, &none);
        printer.initializer = Some(AliasInitializer::default());
        // Printing into memory cannot fail.
        let _ = printer.print_op(root);
        printer
            .initializer
            .take()
            .unwrap_or_default()
            .finish(records_resources)
    }

    /// Adds the alias `name` for `item`, defined after the op when
    /// `deferred`.
    pub(super) fn define(&mut self, item: Aliased, name: AliasName, deferred: bool) {
        match item {
            Aliased::Attribute(attr) => {
                self.attribute_names.insert(attr, name);
            }
            Aliased::Type(ty) => {
                self.type_names.insert(ty, name);
            }
            Aliased::Location(location) => {
                self.location_ids.insert(location, name.number);
            }
        }
        self.ordered.push((item, name, deferred));
    }

    /// The `N` of `location`'s `#locN` alias.
    pub(super) fn location_id(&self, location: Location) -> Option<u32> {
        self.location_ids.get(&location).copied()
    }

    /// The aliases in definition order, each with whether it prints after
    /// the op.
    pub(super) fn definitions_in_order(
        &self,
    ) -> impl Iterator<Item = (Aliased, AliasName, bool)> + '_ {
        self.ordered.iter().copied()
    }
}

/// Appends the key of `attr` to `resources` when it is a `dense_resource`
/// attribute.
pub(super) fn record_resource(ctx: &Context, attr: Attribute, resources: &mut Vec<Symbol>) {
    if let AttrData::DenseResourceElements { key, .. } = ctx.attr_data(attr) {
        resources.push(*key);
    }
}

/// [`PrinterAliases`] as the attribute printer asks for them, with the
/// printer's numbers of distinct attributes.
pub(super) struct AliasLookup<'p> {
    aliases: &'p PrinterAliases,
    distinct: &'p mut FxHashMap<Attribute, u64>,
    /// Where the keys of printed `dense_resource` attributes go, when the
    /// aliases say to record them.
    resources: Option<&'p mut Vec<Symbol>>,
}

impl<'p> AliasLookup<'p> {
    /// The lookup of a printer with these aliases and distinct numbers;
    /// printed resource keys go to `resources`.
    pub(super) fn new(
        aliases: &'p PrinterAliases,
        distinct: &'p mut FxHashMap<Attribute, u64>,
        resources: &'p mut Vec<Symbol>,
    ) -> Self {
        AliasLookup {
            aliases,
            distinct,
            resources: aliases.records_resources.then_some(resources),
        }
    }
}

impl Aliases for AliasLookup<'_> {
    fn location(&mut self, _ctx: &Context, location: Location) -> Option<u32> {
        self.aliases.location_id(location)
    }

    fn attribute(&mut self, ctx: &Context, attr: Attribute) -> Option<AliasName> {
        // MLIR records the resources as its real print meets them.
        if let Some(resources) = &mut self.resources {
            record_resource(ctx, attr, resources);
        }
        if let Some(&name) = self.aliases.attribute_names.get(&attr) {
            return Some(name);
        }
        // A location used as an attribute value: its `#locN`, wherever
        // the dry run met it.
        if self.aliases.location_ids.is_empty() {
            return None;
        }
        let location = Location::from_attribute(ctx, attr)?;
        let number = self.aliases.location_id(location)?;
        Some(AliasName {
            prefix: "loc",
            number,
        })
    }

    fn type_alias(&mut self, _ctx: &Context, ty: Type) -> Option<AliasName> {
        self.aliases.type_names.get(&ty).copied()
    }

    fn distinct_id(&mut self, attr: Attribute) -> u64 {
        number_distinct(self.distinct, attr)
    }
}

impl OpPrinter<'_> {
    /// The `#name = value` (and `!name = type`) lines of the aliases that
    /// print before the top-level op, or of those that print after it
    /// (`deferred`).
    pub(super) fn print_alias_definitions(&mut self, deferred: bool) {
        let aliases = self.aliases;
        let ctx = self.ir.ctx();
        let pretty = self.options.pretty_debug_info;
        for (item, name, is_deferred) in aliases.definitions_in_order() {
            if is_deferred != deferred {
                continue;
            }
            let mut lookup = AliasLookup::new(aliases, &mut self.distinct_ids, &mut self.resources);
            let out = &mut self.out;
            match item {
                Aliased::Attribute(attr) => {
                    out.push('#');
                    name.push_to(out);
                    out.push_str(" = ");
                    let limits = ElementsLimits::default();
                    print_attribute_body(ctx, attr, out, limits, &mut lookup, false);
                }
                Aliased::Type(ty) => {
                    out.push('!');
                    name.push_to(out);
                    out.push_str(" = ");
                    print_type_body(ctx, ty, out, &mut lookup);
                }
                Aliased::Location(location) => {
                    // `#loc1 = loc("a.mlir":1:2)`; `#loc1 = a.mlir:1:2`
                    // in the pretty form.
                    out.push('#');
                    name.push_to(out);
                    out.push_str(if pretty { " = " } else { " = loc(" });
                    print_location_body(ctx, location, out, &mut lookup, true, pretty);
                    if !pretty {
                        out.push(')');
                    }
                }
            }
            self.out.push('\n');
        }
    }

    /// What the dry run that finds aliases looks at in a generic op, in
    /// MLIR's order (`DummyAliasOperationPrinter::printGenericOp`): its
    /// regions, its operand types, its result types, then its attributes
    /// ([`attributes_by_name`]).
    pub(super) fn collect_generic_op(&mut self, op: OpId) -> std::fmt::Result {
        let ir = self.ir;
        if !self.options.skip_regions {
            for &region in ir.regions(op) {
                self.print_region(region, true, true)?;
            }
        }
        for value in ir.operands(op).chain(ir.results(op).iter().copied()) {
            self.print_type(ir.value_type(value))?;
        }
        for value in attributes_by_name(ir, op) {
            self.print_attribute(value)?;
        }
        Ok(())
    }
}

/// The values of an op's attributes as MLIR's alias collector reads them
/// (`Operation::getAttrs`): for a registered op its discardable attributes
/// and its properties together, by name; for an unregistered op only the
/// discardable ones (dictionaries are kept sorted by name), so an
/// attribute only its properties hold prints in full.
pub(super) fn attributes_by_name(ir: &Ir, op: OpId) -> Vec<Attribute> {
    let ctx = ir.ctx();
    let entries = |dictionary: Attribute| match ctx.attr_data(dictionary) {
        AttrData::Dictionary(entries) => entries.as_slice(),
        _ => &[],
    };
    let mut all: Vec<(Symbol, Attribute)> = entries(ir.attributes(op)).to_vec();
    if let Some(properties) = ir.properties(op).filter(|_| ir.op_definition(op).is_some())
        && !entries(properties).is_empty()
    {
        all.extend_from_slice(entries(properties));
        all.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    }
    all.into_iter().map(|(_, value)| value).collect()
}
