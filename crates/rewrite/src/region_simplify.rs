//! Region simplification after the greedy driver's worklist drains
//! (MLIR's `simplifyRegions`), in the given regions and every region
//! nested in them:
//!
//! 1. blocks no path from the entry block reaches are erased
//!    (`eraseUnreachableBlocks`);
//! 2. dead code goes (`runRegionDCE`): an op is live if erasing it would
//!    change more than its results (a terminator, an op with effects) or if
//!    a live op uses a result of it; a block argument is live if a live op
//!    uses it. An operand a branch forwards to a block argument keeps its
//!    value alive only when that argument is live, so values that only
//!    circulate around a loop die. Dead ops are erased, and so are dead
//!    arguments of blocks other than entry blocks, with the operands
//!    branches pass them. A branch drops a forwarded operand through its
//!    op's `erase_successor_operand` hook when it has one (`cf.switch`,
//!    whose cases have segments of their own), else as a plain operand
//!    group (`cf.br`, `cf.cond_br`, keeping `operandSegmentSizes` in
//!    step); a branch whose forwarded operands do not shrink as expected is
//!    put back as it was, and the block keeps its arguments.
//!
//! 3. with `merge_blocks` (MLIR's `Aggressive` level), identical blocks are
//!    merged and block arguments every predecessor passes the same value
//!    are dropped ([`crate::block_merge`]).

use rustc_hash::{FxHashMap, FxHashSet};
use strata_interfaces::side_effects::would_op_be_trivially_dead;
use strata_ir::{BlockId, EntityMap, Ir, OpId, RegionId, Value, WalkOrder};

use crate::block_merge::{drop_redundant_arguments, merge_identical_blocks};
use crate::branch_operands::{erase_forwarded_operand, has_eraser, restore};

/// Simplifies `regions`; returns whether anything changed.
pub fn simplify_regions(ir: &mut Ir, regions: &[RegionId], merge_blocks: bool) -> bool {
    let unreachable = erase_unreachable_blocks_under(ir, regions);
    let dead = run_region_dce(ir, regions);
    let (mut merged, mut dropped) = (false, false);
    if merge_blocks {
        merged = merge_identical_blocks(ir, regions);
        dropped = drop_redundant_arguments(ir, regions);
    }
    unreachable || dead || merged || dropped
}

/// Erases unreachable blocks under `regions`; returns whether any went.
pub(crate) fn erase_unreachable_blocks_under(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut changed = false;
    for region in regions_under(ir, regions) {
        // A region inside a block erased just before is gone.
        if ir.is_region_live(region) && ir.region_blocks(region).nth(1).is_some() {
            changed |= erase_unreachable_blocks(ir, region);
        }
    }
    changed
}

/// `regions` and the regions nested in them, outer ones first.
pub(crate) fn regions_under(ir: &Ir, regions: &[RegionId]) -> Vec<RegionId> {
    let mut all = regions.to_vec();
    let mut next = 0;
    while next < all.len() {
        let region = all[next];
        next += 1;
        for block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                all.extend(ir.regions(op).iter().copied());
            }
        }
    }
    all
}

/// The blocks of `region` reached from its entry block along successors.
fn reachable(ir: &Ir, region: RegionId) -> FxHashSet<BlockId> {
    let mut seen = FxHashSet::default();
    let mut stack: Vec<BlockId> = ir.entry_block(region).into_iter().collect();
    while let Some(block) = stack.pop() {
        if !seen.insert(block) {
            continue;
        }
        if let Some(terminator) = ir.block_ops(block).last() {
            stack.extend(ir.successors(terminator).iter().copied());
        }
    }
    seen
}

fn erase_unreachable_blocks(ir: &mut Ir, region: RegionId) -> bool {
    let live = reachable(ir, region);
    let dead: Vec<BlockId> = ir
        .region_blocks(region)
        .filter(|block| !live.contains(block))
        .collect();
    if dead.is_empty() {
        return false;
    }
    // Unreachable blocks may use each other's values and branch to each
    // other: drop every use among them first (MLIR's `dropAllUses`), then
    // their ops, then the blocks.
    let ops: Vec<OpId> = dead
        .iter()
        .flat_map(|&block| ir.block_ops(block).collect::<Vec<_>>())
        .collect();
    drop_all_uses_and_erase(ir, &ops);
    for block in dead {
        let _ = ir.erase_block(block);
    }
    true
}

/// Erases `ops`, which may use each other (in cycles too): their operands
/// and the successors of those that branch are dropped first.
fn drop_all_uses_and_erase(ir: &mut Ir, ops: &[OpId]) -> bool {
    for &op in ops {
        if ir.is_live(op) {
            let _ = ir.set_operands(op, &[]);
        }
    }
    let mut erased = false;
    // Users first; what something else still uses stays.
    for &op in ops.iter().rev() {
        if ir.is_live(op) {
            erased |= ir.erase_op(op).is_ok();
        }
    }
    erased
}

/// The ops and blocks under `regions`, ops in post-order.
fn ops_under(ir: &Ir, regions: &[RegionId]) -> (Vec<OpId>, Vec<BlockId>) {
    let mut ops = Vec::new();
    let mut blocks = Vec::new();
    for &region in regions {
        for block in ir.region_blocks(region) {
            blocks.push(block);
            for op in ir.block_ops(block) {
                ir.walk(op, WalkOrder::PostOrder, |nested| {
                    if nested != op {
                        for &r in ir.regions(nested) {
                            blocks.extend(ir.region_blocks(r));
                        }
                    }
                    ops.push(nested);
                });
                for &r in ir.regions(op) {
                    blocks.extend(ir.region_blocks(r));
                }
            }
        }
    }
    blocks.sort_unstable();
    blocks.dedup();
    (ops, blocks)
}

/// For each successor of `op` (a branch), the operands it forwards and the
/// block they go to; `None` when `op` does not say (then every operand is
/// simply used).
fn forwarded(ir: &Ir, op: OpId) -> Option<Vec<(BlockId, std::ops::Range<usize>)>> {
    if ir.successors(op).is_empty() {
        // Nothing to forward (and no definition to look up).
        return Some(Vec::new());
    }
    let successor_operands = ir.op_definition(op)?.successor_operands?;
    Some(
        ir.successors(op)
            .iter()
            .enumerate()
            .map(|(index, &block)| (block, successor_operands(ir, op, index)))
            .collect(),
    )
}

/// MLIR's `runRegionDCE`; returns whether anything was erased.
fn run_region_dce(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let (ops, blocks) = ops_under(ir, regions);
    // The arguments of a block whose branches cannot drop an operand stay,
    // so what they are passed stays alive.
    let editable: FxHashSet<BlockId> = blocks
        .iter()
        .copied()
        .filter(|&block| arguments_removable(ir, block))
        .collect();
    let mut liveness = Liveness::new(&ops);
    for &block in &blocks {
        if !editable.contains(&block) {
            for &argument in ir.block_arguments(block) {
                liveness.mark_value(ir, argument);
            }
        }
    }
    for &op in &ops {
        if !would_op_be_trivially_dead(ir, op) {
            liveness.mark_op(op);
        }
    }
    liveness.propagate(ir);
    let Liveness {
        ops: op_state,
        values: live_values,
        ..
    } = liveness;
    let mut erased = false;
    // Dead arguments of non-entry blocks whose predecessors all say what
    // they forward: first the operands branches pass them.
    let mut dead_arguments: Vec<(BlockId, usize)> = Vec::new();
    for block in blocks {
        if !editable.contains(&block) {
            continue;
        }
        let mut predecessors: Vec<OpId> = ir.block_uses(block).map(|u| u.op).collect();
        predecessors.sort_unstable();
        predecessors.dedup();
        // Branches whose edits can be undone first, those that keep their
        // own segments (not undoable) last.
        predecessors.sort_by_key(|&branch| has_eraser(ir, branch));
        for index in (0..ir.block_arguments(block).len()).rev() {
            let argument = ir.block_arguments(block)[index];
            if *live_values.get(argument) {
                continue;
            }
            // All or nothing (the blocks kept here passed the check in
            // `arguments_removable`, so this only fails on a broken op).
            let mut undo = Vec::new();
            let removed = predecessors
                .iter()
                .all(|&branch| erase_forwarded_operand(ir, branch, block, index, &mut undo));
            if removed {
                dead_arguments.push((block, index));
            } else {
                restore(ir, undo);
            }
        }
    }
    // Then dead ops, which may use each other (in a graph region, in
    // cycles): nothing live uses them.
    let dead_ops: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&op| *op_state.get(op) != OpLiveness::Live)
        .collect();
    erased |= drop_all_uses_and_erase(ir, &dead_ops);
    // Then the arguments, unused by now (the highest index of a block
    // first). As in MLIR 22's `deleteDeadness`, erasing arguments (and the
    // operands branches passed them) does not count as a change: a driver
    // round that only did that is its last.
    for (block, index) in dead_arguments {
        if ir.is_block_live(block) {
            let _ = ir.erase_argument(block, index);
        }
    }
    erased
}

/// The live ops and values of [`run_region_dce`], the least fixpoint of:
/// an op that is not trivially dead is live; an op a live value comes from
/// is live; the operands of a live op are live, except that an operand a
/// branch forwards to a block argument is live only once that argument is.
/// Computed with a worklist, so each op and value is visited once.
struct Liveness {
    /// Every op under the regions, and whether it is live (ops outside,
    /// defining values used inside a region that is not isolated, are not
    /// followed).
    ops: EntityMap<OpId, OpLiveness>,
    values: EntityMap<Value, bool>,
    /// Live ops whose operands are still to mark.
    pending: Vec<OpId>,
    /// Operands forwarded to a block argument not (yet) live, by argument.
    waiting: FxHashMap<Value, Vec<Value>>,
    /// Values to mark live (those that waited for an argument now live).
    pending_values: Vec<Value>,
}

/// What [`Liveness`] knows of an op.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum OpLiveness {
    /// Not under the regions.
    #[default]
    Outside,
    Dead,
    Live,
}

impl Liveness {
    fn new(ops: &[OpId]) -> Self {
        let mut states = EntityMap::default();
        for &op in ops {
            states.insert(op, OpLiveness::Dead);
        }
        Liveness {
            ops: states,
            values: EntityMap::default(),
            pending: Vec::new(),
            waiting: FxHashMap::default(),
            pending_values: Vec::new(),
        }
    }

    fn mark_op(&mut self, op: OpId) {
        if *self.ops.get(op) == OpLiveness::Dead {
            self.ops.insert(op, OpLiveness::Live);
            self.pending.push(op);
        }
    }

    /// Marks `value` live, with what it makes live: its defining op, or the
    /// operands waiting for it as a block argument.
    fn mark_value(&mut self, ir: &Ir, value: Value) {
        let live = self.values.get_mut(value);
        if *live {
            return;
        }
        *live = true;
        match ir.defining_op(value) {
            Some(op) => self.mark_op(op),
            None => {
                if let Some(operands) = self.waiting.remove(&value) {
                    self.pending_values.extend(operands);
                }
            }
        }
    }

    /// Marks the operands of every live op, until nothing new is live.
    fn propagate(&mut self, ir: &Ir) {
        loop {
            if let Some(value) = self.pending_values.pop() {
                self.mark_value(ir, value);
                continue;
            }
            let Some(op) = self.pending.pop() else {
                return;
            };
            let routes = forwarded(ir, op).unwrap_or_default();
            for (index, operand) in ir.operands(op).enumerate() {
                let target = routes.iter().find_map(|(block, range)| {
                    range
                        .contains(&index)
                        .then(|| ir.block_arguments(*block).get(index - range.start).copied())
                });
                match target {
                    Some(Some(argument)) if !*self.values.get(argument) => {
                        self.waiting.entry(argument).or_default().push(operand);
                    }
                    _ => self.mark_value(ir, operand),
                }
            }
        }
    }
}

/// Whether the arguments of `block` can go: it is not an entry block,
/// and every branch to it says what it forwards and can drop a forwarded
/// operand (tried on its last argument, then put back).
fn arguments_removable(ir: &mut Ir, block: BlockId) -> bool {
    let Some(region) = ir.block_parent_region(block) else {
        return false;
    };
    let count = ir.block_arguments(block).len();
    if ir.entry_block(region) == Some(block) || count == 0 {
        return false;
    }
    let mut predecessors: Vec<OpId> = ir.block_uses(block).map(|u| u.op).collect();
    predecessors.sort_unstable();
    predecessors.dedup();
    // A branch that says how to drop a forwarded operand can; any other
    // is tried (and put back).
    let mut undo = Vec::new();
    let removable = predecessors.iter().all(|&branch| {
        has_eraser(ir, branch) || erase_forwarded_operand(ir, branch, block, count - 1, &mut undo)
    });
    restore(ir, undo);
    removable
}
