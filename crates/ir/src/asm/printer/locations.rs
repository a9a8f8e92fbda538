//! `#loc` aliases for `--mlir-print-debuginfo`: every distinct location gets an
//! alias `#locN`, numbered by nesting depth, then by first use in a pre-order
//! walk, as MLIR's alias initializer does. Those only ops use print after
//! the top-level op (MLIR defers them); those of block arguments and of
//! attribute values print before it, among the attribute aliases. Without
//! debug info, attribute values' locations are `attribute_aliases.rs`'s.

use std::fmt::Write;

use rustc_hash::{FxHashMap, FxHashSet};

use super::attribute_aliases::{
    AliasLine, Aliased, Aliases, AttributeAliases, AttributeCollector, attributes_by_name,
};
use super::attributes::{alias_name, print_location_body};
use super::names::NameState;
use super::{OpPrinter, PrintOptions, RegionPrintOptions};
use crate::attributes::{AttrData, Attribute};
use crate::context::Context;
use crate::ir::{Ir, OpId, RegionId};
use crate::location::{Location, LocationData};

/// What an op's custom form prints of its regions' entry blocks, found by
/// printing the op without its regions: MLIR collects aliases from a dry
/// run of the printer, so the location of an entry-block argument that a
/// custom form leaves out (the induction variable of `scf.for`) gets no
/// alias, while one printed in a function's signature does.
#[derive(Default)]
pub(super) struct DryRun {
    /// Regions printed with their entry block's arguments.
    regions_with_entry_arguments: FxHashSet<RegionId>,
    /// Regions printed without their blocks' terminators (an implicit
    /// `scf.yield`).
    regions_without_terminators: FxHashSet<RegionId>,
    /// The locations the op's own printer wrote.
    locations: FxHashSet<Location>,
    /// The regions in the order the custom form prints them
    /// (`scf.index_switch` prints its cases before its default region).
    order: Vec<RegionId>,
    /// For each region of `order`, how many of `attribute_locations` the
    /// form had printed before it.
    marks: Vec<usize>,
    /// The locations the form printed inside attribute values, in order.
    attribute_locations: Vec<Location>,
}

impl DryRun {
    /// `attributes_before`: how many attributes the dry run's collector
    /// had met when the form printed `region`.
    pub(super) fn printed_region(
        &mut self,
        region: RegionId,
        options: RegionPrintOptions,
        attributes_before: usize,
    ) {
        self.order.push(region);
        self.marks.push(attributes_before);
        if options.entry_block_args {
            self.regions_with_entry_arguments.insert(region);
        }
        if !options.block_terminators {
            self.regions_without_terminators.insert(region);
        }
    }

    pub(super) fn printed_location(&mut self, location: Location) {
        self.locations.insert(location);
    }

    /// What the custom form of `op` prints of its regions, by printing it
    /// without them; `None` when `op` prints in the generic form, which
    /// prints every region whole, in order.
    fn of_op(ir: &Ir, op: OpId, options: PrintOptions, names: &NameState) -> Option<Self> {
        let custom = !options.generic
            && ir
                .op_definition(op)
                .is_some_and(|d| d.print.is_some() || d.schema.is_some_and(|s| s.format.is_some()));
        if !custom {
            return None;
        }
        let aliases = super::attribute_aliases::PrinterAliases::default();
        let options = PrintOptions {
            debug_info: true,
            ..options
        };
        let mut printer = OpPrinter::in_memory(ir, options, names, &aliases);
        printer.dry_run = Some(DryRun::default());
        // The collector sees the attributes the form prints, locations
        // among them, in print order.
        printer.collector = Some(AttributeCollector::new(true));
        let _ = printer.print_op(op);
        let mut dry_run = printer.dry_run?;
        let collected = printer.collector.map(AttributeCollector::into_order);
        // Marks count collected items; keep the locations and count those.
        let mut kept_before = Vec::new();
        for item in collected.unwrap_or_default() {
            kept_before.push(dry_run.attribute_locations.len());
            if let Aliased::Attribute(attr) = item
                && let Some(location) = Location::from_attribute(ir.ctx(), attr)
            {
                dry_run.attribute_locations.push(location);
            }
        }
        let total = dry_run.attribute_locations.len();
        for mark in &mut dry_run.marks {
            *mark = kept_before.get(*mark).copied().unwrap_or(total);
        }
        Some(dry_run)
    }
}

/// The locations used as attribute values in `attr`, the locations they
/// are made of included, in the order the printer meets them.
fn locations_in_attribute(ctx: &Context, attr: Attribute, out: &mut Vec<Location>) {
    let mut pending = vec![attr];
    while let Some(attr) = pending.pop() {
        let start = pending.len();
        match ctx.attr_data(attr) {
            AttrData::Location(data) => {
                out.push(Location::from_attribute(ctx, attr).unwrap_or_default());
                for part in data.parts() {
                    pending.push(part.to_attribute(ctx));
                }
                if let LocationData::Fused {
                    metadata: Some(metadata),
                    ..
                } = data
                {
                    pending.push(*metadata);
                }
            }
            AttrData::Array(elements) => pending.extend(elements.iter().copied()),
            AttrData::Dictionary(entries) => pending.extend(entries.iter().map(|&(_, v)| v)),
            AttrData::Distinct { referenced, .. } => pending.push(*referenced),
            _ => {}
        }
        // Visit the parts first to last.
        pending[start..].reverse();
    }
}

/// The locations in `op`'s attribute values as a generic op shows them to
/// MLIR's alias collector ([`attributes_by_name`]).
fn locations_in_attributes(ir: &Ir, op: OpId) -> Vec<Location> {
    let mut out = Vec::new();
    for value in attributes_by_name(ir, op) {
        locations_in_attribute(ir.ctx(), value, &mut out);
    }
    out
}

#[derive(Default)]
pub(crate) struct LocationAliases {
    ids: FxHashMap<Location, u32>,
    /// Each alias's location, whether it prints before the op (early: a
    /// block argument's or an attribute value's, not deferred), and its
    /// depth in aliases.
    ordered: Vec<(Location, bool, u32)>,
}

/// The locations `location` is made of ([`LocationData::parts`]).
fn children(ctx: &Context, location: Location) -> Vec<Location> {
    match location {
        Location::Attr(attr) => match ctx.attr_data(attr) {
            AttrData::Location(data) => data.parts(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

impl LocationAliases {
    pub(crate) fn collect(ir: &Ir, root: OpId, options: PrintOptions, names: &NameState) -> Self {
        let ctx = ir.ctx();
        // (location, depth, first-seen order, used by a block argument)
        let mut seen: FxHashMap<Location, (u32, usize, bool)> = FxHashMap::default();
        let visit = |location: Location,
                     from_block_argument: bool,
                     seen: &mut FxHashMap<Location, (u32, usize, bool)>| {
            // Post-order over the location tree so children come first.
            let mut stack = vec![(location, false)];
            while let Some((loc, expanded)) = stack.pop() {
                if expanded {
                    // A fused location's metadata counts too (`fused<#map>`).
                    let metadata = match loc {
                        Location::Attr(attr) => match ctx.attr_data(attr) {
                            AttrData::Location(LocationData::Fused {
                                metadata: Some(metadata),
                                ..
                            }) => super::attribute_aliases::depth_through(ctx, *metadata),
                            _ => 0,
                        },
                        _ => 0,
                    };
                    let depth = children(ctx, loc)
                        .iter()
                        .filter_map(|c| seen.get(c).map(|e| e.0 + 1))
                        .max()
                        .unwrap_or(0)
                        .max(metadata);
                    let order = seen.len();
                    let entry = seen
                        .entry(loc)
                        .or_insert((depth, order, from_block_argument));
                    entry.2 |= from_block_argument;
                    continue;
                }
                if seen.contains_key(&loc) {
                    if let Some(entry) = seen.get_mut(&loc) {
                        // A block argument's location cannot be deferred
                        // after the op (MLIR prints its alias first).
                        entry.2 |= from_block_argument;
                    }
                    continue;
                }
                stack.push((loc, true));
                for child in children(ctx, loc).into_iter().rev() {
                    stack.push((child, false));
                }
            }
        };
        // MLIR's order: an op's location, then for each block of its regions
        // the block's argument locations followed by its ops (recursively).
        // An entry block's arguments count only if the op's form prints
        // them (see `DryRun`); other blocks always print theirs.
        enum Item {
            Op(OpId),
            /// A block, whether its arguments print, and whether its
            /// terminator does.
            Block(crate::ir::BlockId, bool, bool),
            /// Locations used as attribute values, met at this point.
            AttributeLocations(Vec<Location>),
        }
        let mut work = vec![Item::Op(root)];
        while let Some(item) = work.pop() {
            match item {
                Item::Op(op) => {
                    visit(ir.op_location(op), false, &mut seen);
                    let dry_run = (!ir.regions(op).is_empty())
                        .then(|| DryRun::of_op(ir, op, options, names))
                        .flatten();
                    let mut regions: Vec<RegionId> = dry_run
                        .as_ref()
                        .map(|dry_run| dry_run.order.clone())
                        .unwrap_or_default();
                    for &region in ir.regions(op) {
                        if !regions.contains(&region) {
                            regions.push(region);
                        }
                    }
                    let mut blocks = Vec::new();
                    for region in regions {
                        let terminators = dry_run.as_ref().is_none_or(|dry_run| {
                            !dry_run.regions_without_terminators.contains(&region)
                        });
                        for (index, block) in ir.region_blocks(region).enumerate() {
                            let printed = index > 0
                                || dry_run.as_ref().is_none_or(|dry_run| {
                                    dry_run.regions_with_entry_arguments.contains(&region)
                                });
                            blocks.push((block, printed, terminators));
                        }
                    }
                    if let Some(dry_run) = &dry_run {
                        // Arguments a custom form prints itself (a
                        // function's signature).
                        for &(block, printed, _) in &blocks {
                            if printed {
                                continue;
                            }
                            for index in 0..ir.block_arguments(block).len() {
                                let location = ir.block_argument_location(block, index);
                                if dry_run.locations.contains(&location) {
                                    visit(location, true, &mut seen);
                                }
                            }
                        }
                    }
                    // The attribute values' locations where the form meets
                    // them: between its regions as the dry run saw them, or
                    // after the regions in the generic form.
                    let mut sequence: Vec<Item> = Vec::new();
                    let (attribute_locations, marks) = match &dry_run {
                        Some(dry_run) => {
                            (dry_run.attribute_locations.clone(), dry_run.marks.clone())
                        }
                        None => (locations_in_attributes(ir, op), Vec::new()),
                    };
                    let mut taken = 0;
                    for (block, printed, terminators) in blocks {
                        let region = ir.block_parent_region(block);
                        let region_index = region
                            .and_then(|r| dry_run.as_ref()?.order.iter().position(|&o| o == r));
                        let is_entry =
                            region.is_some_and(|r| ir.region_blocks(r).next() == Some(block));
                        if is_entry && let Some(&mark) = region_index.and_then(|i| marks.get(i)) {
                            let mark = mark.clamp(taken, attribute_locations.len());
                            if mark > taken {
                                sequence.push(Item::AttributeLocations(
                                    attribute_locations[taken..mark].to_vec(),
                                ));
                                taken = mark;
                            }
                        }
                        sequence.push(Item::Block(block, printed, terminators));
                    }
                    if taken < attribute_locations.len() {
                        sequence.push(Item::AttributeLocations(
                            attribute_locations[taken..].to_vec(),
                        ));
                    }
                    work.extend(sequence.into_iter().rev());
                }
                Item::AttributeLocations(locations) => {
                    for location in locations {
                        visit(location, true, &mut seen);
                    }
                }
                Item::Block(block, arguments_printed, terminator_printed) => {
                    for index in 0..ir.block_arguments(block).len() {
                        if arguments_printed {
                            visit(ir.block_argument_location(block, index), true, &mut seen);
                        }
                    }
                    let mut ops: Vec<_> = ir.block_ops(block).collect();
                    if !terminator_printed
                        && ops.last().is_some_and(|&last| {
                            ir.has_trait(last, crate::registry::OpTraits::TERMINATOR)
                        })
                    {
                        ops.pop();
                    }
                    work.extend(ops.into_iter().rev().map(Item::Op));
                }
            }
        }
        let mut entries: Vec<(Location, (u32, usize, bool))> = seen.into_iter().collect();
        entries.sort_by_key(|&(_, (depth, order, _))| (depth, order));
        let mut aliases = LocationAliases::default();
        for (index, (location, (depth, _, early))) in entries.into_iter().enumerate() {
            aliases.ids.insert(location, index as u32);
            aliases.ordered.push((location, early, depth));
        }
        // Aliases printed early (before the op) may only refer to aliases that
        // are also printed early: children have a smaller depth, so one pass
        // from the deepest alias down settles it.
        for index in (0..aliases.ordered.len()).rev() {
            let (location, early, _) = aliases.ordered[index];
            if early {
                for child in children(ctx, location) {
                    if let Some(&child_index) = aliases.ids.get(&child) {
                        aliases.ordered[child_index as usize].1 = true;
                    }
                }
            }
        }
        aliases
    }

    /// Whether there are none.
    pub(crate) fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    pub(crate) fn alias_of(&self, _ctx: &Context, location: Location) -> Option<u32> {
        self.ids.get(&location).copied()
    }

    /// The `#locN = loc(...)` lines (`#locN = a.mlir:1:2` when `pretty`):
    /// those used only by block arguments (`early`, printed before the op,
    /// as MLIR does) or all others.
    /// The `#locN = loc(...)` lines (the early or the late ones); the keys
    /// of the `dense_resource` attributes they print go to `resources`.
    pub(super) fn definitions(
        &self,
        ctx: &Context,
        early: bool,
        pretty: bool,
        attributes: &AttributeAliases,
        resources: &mut Vec<crate::context::Symbol>,
    ) -> Vec<AliasLine> {
        let mut lines = Vec::new();
        for (index, &(location, is_early, depth)) in self.ordered.iter().enumerate() {
            if is_early != early {
                continue;
            }
            let mut out = String::new();
            let _ = write!(out, "{} = ", alias_name(index as u32));
            if !pretty {
                out.push_str("loc(");
            }
            print_location_body(
                ctx,
                location,
                &mut out,
                &mut LocationsOnly(self, attributes, resources),
                true,
                pretty,
            );
            out.push_str(if pretty { "\n" } else { ")\n" });
            lines.push(AliasLine::new(depth, "loc", out));
        }
        lines
    }
}

/// The `#loc` aliases, for the alias definitions themselves, with the
/// attribute aliases their metadata may name, and where the resource keys
/// they print go.
struct LocationsOnly<'l>(
    &'l LocationAliases,
    &'l AttributeAliases,
    &'l mut Vec<crate::context::Symbol>,
);

impl Aliases for LocationsOnly<'_> {
    fn location(&mut self, _ctx: &Context, location: Location) -> Option<u32> {
        self.0.ids.get(&location).copied()
    }

    fn attribute(&mut self, ctx: &Context, attr: crate::attributes::Attribute) -> Option<String> {
        super::attribute_aliases::record_resource(ctx, attr, self.2);
        self.1.name_of(attr)
    }

    fn type_alias(&mut self, _ctx: &Context, ty: crate::types::Type) -> Option<String> {
        self.1.type_name_of(ty)
    }

    fn distinct_id(&mut self, attr: crate::attributes::Attribute) -> u64 {
        u64::from(attr.index())
    }
}
