//! `WhileUnusedResult` (MLIR's pattern of that name on `scf.while`): a
//! value `scf.condition` forwards that neither the `after` region nor any
//! user of the loop reads is no longer forwarded.
//!
//! ```text
//! %r:2 = scf.while ... -> (i32, i64) {          %r = scf.while ... -> (i32) {
//!   scf.condition(%c) %v, %w : i32, i64   =>      scf.condition(%c) %v : i32
//! } do {                                        } do {
//! ^bb0(%a: i32, %b: i64):                       ^bb0(%a: i32):
//!   "use"(%a) ...                                 "use"(%a) ...
//! }                                             }
//! "use"(%r#0)                                   "use"(%r)
//! ```

use strata_ir::{Location, OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::while_support::{
    WhileParts, create_block, create_while, erase_unused_arguments, replace_condition,
};
use crate::WhileOp;

/// Stops forwarding values nobody reads out of `scf.condition`.
pub struct WhileUnusedResult;

impl RewritePattern for WhileUnusedResult {
    fn name(&self) -> &'static str {
        "WhileUnusedResult"
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
        let results = ir.results(op).to_vec();
        let after_args = ir.block_arguments(parts.after).to_vec();
        let location = ir.op_location(op);
        let mut kept = Vec::new();
        let mut dropped = Vec::new();
        for (index, (&result, &argument)) in results.iter().zip(&after_args).enumerate() {
            if ir.use_empty(result) && ir.use_empty(argument) {
                dropped.push(index);
            } else {
                kept.push(index);
            }
        }
        if dropped.is_empty() {
            return Err(MatchFailure("every forwarded value is read".into()));
        }
        let new_args: Vec<Value> = kept.iter().map(|&i| forwarded[i]).collect();
        let arguments: Vec<(Type, Location)> = kept
            .iter()
            .map(|&i| (ir.value_type(results[i]), location))
            .collect();
        let types: Vec<Type> = arguments.iter().map(|&(ty, _)| ty).collect();
        let inits = WhileOp(op).inits(ir);
        let before_region = WhileOp(op).before(ir);

        replace_condition(rewriter, parts.condition_op, condition, &new_args)?;
        rewriter.set_insertion_point_before(op);
        let new_while = create_while(rewriter, location, &types, &inits, false)?;
        let new_after_region = WhileOp(new_while).after(rewriter.ir_ref());
        let new_after = create_block(rewriter, new_after_region, &arguments)?;
        let new_before_region = WhileOp(new_while).before(rewriter.ir_ref());
        rewriter.inline_region_before(before_region, new_before_region, None)?;
        erase_unused_arguments(rewriter, parts.after, &dropped)?;
        let new_after_args = rewriter.ir_ref().block_arguments(new_after).to_vec();
        rewriter.merge_blocks(parts.after, new_after, &new_after_args)?;
        let new_results = rewriter.ir_ref().results(new_while).to_vec();
        for (&index, &new) in kept.iter().zip(&new_results) {
            rewriter.replace_all_uses_with(results[index], new)?;
        }
        Ok(rewriter.erase_op(op)?)
    }
}
