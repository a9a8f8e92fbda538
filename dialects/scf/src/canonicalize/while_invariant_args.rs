//! `RemoveLoopInvariantArgsFromBeforeBlock` (MLIR's pattern of that name
//! on `scf.while`): a `before` argument is loop-invariant when the body
//! yields back its initial value, or yields the `after` argument that
//! `scf.condition` filled with the `before` argument itself (or with its
//! initial value). It goes; its uses become the initial value.
//!
//! ```text
//! %r = scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {    %r = scf.while (%a = %x) : (i32) -> i32 {
//!   %c = func.call @cond(%b) : (i32) -> i1                      %c = func.call @cond(%y) : (i32) -> i1
//!   scf.condition(%c) %a : i32                        =>        scf.condition(%c) %a : i32
//! } do {                                                      } do {
//! ^bb0(%n: i32):                                              ^bb0(%n: i32):
//!   scf.yield %n, %y : i32, i32                                 scf.yield %n : i32
//! }                                                           }
//! ```

use strata_ir::{Location, OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::while_support::{WhileParts, create_block, create_while, replace_yield};
use crate::WhileOp;

/// Removes the loop-invariant arguments of an `scf.while`'s `before`
/// region.
pub struct RemoveLoopInvariantArgsFromBeforeBlock;

impl RewritePattern for RemoveLoopInvariantArgsFromBeforeBlock {
    fn name(&self) -> &'static str {
        "RemoveLoopInvariantArgsFromBeforeBlock"
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
        let ir = rewriter.ir_ref();
        let inits = WhileOp(op).inits(ir);
        let before_args = ir.block_arguments(parts.before).to_vec();
        let after_args = ir.block_arguments(parts.after).to_vec();
        let condition_args = parts.condition_args(rewriter);
        let yields: Vec<Value> = ir.operands(parts.yield_op).collect();
        let invariant = |index: usize| {
            let (init, yielded) = (inits[index], yields[index]);
            if yielded == init {
                return true;
            }
            after_args
                .iter()
                .position(|&arg| arg == yielded)
                .and_then(|k| condition_args.get(k))
                .is_some_and(|&forwarded| forwarded == before_args[index] || forwarded == init)
        };
        let invariants: Vec<bool> = (0..inits.len().min(yields.len())).map(invariant).collect();
        if !invariants.iter().any(|&i| i) {
            return Err(MatchFailure("no before argument is loop-invariant".into()));
        }
        let mut new_inits = Vec::new();
        let mut new_yields = Vec::new();
        let mut new_arguments: Vec<(Type, Location)> = Vec::new();
        for (index, &is_invariant) in invariants.iter().enumerate() {
            if !is_invariant {
                new_inits.push(inits[index]);
                new_yields.push(yields[index]);
                new_arguments.push((
                    ir.value_type(yields[index]),
                    ir.value_location(before_args[index]),
                ));
            }
        }
        let location = ir.op_location(op);
        let types: Vec<Type> = ir.result_type_iter(op).collect();
        let after_region = WhileOp(op).after(ir);

        replace_yield(rewriter, parts.yield_op, &new_yields)?;
        rewriter.set_insertion_point_before(op);
        let new_while = create_while(rewriter, location, &types, &new_inits, false)?;
        let new_before_region = WhileOp(new_while).before(rewriter.ir_ref());
        let new_before = create_block(rewriter, new_before_region, &new_arguments)?;
        let created = rewriter.ir_ref().block_arguments(new_before).to_vec();
        let mut next = created.into_iter();
        let replacements: Vec<Value> = invariants
            .iter()
            .enumerate()
            .map(|(index, &is_invariant)| {
                if is_invariant {
                    Some(inits[index])
                } else {
                    next.next()
                }
            })
            .collect::<Option<_>>()
            .ok_or_else(|| MatchFailure("argument count mismatch".into()))?;
        rewriter.merge_blocks(parts.before, new_before, &replacements)?;
        let new_after_region = WhileOp(new_while).after(rewriter.ir_ref());
        rewriter.inline_region_before(after_region, new_after_region, None)?;
        let results = rewriter.ir_ref().results(new_while).to_vec();
        Ok(rewriter.replace_op(op, &results)?)
    }
}
