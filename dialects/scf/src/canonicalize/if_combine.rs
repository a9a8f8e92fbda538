//! `CombineIfs` (MLIR's pattern of that name on `scf.if`): two adjacent
//! `if`s on the same condition (or on a condition and its negation) become
//! one whose regions run the first's code, then the second's.
//!
//! ```text
//! %a = scf.if %c -> (i32) {             %r:2 = scf.if %c -> (i32, i32) {
//!   A                                     A
//!   scf.yield %x : i32                    B   (uses of %a: %x)
//! } else { C ... %y }              =>     scf.yield %x, %z : i32, i32
//! %b = scf.if %c -> (i32) {             } else {
//!   B ... scf.yield %z : i32              C
//! } else { D ... %w }                     D   (uses of %a: %y)
//!                                         scf.yield %y, %w : i32, i32
//!                                       }
//! ```

use strata_ir::{BlockId, OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{negated_condition, op_region, region_is_ancestor, terminator, yielded};
use crate::{IfOp, YieldOp};

/// Merges an `scf.if` into the `scf.if` right before it when their
/// conditions are equal or opposite.
pub struct CombineIfs;

impl RewritePattern for CombineIfs {
    fn name(&self) -> &'static str {
        "CombineIfs"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(IfOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        next_if: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let Some(prev_if) = ir
            .prev_op(next_if)
            .filter(|&p| ir.op_name_str(p) == IfOp::NAME)
        else {
            return Err(MatchFailure("no scf.if right before".into()));
        };
        let (prev, next) = (IfOp(prev_if), IfOp(next_if));
        let (prev_condition, next_condition) = (prev.condition(ir), next.condition(ir));
        let next_else_block = ir.last_block(next.else_region(ir));
        let next_then_block = ir.last_block(next.then_region(ir));
        // The blocks of `next_if` that run when `prev_if`'s then and else
        // regions do.
        let (mut next_then, mut next_else): (Option<BlockId>, Option<BlockId>) = (None, None);
        if next_condition == prev_condition {
            next_then = next_then_block;
            next_else = next_else_block;
        }
        if negated_condition(ir, next_condition) == Some(prev_condition)
            || negated_condition(ir, prev_condition) == Some(next_condition)
        {
            next_else = next_then_block;
            if next_else_block.is_some() {
                next_then = next_else_block;
            }
        }
        if next_then.is_none() && next_else.is_none() {
            return Err(MatchFailure("the conditions are unrelated".into()));
        }

        // Uses of the first if's results inside the second become what
        // the first yields on the same path.
        let prev_then_values = yielded(ir, prev.then_region(ir));
        let prev_else_values = if ir.entry_block(prev.else_region(ir)).is_some() {
            yielded(ir, prev.else_region(ir))
        } else {
            Vec::new()
        };
        let prev_results = ir.results(prev_if).to_vec();
        for ((&result, &then_value), &else_value) in prev_results
            .iter()
            .zip(&prev_then_values)
            .zip(&prev_else_values)
        {
            let uses: Vec<_> = rewriter.ir_ref().uses(result).collect();
            for use_ in uses {
                let ir = rewriter.ir_ref();
                let region = op_region(ir, use_.op);
                let inside = |block: Option<BlockId>| {
                    block
                        .and_then(|b| ir.block_parent_region(b))
                        .is_some_and(|r| region_is_ancestor(ir, r, region))
                };
                let value = if inside(next_then) {
                    then_value
                } else if inside(next_else) {
                    else_value
                } else {
                    continue;
                };
                rewriter.modify_op_in_place(use_.op, |ir, user| {
                    ir.set_operand(user, use_.index as usize, value)
                })?;
            }
        }

        let ir = rewriter.ir_ref();
        let mut types: Vec<Type> = ir.result_type_iter(prev_if).collect();
        types.extend(ir.result_type_iter(next_if));
        let location = ir.op_location(next_if);
        let (prev_then_region, prev_else_region) = (prev.then_region(ir), prev.else_region(ir));
        let state = IfOp::build_state(rewriter.ir(), location, prev_condition, &types);
        let combined = rewriter.create(state)?;
        let ir = rewriter.ir_ref();
        let (then_region, else_region) = (
            IfOp(combined).then_region(ir),
            IfOp(combined).else_region(ir),
        );

        rewriter.inline_region_before(prev_then_region, then_region, None)?;
        if let Some(next_then) = next_then {
            append_block(rewriter, next_then, then_region)?;
        }
        rewriter.inline_region_before(prev_else_region, else_region, None)?;
        if let Some(next_else) = next_else {
            if rewriter.ir_ref().entry_block(else_region).is_none() {
                let region = rewriter
                    .ir_ref()
                    .block_parent_region(next_else)
                    .ok_or_else(|| MatchFailure("the block is detached".into()))?;
                rewriter.inline_region_before(region, else_region, None)?;
            } else {
                append_block(rewriter, next_else, else_region)?;
            }
        }

        let combined_results = rewriter.ir_ref().results(combined).to_vec();
        let (prev_values, next_values) = combined_results.split_at(prev_results.len());
        rewriter.replace_op(prev_if, prev_values)?;
        Ok(rewriter.replace_op(next_if, next_values)?)
    }
}

/// Appends the ops of `block` to the last block of `region`, one yield of
/// both yields' values ending them.
fn append_block(
    rewriter: &mut PatternRewriter<'_>,
    block: BlockId,
    region: strata_ir::RegionId,
) -> Result<(), MatchFailure> {
    let ir = rewriter.ir_ref();
    let first_yield =
        terminator(ir, region).ok_or_else(|| MatchFailure("the region has no yield".into()))?;
    let second_yield = ir
        .last_op(block)
        .ok_or_else(|| MatchFailure("the block has no yield".into()))?;
    let dest = ir
        .last_block(region)
        .ok_or_else(|| MatchFailure("the region has no block".into()))?;
    let mut values: Vec<Value> = ir.operands(first_yield).collect();
    values.extend(ir.operands(second_yield));
    let location = ir.op_location(second_yield);
    rewriter.merge_blocks(block, dest, &[])?;
    rewriter.set_insertion_point_to_end(dest);
    let state = YieldOp::build_state(rewriter.ir(), location, &values);
    rewriter.create(state)?;
    rewriter.erase_op(first_yield)?;
    Ok(rewriter.erase_op(second_yield)?)
}
