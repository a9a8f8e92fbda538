//! `#loc` aliases for `--mlir-print-debuginfo`: every distinct location gets an
//! alias `#locN`, numbered by nesting depth, then by first use in a pre-order
//! walk, as MLIR's alias initializer does; definitions print after the op.

use std::fmt::Write;

use rustc_hash::FxHashMap;

use super::attributes::{alias_name, print_location_body};
use crate::attributes::AttrData;
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::location::{Location, LocationData};

#[derive(Default)]
pub(crate) struct LocationAliases {
    ids: FxHashMap<Location, u32>,
    ordered: Vec<(Location, bool)>,
}

fn children(ctx: &Context, location: Location) -> Vec<Location> {
    let Location::Attr(attr) = location else {
        return Vec::new();
    };
    match ctx.attr_data(attr) {
        AttrData::Location(LocationData::Name { child, .. }) => child.iter().copied().collect(),
        AttrData::Location(LocationData::CallSite { callee, caller }) => vec![*callee, *caller],
        AttrData::Location(LocationData::Fused { locations, .. }) => locations.clone(),
        _ => Vec::new(),
    }
}

impl LocationAliases {
    pub(crate) fn collect(ir: &Ir, root: OpId) -> Self {
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
                    let depth = children(ctx, loc)
                        .iter()
                        .filter_map(|c| seen.get(c).map(|e| e.0 + 1))
                        .max()
                        .unwrap_or(0);
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
        enum Item {
            Op(OpId),
            Block(crate::ir::BlockId),
        }
        let mut work = vec![Item::Op(root)];
        while let Some(item) = work.pop() {
            match item {
                Item::Op(op) => {
                    visit(ir.op_location(op), false, &mut seen);
                    let blocks: Vec<_> = ir
                        .regions(op)
                        .iter()
                        .flat_map(|&r| ir.region_blocks(r))
                        .collect();
                    work.extend(blocks.into_iter().rev().map(Item::Block));
                }
                Item::Block(block) => {
                    for index in 0..ir.block_arguments(block).len() {
                        visit(ir.block_argument_location(block, index), true, &mut seen);
                    }
                    let ops: Vec<_> = ir.block_ops(block).collect();
                    work.extend(ops.into_iter().rev().map(Item::Op));
                }
            }
        }
        let mut entries: Vec<(Location, (u32, usize, bool))> = seen.into_iter().collect();
        entries.sort_by_key(|&(_, (depth, order, _))| (depth, order));
        let mut aliases = LocationAliases::default();
        for (index, (location, (_, _, block_argument_only))) in entries.into_iter().enumerate() {
            aliases.ids.insert(location, index as u32);
            aliases.ordered.push((location, block_argument_only));
        }
        // Aliases printed early (before the op) may only refer to aliases that
        // are also printed early: children have a smaller depth, so one pass
        // from the deepest alias down settles it.
        for index in (0..aliases.ordered.len()).rev() {
            let (location, early) = aliases.ordered[index];
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

    pub(crate) fn alias_of(&self, _ctx: &Context, location: Location) -> Option<u32> {
        self.ids.get(&location).copied()
    }

    /// The `#locN = loc(...)` lines (`#locN = a.mlir:1:2` when `pretty`):
    /// those used only by block arguments (`early`, printed before the op,
    /// as MLIR does) or all others.
    pub(crate) fn definitions(&self, ctx: &Context, early: bool, pretty: bool) -> String {
        let mut out = String::new();
        for (index, &(location, block_argument_only)) in self.ordered.iter().enumerate() {
            if block_argument_only != early {
                continue;
            }
            let _ = write!(out, "{} = ", alias_name(index as u32));
            if !pretty {
                out.push_str("loc(");
            }
            print_location_body(
                ctx,
                location,
                &mut out,
                &mut |_, loc| self.ids.get(&loc).copied(),
                true,
                pretty,
            );
            out.push_str(if pretty { "\n" } else { ")\n" });
        }
        out
    }
}
