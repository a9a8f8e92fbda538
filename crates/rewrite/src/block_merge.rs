//! Merging identical blocks, the `Aggressive` level of region
//! simplification (MLIR's `mergeIdenticalBlocks` and
//! `dropRedundantArguments`).
//!
//! Blocks other than the entry block that branch to the same successors are
//! compared; two are identical when they hold the same ops in the same
//! order, where an operand defined in the block must be the same value (the
//! same argument, or the same result of the same op position) on both
//! sides, and an operand from outside may differ: it becomes a new argument
//! of the merged block, which each predecessor passes.
//!
//! ```mlir
//! cf.switch %v : i32, [                    cf.switch %v : i32, [
//!   default: ^bb1(%a : i32),                 default: ^bb1(%a, %a : i32, i32),
//!   0: ^bb2(%b : i32)                =>      0: ^bb1(%b, %b : i32, i32)
//! ]                                        ]
//! ^bb1(%p: i32):                           ^bb1(%p: i32, %e: i32):
//!   %x = arith.muli %p, %a : i32             %x = arith.muli %p, %e : i32
//!   return %x : i32                          return %x : i32
//! ^bb2(%q: i32):
//!   %y = arith.muli %q, %b : i32
//!   return %y : i32
//! ```
//!
//! Blocks whose ops have non-empty regions, whose arguments are used
//! outside them, or whose results are, stay; so do clusters needing new
//! arguments when a predecessor is not a branch that says what it forwards.
//! New arguments passed the same value from every edge are folded into one
//! (MLIR's `pruneRedundantArguments`). Afterwards, an argument every
//! predecessor passes the same value is replaced by that value and dropped
//! (`dropRedundantArguments`).

use std::collections::BTreeSet;

use rustc_hash::FxHashMap;
use strata_ir::op_equivalence::{same_shape, shape_hash};
use strata_ir::{BlockId, BlockOperand, Ir, OpId, RegionId, Value, ValueDef};

use crate::branch_operands::{
    append_successor_operand, erase_forwarded_operand, has_eraser, remove_last_forwarded_operand,
    restore,
};
use crate::region_simplify::regions_under;

/// Merges identical blocks in `regions` and every region nested in them;
/// returns whether any were merged.
pub fn merge_identical_blocks(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut changed = false;
    for region in regions_under(ir, regions) {
        // A merged block goes with the (empty) regions of its ops.
        while ir.is_region_live(region) && merge_in_region(ir, region) {
            changed = true;
        }
    }
    changed
}

/// Drops the block arguments (of blocks in `regions` and in the regions
/// nested in them) that every predecessor passes the same value, using the
/// value in their place; returns whether any went.
pub fn drop_redundant_arguments(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut changed = false;
    for region in regions_under(ir, regions) {
        for block in ir.region_blocks(region).collect::<Vec<_>>() {
            changed |= drop_redundant_arguments_of(ir, block);
        }
    }
    changed
}

/// One merging round over the blocks of `region`.
fn merge_in_region(ir: &mut Ir, region: RegionId) -> bool {
    // Blocks other than the entry block, grouped by their successors (in
    // order of first appearance).
    let mut groups: Vec<Vec<BlockId>> = Vec::new();
    let mut group_of: FxHashMap<Vec<BlockId>, usize> = FxHashMap::default();
    for block in ir.region_blocks(region).skip(1) {
        let successors = ir
            .last_op(block)
            .map(|terminator| ir.successors(terminator).to_vec())
            .unwrap_or_default();
        let next = groups.len();
        let index = *group_of.entry(successors).or_insert(next);
        if index == next {
            groups.push(Vec::new());
        }
        groups[index].push(block);
    }
    let mut merged = false;
    for group in groups.into_iter().filter(|group| group.len() > 1) {
        let mut clusters: Vec<Cluster> = Vec::new();
        for block in group {
            if !mergeable(ir, block) {
                continue;
            }
            let data = BlockData::new(ir, block);
            if !clusters.iter_mut().any(|cluster| cluster.add(ir, &data)) {
                clusters.push(Cluster::new(data));
            }
        }
        for cluster in clusters {
            merged |= cluster.merge(ir);
        }
    }
    merged
}

/// Whether `block` may take part: no op in it has a non-empty region, and
/// its arguments are used only inside it.
fn mergeable(ir: &Ir, block: BlockId) -> bool {
    let regions_empty = ir.block_ops(block).all(|op| {
        ir.regions(op)
            .iter()
            .all(|&region| ir.entry_block(region).is_none())
    });
    regions_empty
        && ir
            .block_arguments(block)
            .iter()
            .all(|&argument| !used_outside(ir, argument, block))
}

fn used_outside(ir: &Ir, value: Value, block: BlockId) -> bool {
    ir.uses(value)
        .any(|user| ir.op_parent_block(user.op) != Some(block))
}

/// A block with what comparing it needs.
struct BlockData {
    block: BlockId,
    ops: Vec<OpId>,
    hash: u64,
    /// For each op with results, how many values the block defines before
    /// it (arguments first).
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(ir: &Ir, block: BlockId) -> Self {
        let ops: Vec<OpId> = ir.block_ops(block).collect();
        let mut order = FxHashMap::default();
        let mut next = ir.block_arguments(block).len();
        let mut hash: u64 = 0;
        for &op in &ops {
            let results = ir.results(op).len();
            if results > 0 {
                order.insert(op, next);
                next += results;
            }
            hash = hash.rotate_left(5) ^ shape_hash(ir, op);
        }
        BlockData {
            block,
            ops,
            hash,
            order,
        }
    }

    /// The position among the block's values of `value`, defined in it.
    fn order_of(&self, ir: &Ir, value: Value) -> Option<usize> {
        match ir.value_def(value) {
            ValueDef::BlockArgument { index, .. } => Some(index as usize),
            ValueDef::OpResult { op, index } => {
                self.order.get(&op).map(|start| start + index as usize)
            }
            _ => None,
        }
    }
}

/// A leader block and the blocks identical to it.
struct Cluster {
    leader: BlockData,
    members: Vec<BlockId>,
    /// (op position, operand index) of the operands that differ between the
    /// blocks and become new arguments, in order.
    mismatched: BTreeSet<(usize, usize)>,
}

impl Cluster {
    fn new(leader: BlockData) -> Self {
        Cluster {
            leader,
            members: Vec::new(),
            mismatched: BTreeSet::new(),
        }
    }

    /// Adds `data`'s block if it is identical to the leader.
    fn add(&mut self, ir: &Ir, data: &BlockData) -> bool {
        let (leader, block) = (self.leader.block, data.block);
        if self.leader.hash != data.hash
            || self.leader.ops.len() != data.ops.len()
            || !ir
                .block_arguments(leader)
                .iter()
                .map(|&a| ir.value_type(a))
                .eq(ir.block_arguments(block).iter().map(|&a| ir.value_type(a)))
        {
            return false;
        }
        let mut mismatched = Vec::new();
        for (position, (&lhs, &rhs)) in self.leader.ops.iter().zip(&data.ops).enumerate() {
            if !same_shape(ir, lhs, rhs) {
                return false;
            }
            for (index, (l, r)) in ir.operands(lhs).zip(ir.operands(rhs)).enumerate() {
                if l == r {
                    continue;
                }
                if ir.value_type(l) != ir.value_type(r) {
                    return false;
                }
                let l_inside = ir.value_parent_block(l) == Some(leader);
                let r_inside = ir.value_parent_block(r) == Some(block);
                if l_inside != r_inside {
                    return false;
                }
                if !l_inside {
                    if !passable(ir, leader, l) || !passable(ir, block, r) {
                        return false;
                    }
                    mismatched.push((position, index));
                } else if self.leader.order_of(ir, l) != data.order_of(ir, r) {
                    return false;
                }
            }
            let results_escape = |op: OpId, owner: BlockId| {
                ir.results(op)
                    .iter()
                    .any(|&result| used_outside(ir, result, owner))
            };
            if results_escape(lhs, leader) || results_escape(rhs, block) {
                return false;
            }
        }
        self.mismatched.extend(mismatched);
        self.members.push(block);
        true
    }

    /// Merges the members into the leader; returns whether it did.
    fn merge(self, ir: &mut Ir) -> bool {
        if self.members.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.mismatched.is_empty() && !self.pass_new_arguments(ir) {
            return false;
        }
        for &member in &self.members {
            for user in ir.block_uses(member).collect::<Vec<_>>() {
                let _ = ir.set_successor(user.op, user.index as usize, leader);
            }
            let _ = ir.erase_block(member);
        }
        true
    }

    /// Gives the leader one argument per differing operand (one per
    /// redundant group) and has every predecessor of every block of the
    /// cluster pass its block's values. Changes nothing and returns `false`
    /// if a predecessor cannot take more operands.
    fn pass_new_arguments(&self, ir: &mut Ir) -> bool {
        let blocks: Vec<BlockId> = std::iter::once(self.leader.block)
            .chain(self.members.iter().copied())
            .collect();
        let slots: Vec<(usize, usize)> = self.mismatched.iter().copied().collect();
        // The differing values, per block of the cluster.
        let values: Vec<Vec<Value>> = blocks
            .iter()
            .map(|&block| {
                let ops: Vec<OpId> = ir.block_ops(block).collect();
                slots
                    .iter()
                    .filter_map(|&(position, index)| ir.operand(ops[position], index))
                    .collect()
            })
            .collect();
        if values.iter().any(|list| list.len() != slots.len()) {
            return false;
        }
        let replacement = redundant_arguments(&values);
        let pruned: Vec<Vec<Value>> = values
            .iter()
            .map(|list| {
                list.iter()
                    .enumerate()
                    .filter(|(k, _)| !replacement.contains_key(k))
                    .map(|(_, &value)| value)
                    .collect()
            })
            .collect();
        // Predecessors first: they are the part that can fail.
        let mut appended: Vec<BlockOperand> = Vec::new();
        for (block, list) in blocks.iter().zip(&pruned) {
            for user in ir.block_uses(*block).collect::<Vec<_>>() {
                for &value in list {
                    if !append_successor_operand(ir, user.op, user.index as usize, value) {
                        for undo in appended.into_iter().rev() {
                            remove_last_forwarded_operand(ir, undo.op, undo.index as usize);
                        }
                        return false;
                    }
                    appended.push(user);
                }
            }
        }
        // Then the leader's arguments, which its ops now read.
        let leader = self.leader.block;
        let mut argument_of: Vec<Option<Value>> = vec![None; slots.len()];
        for (k, &value) in values[0].iter().enumerate() {
            if replacement.contains_key(&k) {
                continue;
            }
            let location = ir.value_location(value);
            argument_of[k] = ir
                .add_block_argument(leader, ir.value_type(value), location)
                .ok();
        }
        for (k, &(position, index)) in slots.iter().enumerate() {
            let argument = argument_of[*replacement.get(&k).unwrap_or(&k)];
            if let Some(argument) = argument {
                let _ = ir.set_operand(self.leader.ops[position], index, argument);
            }
        }
        true
    }
}

/// Which new arguments repeat an earlier one in every block's list (MLIR's
/// `pruneRedundantArguments`): argument `j` maps to the first `k` whose
/// value in the leader's list is the same, if the other lists agree.
fn redundant_arguments(values: &[Vec<Value>]) -> FxHashMap<usize, usize> {
    let mut replacement = FxHashMap::default();
    let Some(first) = values.first() else {
        return replacement;
    };
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &value) in first.iter().enumerate() {
        first_index.entry(value).or_insert(j);
    }
    for (j, value) in first.iter().enumerate() {
        let k = first_index[value];
        if k != j && values[1..].iter().all(|list| list[k] == list[j]) {
            replacement.insert(j, k);
        }
    }
    replacement
}

/// Whether a branch into `block` can pass `value`: not when it is a result
/// of the terminator of one of `block`'s predecessors (it would not
/// dominate the branch that passes it).
fn passable(ir: &Ir, block: BlockId, value: Value) -> bool {
    let ValueDef::OpResult { op, .. } = ir.value_def(value) else {
        return true;
    };
    let Some(parent) = ir.op_parent_block(op) else {
        return true;
    };
    if ir.last_op(parent) != Some(op) {
        return true;
    }
    !ir.predecessors(block)
        .any(|predecessor| predecessor == parent)
}

/// `dropRedundantArguments` for one block.
fn drop_redundant_arguments_of(ir: &mut Ir, block: BlockId) -> bool {
    let uses: Vec<BlockOperand> = ir.block_uses(block).collect();
    if uses.is_empty() {
        return false;
    }
    // Every predecessor must say what it forwards.
    let mut starts = Vec::with_capacity(uses.len());
    for user in &uses {
        let Some(successor_operands) = ir
            .op_definition(user.op)
            .and_then(|definition| definition.successor_operands)
        else {
            return false;
        };
        let range = successor_operands(ir, user.op, user.index as usize);
        if range.len() != ir.block_arguments(block).len() {
            return false;
        }
        starts.push(range.start);
    }
    let mut dropped = Vec::new();
    for index in 0..ir.block_arguments(block).len() {
        let argument = ir.block_arguments(block)[index];
        let mut passed = uses
            .iter()
            .zip(&starts)
            .map(|(user, start)| ir.operand(user.op, start + index));
        let Some(Some(common)) = passed.next() else {
            continue;
        };
        if common == argument || !passed.all(|value| value == Some(common)) {
            continue;
        }
        if ir.replace_all_uses_with(argument, common).is_ok() {
            dropped.push(index);
        }
    }
    let mut branches: Vec<OpId> = uses.iter().map(|user| user.op).collect();
    branches.sort_unstable();
    branches.dedup();
    // Branches whose edits can be undone first.
    branches.sort_by_key(|&branch| has_eraser(ir, branch));
    let mut changed = !dropped.is_empty();
    for &index in dropped.iter().rev() {
        let mut undo = Vec::new();
        let removed = branches
            .iter()
            .all(|&branch| erase_forwarded_operand(ir, branch, block, index, &mut undo));
        if removed {
            changed |= ir.erase_argument(block, index).is_ok();
        } else {
            // The argument stays, unused.
            restore(ir, undo);
        }
    }
    changed
}

#[cfg(test)]
#[path = "block_merge_tests.rs"]
mod tests;
