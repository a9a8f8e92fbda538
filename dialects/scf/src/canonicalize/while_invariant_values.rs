//! `RemoveLoopInvariantValueYielded` (MLIR's pattern of that name on
//! `scf.while`): a value `scf.condition` forwards that is defined outside
//! the `before` block is the same in every iteration; the `after` argument
//! and the result it fills become that value.
//!
//! ```text
//! %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {    %r = scf.while (%a = %x) : (i32) -> i32 {
//!   scf.condition(%c) %a, %y : i32, i32           =>      scf.condition(%c) %a : i32
//! } do {                                                } do {
//! ^bb0(%n: i32, %m: i32):                               ^bb0(%n: i32):
//!   func.call @use(%m) : (i32) -> ()                      func.call @use(%y) : (i32) -> ()
//! ```
//!
//! (uses of `%r#1` use `%y`).

use strata_ir::{Location, OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::while_support::{WhileParts, create_block, create_while, replace_condition};
use crate::WhileOp;

/// Forwards the loop-invariant values `scf.condition` passes on.
pub struct RemoveLoopInvariantValueYielded;

impl RewritePattern for RemoveLoopInvariantValueYielded {
    fn name(&self) -> &'static str {
        "RemoveLoopInvariantValueYielded"
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
        let forwarded = parts.condition_args(rewriter);
        let ir = rewriter.ir_ref();
        let invariant: Vec<bool> = forwarded
            .iter()
            .map(|&v| ir.value_parent_block(v) != Some(parts.before))
            .collect();
        if !invariant.iter().any(|&i| i) {
            return Err(MatchFailure(
                "every forwarded value is computed in the loop".into(),
            ));
        }
        let after_args = ir.block_arguments(parts.after).to_vec();
        let mut kept = Vec::new();
        let mut new_arguments: Vec<(Type, Location)> = Vec::new();
        for (index, &value) in forwarded.iter().enumerate() {
            if !invariant[index] {
                kept.push(value);
                new_arguments.push((
                    ir.value_type(value),
                    ir.block_argument_location(parts.after, index),
                ));
            }
        }
        let types: Vec<Type> = new_arguments.iter().map(|&(ty, _)| ty).collect();
        let location = ir.op_location(op);
        let inits = WhileOp(op).inits(ir);
        let before_region = WhileOp(op).before(ir);

        replace_condition(rewriter, parts.condition_op, condition, &kept)?;
        rewriter.set_insertion_point_before(op);
        let new_while = create_while(rewriter, location, &types, &inits, false)?;
        let new_after_region = WhileOp(new_while).after(rewriter.ir_ref());
        let new_after = create_block(rewriter, new_after_region, &new_arguments)?;
        let new_after_args = rewriter.ir_ref().block_arguments(new_after).to_vec();
        let new_results = rewriter.ir_ref().results(new_while).to_vec();
        let (mut arguments, mut results): (Vec<Value>, Vec<Value>) = (Vec::new(), Vec::new());
        let mut next = 0;
        for (index, &value) in forwarded.iter().enumerate() {
            if invariant[index] {
                arguments.push(value);
                results.push(value);
            } else {
                arguments.push(new_after_args[next]);
                results.push(new_results[next]);
                next += 1;
            }
        }
        debug_assert_eq!(arguments.len(), after_args.len());
        rewriter.merge_blocks(parts.after, new_after, &arguments)?;
        let new_before_region = WhileOp(new_while).before(rewriter.ir_ref());
        rewriter.inline_region_before(before_region, new_before_region, None)?;
        Ok(rewriter.replace_op(op, &results)?)
    }
}
