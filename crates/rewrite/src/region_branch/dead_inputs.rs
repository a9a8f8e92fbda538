//! `RemoveDeadRegionBranchOpSuccessorInputs` (MLIR's pattern of that
//! name): successor inputs come in tied sets (an `scf.for` result and its
//! iteration argument; the inputs one operand feeds); a set nobody reads
//! goes entirely, with the operands that fed it.
//!
//! ```text
//! %r:2 = scf.for ... iter_args(%a = %x, %b = %y) -> (i32, i32) {     %r = scf.for ... iter_args(%b = %y) -> (i32) {
//!   "use"(%b) ...                                             =>       "use"(%b) ...
//!   scf.yield %x, %n : i32, i32                                        scf.yield %n : i32
//! }                                                                  }
//! (%r#0 and %a unused)
//! ```

use strata_ir::{BlockId, OpId, OperationState, Value};

use super::mapping::successor_mapping;
use crate::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

/// Removes the dead sets of tied successor inputs.
pub struct RemoveDeadRegionBranchOpSuccessorInputs(pub &'static str);

/// Puts `values` in one set of `sets`, merging the sets that already hold
/// any of them (MLIR's `EquivalenceClasses::unionSets`).
fn union(sets: &mut Vec<Vec<Value>>, values: &[Value]) {
    let mut merged: Vec<Value> = Vec::new();
    let mut index = 0;
    while index < sets.len() {
        if sets[index].iter().any(|v| values.contains(v)) {
            merged.extend(sets.remove(index));
        } else {
            index += 1;
        }
    }
    for &value in values {
        if !merged.contains(&value) {
            merged.push(value);
        }
    }
    sets.push(merged);
}

impl RewritePattern for RemoveDeadRegionBranchOpSuccessorInputs {
    fn name(&self) -> &'static str {
        "RemoveDeadRegionBranchOpSuccessorInputs"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let mapping = successor_mapping(ir, op)
            .ok_or_else(|| MatchFailure("not a region branch op".into()))?;
        let mut sets: Vec<Vec<Value>> = Vec::new();
        for (_, inputs) in &mapping.operand_to_inputs {
            union(&mut sets, inputs);
        }
        let dead: Vec<Value> = sets
            .into_iter()
            .filter(|set| set.iter().all(|&v| ir.use_empty(v)))
            .flatten()
            .collect();
        if dead.is_empty() {
            return Err(MatchFailure("no values to remove".into()));
        }
        // Operands to drop, by owner; arguments by block; results.
        let mut operands: Vec<(OpId, Vec<usize>)> = Vec::new();
        let mut arguments: Vec<(BlockId, Vec<usize>)> = Vec::new();
        let mut results: Vec<usize> = Vec::new();
        for &value in &dead {
            for operand in mapping.operands_of(value) {
                match operands.iter_mut().find(|(o, _)| *o == operand.op) {
                    Some((_, indices)) => indices.push(operand.index as usize),
                    None => operands.push((operand.op, vec![operand.index as usize])),
                }
            }
            if ir.defining_op(value) == Some(op) {
                if let Some(index) = ir.results(op).iter().position(|&r| r == value) {
                    results.push(index);
                }
            } else if let Some(block) = ir.value_parent_block(value) {
                let index = ir
                    .block_arguments(block)
                    .iter()
                    .position(|&a| a == value)
                    .ok_or_else(|| MatchFailure("not a block argument".into()))?;
                match arguments.iter_mut().find(|(b, _)| *b == block) {
                    Some((_, indices)) => indices.push(index),
                    None => arguments.push((block, vec![index])),
                }
            }
        }
        for (owner, mut indices) in operands {
            indices.sort_unstable();
            indices.dedup();
            rewriter.modify_op_in_place(owner, |ir, owner| {
                indices
                    .iter()
                    .rev()
                    .try_for_each(|&index| ir.erase_operand(owner, index))
            })?;
        }
        for (block, mut indices) in arguments {
            indices.sort_unstable();
            indices.dedup();
            for &index in indices.iter().rev() {
                rewriter.ir().erase_argument(block, index)?;
            }
        }
        if !results.is_empty() {
            erase_op_results(rewriter, op, &results)?;
        }
        Ok(())
    }
}

/// Replaces `op` by a copy without the results at `erased` (MLIR's
/// `RewriterBase::eraseOpResults`): same operands, attributes and
/// properties, its regions moved over; the other results' uses follow.
pub fn erase_op_results(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    erased: &[usize],
) -> Result<OpId, MatchFailure> {
    let ir = rewriter.ir_ref();
    let results = ir.results(op).to_vec();
    let kept: Vec<usize> = (0..results.len()).filter(|i| !erased.contains(i)).collect();
    let mut state = OperationState::new(ir, ir.op_name_str(op), ir.op_location(op));
    state.operands = ir.operands(op).collect();
    state.result_types = kept.iter().map(|&i| ir.value_type(results[i])).collect();
    state.successors = ir.successors(op).iter().copied().collect();
    state.attributes = ir.attributes(op);
    state.properties = ir.properties(op);
    let regions = ir.regions(op).to_vec();
    state.new_regions = regions.len();
    rewriter.set_insertion_point_before(op);
    let new_op = rewriter.create(state)?;
    let new_regions = rewriter.ir_ref().regions(new_op).to_vec();
    for (old, new) in regions.into_iter().zip(new_regions) {
        rewriter.inline_region_before(old, new, None)?;
    }
    let new_results = rewriter.ir_ref().results(new_op).to_vec();
    for (&index, &new) in kept.iter().zip(&new_results) {
        rewriter.replace_all_uses_with(results[index], new)?;
    }
    rewriter.erase_op(op)?;
    Ok(new_op)
}
