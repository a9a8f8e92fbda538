//! `WhileMoveIfDown` (MLIR's pattern of that name on `scf.while`): an
//! `scf.if` right before `scf.condition`, on the same condition and with
//! an `else` region that only yields, runs exactly when the `after` region
//! does; its `then` code moves to the start of the `after` region. The
//! values of the `before` block it reads are forwarded as extra `after`
//! arguments (and results, which nothing uses).
//!
//! ```text
//! scf.while (%a = %x) : (i32) -> i32 {          scf.while (%a = %x) : (i32) -> i32 {
//!   %c = func.call @cond(%a) : (i32) -> i1        %c = func.call @cond(%a) : (i32) -> i1
//!   %r = scf.if %c -> (i32) {                     scf.condition(%c) %a, %a : i32, i32
//!     %n = func.call @next(%a) : (i32) -> i32   } do {
//!     scf.yield %n : i32                  =>    ^bb0(%b: i32, %a2: i32):
//!   } else {                                      %n = func.call @next(%a2) : (i32) -> i32
//!     scf.yield %a : i32                          (uses of %b use %n)
//!   }
//!   scf.condition(%c) %r : i32
//! } do { ^bb0(%b: i32): ... }
//! ```

use strata_ir::{Ir, OpId, RegionId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::while_support::{WhileParts, create_while};
use super::{op_region, region_is_ancestor, terminator, value_region, yielded};
use crate::{IfOp, WhileOp};

/// Moves the `then` code of an `scf.if` guarding the loop body into the
/// `after` region.
pub struct WhileMoveIfDown;

/// The values defined outside `region` that ops in it use, in MLIR's
/// `visitUsedValuesDefinedAbove` order (ops visited in post-order), first
/// occurrences only.
fn used_values_defined_above(ir: &Ir, region: RegionId) -> Vec<Value> {
    let mut values = Vec::new();
    // (op, whether its regions were already pushed)
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    let push_region = |stack: &mut Vec<(OpId, bool)>, region: RegionId| {
        let ops: Vec<OpId> = ir
            .region_blocks(region)
            .flat_map(|b| ir.block_ops(b))
            .collect();
        stack.extend(ops.into_iter().rev().map(|op| (op, false)));
    };
    push_region(&mut stack, region);
    while let Some((op, expanded)) = stack.pop() {
        if !expanded {
            stack.push((op, true));
            for &nested in ir.regions(op).iter().rev() {
                push_region(&mut stack, nested);
            }
            continue;
        }
        for value in ir.operands(op) {
            if !region_is_ancestor(ir, region, value_region(ir, value)) && !values.contains(&value)
            {
                values.push(value);
            }
        }
    }
    values
}

impl RewritePattern for WhileMoveIfDown {
    fn name(&self) -> &'static str {
        "WhileMoveIfDown"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(WhileOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let parts = WhileParts::of(rewriter, op)?;
        let condition = parts.condition(rewriter)?;
        let ir = rewriter.ir_ref();
        let if_op = ir
            .prev_op(parts.condition_op)
            .filter(|&prev| ir.op_name_str(prev) == IfOp::NAME)
            .ok_or_else(|| MatchFailure("no scf.if right before scf.condition".into()))?;
        let (then_region, else_region) = (IfOp(if_op).then_region(ir), IfOp(if_op).else_region(ir));
        let else_does_work = ir
            .last_block(else_region)
            .is_some_and(|block| ir.block_ops(block).count() > 1);
        if IfOp(if_op).condition(ir) != condition || else_does_work {
            return Err(MatchFailure(
                "the scf.if does not guard the loop body".into(),
            ));
        }
        let then_block = ir
            .entry_block(then_region)
            .ok_or_else(|| MatchFailure("the then region has no block".into()))?;
        let before_region = WhileOp(op).before(ir);
        let after_region = WhileOp(op).after(ir);
        let location = ir.op_location(op);

        // Forwarded results of the if: the after region sees what `then`
        // yields, leaving the loop sees what `else` yields.
        let if_results = ir.results(if_op).to_vec();
        let then_values = yielded(ir, then_region);
        let else_values = yielded(ir, else_region);
        let after_args = ir.block_arguments(parts.after).to_vec();
        for (index, value) in parts.condition_args(rewriter).into_iter().enumerate() {
            if let Some(k) = if_results.iter().position(|&r| r == value) {
                rewriter.replace_all_uses_with(if_results[k], else_values[k])?;
                rewriter.replace_all_uses_with(after_args[index], then_values[k])?;
            }
        }

        let ir = rewriter.ir_ref();
        let extra: Vec<Value> = used_values_defined_above(ir, then_region)
            .into_iter()
            .filter(|&v| value_region(ir, v) == Some(before_region))
            .collect();
        let mut types: Vec<Type> = ir.result_type_iter(op).collect();
        let num_results = types.len();
        types.extend(extra.iter().map(|&v| ir.value_type(v)));
        let inits = WhileOp(op).inits(ir);
        let new_while = create_while(rewriter, location, &types, &inits, false)?;
        let ir = rewriter.ir_ref();
        let (new_before, new_after) = (WhileOp(new_while).before(ir), WhileOp(new_while).after(ir));
        rewriter.inline_region_before(before_region, new_before, None)?;
        rewriter.inline_region_before(after_region, new_after, None)?;
        let mut extra_args = Vec::with_capacity(extra.len());
        for &value in &extra {
            let ty = rewriter.ir_ref().value_type(value);
            extra_args.push(
                rewriter
                    .ir()
                    .add_block_argument(parts.after, ty, location)?,
            );
        }
        rewriter.modify_op_in_place(parts.condition_op, |ir, condition_op| {
            extra.iter().try_for_each(|&value| {
                ir.insert_operand(condition_op, ir.num_operands(condition_op), value)
            })
        })?;
        // The then region's uses of those values become the new arguments.
        for (&value, &arg) in extra.iter().zip(&extra_args) {
            let ir = rewriter.ir_ref();
            let inside: Vec<_> = ir
                .uses(value)
                .filter(|use_| region_is_ancestor(ir, then_region, op_region(ir, use_.op)))
                .collect();
            for use_ in inside {
                rewriter.modify_op_in_place(use_.op, |ir, user| {
                    ir.set_operand(user, use_.index as usize, arg)
                })?;
            }
        }
        let then_yield = terminator(rewriter.ir_ref(), then_region)
            .ok_or_else(|| MatchFailure("the then region has no yield".into()))?;
        rewriter.erase_op(then_yield)?;
        let first = rewriter.ir_ref().first_op(parts.after);
        rewriter.inline_block_before(then_block, parts.after, first, &[])?;
        rewriter.erase_op(if_op)?;
        let results = rewriter.ir_ref().results(new_while)[..num_results].to_vec();
        Ok(rewriter.replace_op(op, &results)?)
    }
}
