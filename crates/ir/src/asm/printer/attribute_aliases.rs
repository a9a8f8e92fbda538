//! Attribute and type aliases (MLIR's `AliasState` with the builtin
//! dialect's `OpAsmDialectInterface`): every affine map the printed IR
//! uses is defined once at the top as `#map = affine_map<...>`, `#map1 =
//! ...`, every integer set as `#set = affine_set<...>`, every distinct
//! attribute that does not refer to `unit` as `#distinct =
//! distinct[0]<...>`, every tuple type of more than 16 elements as
//! `!tuple = tuple<...>`, and, without debug info, every location used as
//! an attribute value (and the locations it is made of) as `#loc =
//! loc(...)`, and referred to by name. A dry run of the printer
//! finds them (for generic ops in MLIR's order: regions, operand and result
//! types, attributes); they are sorted by how deep in aliases their value
//! is, types before attributes, then by name, then first met, and numbered
//! in that order. The same dry run numbers the distinct attributes as they
//! will print. Locations have their own aliases (see `locations.rs`).

use rustc_hash::FxHashMap;

use super::attributes::{alias_name, print_attribute_body, print_type_body};
use super::locations::LocationAliases;
use super::names::NameState;
use super::{OpPrinter, PrintOptions};
use crate::attributes::{AttrData, Attribute};
use crate::context::{Context, Symbol};
use crate::ir::{Ir, OpId};
use crate::location::{Location, LocationData};
use crate::types::{Type, TypeData};

/// What the attribute printer asks before it writes a nested location or
/// attribute: whether to write an alias instead.
pub(crate) trait Aliases {
    /// The number `N` of the `#locN` alias of `location`.
    fn location(&mut self, ctx: &Context, location: Location) -> Option<u32>;
    /// The name (without `#`) of the alias of `attr`.
    fn attribute(&mut self, ctx: &Context, attr: Attribute) -> Option<String>;
    /// Whether the locations nested in a location used as an attribute
    /// value print through their aliases.
    fn aliases_locations_in_attributes(&self) -> bool {
        false
    }
    /// The name (without `!`) of the alias of `ty`, asked only of the
    /// types that may have one ([`TypeData::alias_prefix`]).
    fn type_alias(&mut self, _ctx: &Context, _ty: Type) -> Option<String> {
        None
    }
    /// The number `N` to print in `distinct[N]<...>` for `attr`: MLIR
    /// numbers distinct attributes from 0 in the order it prints them.
    fn distinct_id(&mut self, attr: Attribute) -> u64;
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

    fn attribute(&mut self, _ctx: &Context, _attr: Attribute) -> Option<String> {
        None
    }

    fn distinct_id(&mut self, attr: Attribute) -> u64 {
        let next = self.distinct.len() as u64;
        *self.distinct.entry(attr).or_insert(next)
    }
}

/// The base names of the aliases, in MLIR's order (it sorts them by name;
/// `tuple` is the only type alias, and types come first).
const ALIAS_PREFIXES: [&str; 5] = ["tuple", "distinct", "loc", "map", "set"];

/// Something that may have an alias.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Aliased {
    Attribute(Attribute),
    Type(Type),
}

impl Aliased {
    /// Its own form, the right-hand side of its alias definition.
    fn body(self) -> NestedItem {
        match self {
            Aliased::Attribute(attr) => NestedItem::AttributeBody(attr),
            Aliased::Type(ty) => NestedItem::TypeBody(ty),
        }
    }

    fn prefix(self, ctx: &Context, locations: bool) -> Option<&'static str> {
        match self {
            Aliased::Attribute(attr) => alias_prefix(ctx, ctx.attr_data(attr), locations),
            Aliased::Type(ty) => ctx.type_data(ty).alias_prefix(),
        }
    }
}

/// The base name of the alias an attribute gets, if it gets one: affine
/// maps, integer sets, and distinct attributes that refer to something
/// other than `unit`.
/// Locations used as attribute values count only when `locations` (the
/// `#loc` aliases of `--mlir-print-debuginfo` are `locations.rs`'s).
fn alias_prefix(ctx: &Context, data: &AttrData, locations: bool) -> Option<&'static str> {
    match data {
        AttrData::Location(_) if locations => Some("loc"),
        AttrData::AffineMap(_) => Some("map"),
        AttrData::IntegerSet(_) => Some("set"),
        AttrData::Distinct { referenced, .. }
            if !matches!(ctx.attr_data(*referenced), AttrData::Unit) =>
        {
            Some("distinct")
        }
        _ => None,
    }
}

/// The aliases of the attributes and types of one printed op tree, and
/// the numbers of its distinct attributes.
#[derive(Default)]
pub(crate) struct AttributeAliases {
    names: FxHashMap<Attribute, String>,
    /// The `N` of each `#locN` among `names` (locations used as attribute
    /// values, and the locations nested in them).
    location_ids: FxHashMap<Attribute, u32>,
    type_names: FxHashMap<Type, String>,
    /// In definition order, with each one's depth in aliases.
    ordered: Vec<(Aliased, u32)>,
    distinct: FxHashMap<Attribute, u64>,
}

impl AttributeAliases {
    /// The name (without `#`) of `attr`'s alias, if it has one.
    pub(super) fn name_of(&self, attr: Attribute) -> Option<String> {
        self.names.get(&attr).cloned()
    }

    /// The name (without `!`) of `ty`'s alias, if it has one.
    pub(super) fn type_name_of(&self, ty: Type) -> Option<String> {
        self.type_names.get(&ty).cloned()
    }
}

/// The attributes and types a dry run of the printer met, in first-met
/// order.
#[derive(Default)]
pub(super) struct AttributeCollector {
    seen: FxHashMap<Aliased, ()>,
    order: Vec<Aliased>,
    /// Whether locations used as attribute values get aliases here (not
    /// with debug info, where they print in full).
    locations: bool,
}

impl AttributeCollector {
    /// A collector; `locations`: see [`AttributeCollector::locations`].
    pub(super) fn new(locations: bool) -> Self {
        AttributeCollector {
            locations,
            ..AttributeCollector::default()
        }
    }

    fn record(&mut self, ctx: &Context, attr: Attribute) {
        let data = ctx.attr_data(attr);
        let wanted = matches!(data, AttrData::Distinct { .. })
            || alias_prefix(ctx, data, self.locations).is_some();
        if wanted && self.seen.insert(Aliased::Attribute(attr), ()).is_none() {
            self.order.push(Aliased::Attribute(attr));
        }
    }

    /// How many attributes and types it has met.
    pub(super) fn len(&self) -> usize {
        self.order.len()
    }

    /// What it met, in first-met order.
    pub(super) fn into_order(self) -> Vec<Aliased> {
        self.order
    }

    fn record_type(&mut self, ty: Type) {
        if self.seen.insert(Aliased::Type(ty), ()).is_none() {
            self.order.push(Aliased::Type(ty));
        }
    }

    /// The aliases (unless `with_aliases` is off), ordered as MLIR orders
    /// them: by how many aliases deep their definition is (a distinct
    /// attribute referring to a map comes after the map), then `distinct`,
    /// `map`, `set`, then first-met; each name numbered in that order
    /// (`map`, `map1`, ...). Distinct attributes are numbered in the order
    /// they print: the aliased ones with the definitions at the top, then
    /// the others in first-met order.
    pub(super) fn into_aliases(self, ctx: &Context, with_aliases: bool) -> AttributeAliases {
        let mut aliases = AttributeAliases::default();
        if with_aliases {
            let mut depths = FxHashMap::default();
            let mut candidates: Vec<(u32, usize, Aliased)> = self
                .order
                .iter()
                .filter_map(|&item| {
                    let prefix = item.prefix(ctx, self.locations)?;
                    let rank = ALIAS_PREFIXES.iter().position(|&p| p == prefix)?;
                    Some((alias_depth(ctx, item, &mut depths), rank, item))
                })
                .collect();
            // Stable: first-met order within a depth and a name.
            candidates.sort_by_key(|&(depth, rank, _)| (depth, rank));
            let mut counts = [0usize; ALIAS_PREFIXES.len()];
            for (depth, rank, item) in candidates {
                let prefix = ALIAS_PREFIXES[rank];
                let name = match counts[rank] {
                    0 => prefix.to_string(),
                    n => format!("{prefix}{n}"),
                };
                if let (Aliased::Attribute(attr), "loc") = (item, prefix) {
                    aliases.location_ids.insert(attr, counts[rank] as u32);
                }
                counts[rank] += 1;
                match item {
                    Aliased::Attribute(attr) => aliases.names.insert(attr, name),
                    Aliased::Type(ty) => aliases.type_names.insert(ty, name),
                };
                aliases.ordered.push((item, depth));
            }
        }
        let is_aliased = |item: &Aliased| match item {
            Aliased::Attribute(attr) => aliases.names.contains_key(attr),
            Aliased::Type(ty) => aliases.type_names.contains_key(ty),
        };
        // Distinct attributes are numbered in print order: the alias
        // definitions first, each with the distinct attributes without an
        // alias printed inside it, then the rest as the ops meet them.
        let is_distinct =
            |attr: Attribute| matches!(ctx.attr_data(attr), AttrData::Distinct { .. });
        let mut numbered: Vec<Attribute> = Vec::new();
        for &(item, _) in &aliases.ordered {
            if let Aliased::Attribute(attr) = item
                && is_distinct(attr)
            {
                numbered.push(attr);
            }
            nested_aliased(ctx, item.body(), 0, &mut Vec::new(), &mut numbered);
        }
        for item in self.order.iter().copied().filter(|item| !is_aliased(item)) {
            if let Aliased::Attribute(attr) = item
                && is_distinct(attr)
            {
                numbered.push(attr);
            }
        }
        for attr in numbered {
            let next = aliases.distinct.len() as u64;
            aliases.distinct.entry(attr).or_insert(next);
        }
        aliases
    }
}

/// How deep in aliases the definition of the aliased `item` is: 0 when it
/// names no other alias, else one more than the deepest one it names.
/// A location used as an attribute value always has an alias (here
/// without debug info, `locations.rs`'s with it), so it always counts.
fn alias_depth(ctx: &Context, item: Aliased, memo: &mut FxHashMap<Aliased, u32>) -> u32 {
    if let Some(&depth) = memo.get(&item) {
        return depth;
    }
    let mut nested = Vec::new();
    nested_aliased(ctx, item.body(), 0, &mut nested, &mut Vec::new());
    let depth = nested
        .into_iter()
        .map(|(child, levels)| alias_depth(ctx, child, memo) + 1 + levels)
        .max()
        .unwrap_or(0);
    memo.insert(item, depth);
    depth
}

/// Something whose printed form may name aliases.
enum NestedItem {
    /// An attribute as printed where it appears (its alias, if it has one).
    Attribute(Attribute),
    /// An attribute's own form, the alias definition's right-hand side.
    AttributeBody(Attribute),
    /// A type as printed where it appears (its alias, if it has one).
    Type(Type),
    /// A type's own form, the alias definition's right-hand side.
    TypeBody(Type),
}

/// The aliased attributes and types `item` names when printed, not looking
/// inside them.
///
/// Each comes with the number of attributes and types without aliases on
/// the way to it (`levels`): MLIR counts those in the depth (an alias four
/// arrays down is four levels deeper; a map in a memref in a tuple alias,
/// one).
/// `distincts` gets the distinct attributes without an alias met on the
/// way (they print inside), in print order.
fn nested_aliased(
    ctx: &Context,
    item: NestedItem,
    levels: u32,
    out: &mut Vec<(Aliased, u32)>,
    distincts: &mut Vec<Attribute>,
) {
    match item {
        NestedItem::Attribute(attr) if alias_prefix(ctx, ctx.attr_data(attr), true).is_some() => {
            out.push((Aliased::Attribute(attr), levels));
        }
        NestedItem::Type(ty) if ctx.type_data(ty).alias_prefix().is_some() => {
            out.push((Aliased::Type(ty), levels));
        }
        NestedItem::Attribute(attr) | NestedItem::AttributeBody(attr) => {
            // Inside an attribute without an alias, one level more.
            let levels = match item {
                NestedItem::Attribute(_) => levels + 1,
                _ => levels,
            };
            if matches!(item, NestedItem::Attribute(_))
                && matches!(ctx.attr_data(attr), AttrData::Distinct { .. })
            {
                distincts.push(attr);
            }
            let mut nested = |item: NestedItem, out: &mut Vec<(Aliased, u32)>| {
                nested_aliased(ctx, item, levels, out, distincts)
            };
            match ctx.attr_data(attr) {
                AttrData::Distinct { referenced, .. } => {
                    nested(NestedItem::Attribute(*referenced), out)
                }
                AttrData::Array(elements) => {
                    for &element in elements {
                        nested(NestedItem::Attribute(element), out);
                    }
                }
                AttrData::Dictionary(entries) => {
                    for &(_, value) in entries {
                        nested(NestedItem::Attribute(value), out);
                    }
                }
                AttrData::Location(data) => {
                    // `fused<metadata>[parts]`: the metadata prints first.
                    if let LocationData::Fused {
                        metadata: Some(metadata),
                        ..
                    } = data
                    {
                        nested(NestedItem::Attribute(*metadata), out);
                    }
                    for child in location_parts(ctx, data) {
                        nested(NestedItem::Attribute(child), out);
                    }
                }
                AttrData::Type(ty)
                | AttrData::DenseElements { ty, .. }
                | AttrData::SparseElements { ty, .. } => nested(NestedItem::Type(*ty), out),
                _ => {}
            }
        }
        NestedItem::Type(ty) | NestedItem::TypeBody(ty) => {
            // Inside a type without an alias, one level more.
            let levels = match item {
                NestedItem::Type(_) => levels + 1,
                _ => levels,
            };
            let mut nested = |item: NestedItem, out: &mut Vec<(Aliased, u32)>| {
                nested_aliased(ctx, item, levels, out, distincts)
            };
            match ctx.type_data(ty) {
                TypeData::MemRef {
                    layout,
                    memory_space,
                    element,
                    ..
                } => {
                    nested(NestedItem::Type(*element), out);
                    for &attr in [layout, memory_space].into_iter().flatten() {
                        nested(NestedItem::Attribute(attr), out);
                    }
                }
                TypeData::Tensor {
                    encoding, element, ..
                } => {
                    nested(NestedItem::Type(*element), out);
                    if let Some(encoding) = encoding {
                        nested(NestedItem::Attribute(*encoding), out);
                    }
                }
                TypeData::Function { inputs, results } => {
                    for &ty in inputs.iter().chain(results) {
                        nested(NestedItem::Type(ty), out);
                    }
                }
                TypeData::Tuple(elements) => {
                    for &ty in elements {
                        nested(NestedItem::Type(ty), out);
                    }
                }
                TypeData::Vector { element, .. } | TypeData::Complex(element) => {
                    nested(NestedItem::Type(*element), out)
                }
                _ => {}
            }
        }
    }
}

/// How deep in aliases a value holding `attr` is because of it: one more
/// than the deepest alias `attr` is or holds (with the attributes between,
/// see [`nested_aliased`]), 0 when it holds none.
pub(super) fn depth_through(ctx: &Context, attr: Attribute) -> u32 {
    let mut nested = Vec::new();
    nested_aliased(
        ctx,
        NestedItem::Attribute(attr),
        0,
        &mut nested,
        &mut Vec::new(),
    );
    let mut memo = FxHashMap::default();
    nested
        .into_iter()
        .map(|(child, levels)| alias_depth(ctx, child, &mut memo) + 1 + levels)
        .max()
        .unwrap_or(0)
}

/// The locations a location is made of, as attributes, in print order.
fn location_parts(ctx: &Context, data: &LocationData) -> Vec<Attribute> {
    data.parts()
        .into_iter()
        .map(|part| part.to_attribute(ctx))
        .collect()
}

/// One alias definition line with what MLIR sorts it by: its depth in
/// aliases, then its name (types first), then first use (the order lines
/// of one kind come in).
pub(super) struct AliasLine {
    depth: u32,
    rank: usize,
    pub(super) text: String,
}

impl AliasLine {
    pub(super) fn new(depth: u32, prefix: &str, text: String) -> Self {
        let rank = ALIAS_PREFIXES
            .iter()
            .position(|&p| p == prefix)
            .unwrap_or(ALIAS_PREFIXES.len());
        AliasLine { depth, rank, text }
    }

    /// `lines` in MLIR's order (stable: first use decides among equals).
    pub(super) fn sorted(mut lines: Vec<AliasLine>) -> String {
        lines.sort_by_key(|line| (line.depth, line.rank));
        lines.into_iter().map(|line| line.text).collect()
    }
}

/// Every alias of one printed op tree.
#[derive(Default)]
pub(crate) struct PrinterAliases {
    pub(super) locations: LocationAliases,
    pub(super) attributes: AttributeAliases,
    /// Whether the printer records the `dense_resource` keys it prints, for
    /// the file metadata after the top-level op.
    pub(super) records_resources: bool,
}

impl PrinterAliases {
    /// The `#name = value` (and `!name = type`) lines of the attribute and
    /// type aliases, which open the printed text, each with its place in
    /// MLIR's order of all aliases ([`AliasLine`]). The keys of the
    /// `dense_resource` attributes they print go to `resources`.
    pub(super) fn attribute_definitions(
        &self,
        ctx: &Context,
        resources: &mut Vec<Symbol>,
    ) -> Vec<AliasLine> {
        let mut lines = Vec::new();
        let mut lookup = AliasLookup {
            aliases: self,
            collector: None,
            resources: Some(resources),
        };
        for &(item, depth) in &self.attributes.ordered {
            let mut out = String::new();
            let prefix = item.prefix(ctx, true).unwrap_or_default();
            match item {
                Aliased::Attribute(attr) => {
                    out.push('#');
                    out.push_str(&self.attributes.names[&attr]);
                    out.push_str(" = ");
                    let limits = super::ElementsLimits::default();
                    print_attribute_body(ctx, attr, &mut out, limits, &mut lookup, false);
                }
                Aliased::Type(ty) => {
                    out.push('!');
                    out.push_str(&self.attributes.type_names[&ty]);
                    out.push_str(" = ");
                    print_type_body(ctx, ty, &mut out, &mut lookup);
                }
            }
            out.push('\n');
            lines.push(AliasLine::new(depth, prefix, out));
        }
        lines
    }

    /// The aliases printing `root` with `options` uses: none in the local
    /// scope; `#loc` aliases with debug info; attribute aliases and the
    /// numbers of distinct attributes from a dry run of the printer over
    /// the whole tree, when the context holds attributes that get them.
    pub(super) fn collect(ir: &Ir, root: OpId, options: PrintOptions, names: &NameState) -> Self {
        let locations = if options.debug_info && !options.local_scope {
            LocationAliases::collect(ir, root, options, names)
        } else {
            LocationAliases::default()
        };
        let attributes = if ir.ctx().has_aliased_attributes() {
            let none = PrinterAliases::default();
            let mut printer = OpPrinter::in_memory(ir, options, names, &none);
            printer.collector = Some(AttributeCollector::new(!options.debug_info));
            // Printing into memory cannot fail.
            let _ = printer.print_op(root);
            printer
                .collector
                .take()
                .unwrap_or_default()
                .into_aliases(ir.ctx(), !options.local_scope)
        } else {
            AttributeAliases::default()
        };
        PrinterAliases {
            locations,
            attributes,
            records_resources: ir.ctx().has_aliased_attributes() && !options.local_scope,
        }
    }
}

/// Appends the key of `attr` to `resources` when it is a `dense_resource`
/// attribute.
pub(super) fn record_resource(ctx: &Context, attr: Attribute, resources: &mut Vec<Symbol>) {
    if let AttrData::DenseResourceElements { key, .. } = ctx.attr_data(attr) {
        resources.push(*key);
    }
}

/// [`PrinterAliases`] as the attribute printer asks for them; while
/// `collector` is set (the dry run that finds the attributes), attributes
/// are recorded and written out.
pub(super) struct AliasLookup<'p> {
    pub(super) aliases: &'p PrinterAliases,
    pub(super) collector: Option<&'p mut AttributeCollector>,
    /// Where the keys of printed `dense_resource` attributes go, when the
    /// aliases say to record them.
    pub(super) resources: Option<&'p mut Vec<Symbol>>,
}

impl<'p> AliasLookup<'p> {
    /// The lookup of a printer with these aliases and, in its dry run, this
    /// collector; printed resource keys go to `resources`.
    pub(super) fn new(
        aliases: &'p PrinterAliases,
        collector: &'p mut Option<AttributeCollector>,
        resources: &'p mut Vec<Symbol>,
    ) -> Self {
        AliasLookup {
            aliases,
            collector: collector.as_mut(),
            resources: aliases.records_resources.then_some(resources),
        }
    }
}

impl Aliases for AliasLookup<'_> {
    fn location(&mut self, ctx: &Context, location: Location) -> Option<u32> {
        if let Some(collector) = &mut self.collector {
            if collector.locations {
                collector.record(ctx, location.to_attribute(ctx));
            }
            return None;
        }
        if let Some(id) = self.aliases.locations.alias_of(ctx, location) {
            return Some(id);
        }
        let ids = &self.aliases.attributes.location_ids;
        if ids.is_empty() {
            return None;
        }
        ids.get(&location.to_attribute(ctx)).copied()
    }

    fn aliases_locations_in_attributes(&self) -> bool {
        match &self.collector {
            Some(collector) => collector.locations,
            None => {
                !self.aliases.attributes.location_ids.is_empty()
                    || !self.aliases.locations.is_empty()
            }
        }
    }

    fn attribute(&mut self, ctx: &Context, attr: Attribute) -> Option<String> {
        if let Some(collector) = &mut self.collector {
            collector.record(ctx, attr);
            return None;
        }
        // MLIR records the resources as its real print meets them.
        if let Some(resources) = &mut self.resources {
            record_resource(ctx, attr, resources);
        }
        // With debug info, a location used as an attribute value has its
        // alias among the op locations'.
        if !self.aliases.locations.is_empty()
            && let Some(location) = Location::from_attribute(ctx, attr)
            && let Some(id) = self.aliases.locations.alias_of(ctx, location)
        {
            // `#locN` without its `#`.
            return Some(alias_name(id)[1..].to_string());
        }
        let names = &self.aliases.attributes.names;
        if names.is_empty() {
            return None;
        }
        names.get(&attr).cloned()
    }

    fn type_alias(&mut self, _ctx: &Context, ty: Type) -> Option<String> {
        if let Some(collector) = &mut self.collector {
            collector.record_type(ty);
            return None;
        }
        self.aliases.attributes.type_names.get(&ty).cloned()
    }

    fn distinct_id(&mut self, attr: Attribute) -> u64 {
        // A dry run's numbers are not printed; an attribute the dry run did
        // not meet cannot be printed either, so the fallback is not seen.
        let numbers = &self.aliases.attributes.distinct;
        numbers.get(&attr).copied().unwrap_or(numbers.len() as u64)
    }
}

impl OpPrinter<'_> {
    /// What the dry run that finds aliases looks at in a generic op, in
    /// MLIR's order (`DummyAliasOperationPrinter::printGenericOp`): its
    /// regions, its operand types, its result types, then its attributes
    /// (`Operation::getAttrs`): for a registered op the discardable ones
    /// and its properties together, by name; for an unregistered op only
    /// the discardable ones, so an attribute only its properties hold
    /// prints in full.
    pub(super) fn collect_generic_op(&mut self, op: OpId) -> std::fmt::Result {
        let ir = self.ir;
        for &region in ir.regions(op) {
            self.print_region(region, true, true)?;
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
/// discardable ones (dictionaries are kept sorted by name).
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
