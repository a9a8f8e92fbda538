//! `ForOpIterArgsFolder` (MLIR's pattern of that name on `scf.for`): a
//! loop-carried value goes when the body yields it unchanged, when the body
//! yields its initial value (so it holds that value in every iteration),
//! or when neither the body nor any user of the loop reads it; its uses
//! become the initial value.
//!
//! ```text
//! %r:2 = scf.for %i = %lb to %ub step %s          %r = scf.for %i = %lb to %ub step %s
//!     iter_args(%a = %x, %b = %y) -> (i32, i32) {      iter_args(%b = %y) -> (i32) {
//!   %n = func.call @f(%b) : (i32) -> i32     =>     %n = func.call @f(%b) : (i32) -> i32
//!   scf.yield %a, %n : i32, i32                     scf.yield %n : i32
//! }                                               }
//! (uses of %r#0 use %x, of %r#1 use %r)
//! ```

use strata_ir::{OpId, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{create_for, yielded};
use crate::{ForOp, YieldOp};

/// Removes the loop-carried values of an `scf.for` that carry nothing.
pub struct ForOpIterArgsFolder;

impl RewritePattern for ForOpIterArgsFolder {
    fn name(&self) -> &'static str {
        "ForOpIterArgsFolder"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(ForOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let for_op = ForOp(op);
        let region = for_op.region(ir);
        let old_block = ir
            .entry_block(region)
            .ok_or_else(|| MatchFailure("the loop has no body".into()))?;
        let inits = for_op.init_args(ir);
        let iter_args = ir.block_arguments(old_block)[1..].to_vec();
        let results = ir.results(op).to_vec();
        let yields = yielded(ir, region);
        // `Some(init)` for each value that is forwarded, `None` for a kept one.
        let forwarded: Vec<Option<Value>> = (0..results.len())
            .map(|i| {
                let carries_nothing = iter_args[i] == yields[i]
                    || inits[i] == yields[i]
                    || (ir.use_empty(iter_args[i]) && ir.use_empty(results[i]));
                carries_nothing.then_some(inits[i])
            })
            .collect();
        if forwarded.iter().all(Option::is_none) {
            return Err(MatchFailure("every loop-carried value is needed".into()));
        }
        let kept_inits: Vec<Value> = (0..results.len())
            .filter(|&i| forwarded[i].is_none())
            .map(|i| inits[i])
            .collect();
        let new_for = create_for(rewriter, op, &kept_inits)?;
        let ir = rewriter.ir_ref();
        let new_block = ir
            .entry_block(ForOp(new_for).region(ir))
            .ok_or_else(|| MatchFailure("the new loop has no body".into()))?;
        let new_arguments = ir.block_arguments(new_block).to_vec();
        let new_results = ir.results(new_for).to_vec();
        let mut transfer = vec![new_arguments[0]];
        let mut replacements = Vec::with_capacity(results.len());
        let mut kept = 0;
        for forward in &forwarded {
            match forward {
                Some(init) => {
                    transfer.push(*init);
                    replacements.push(*init);
                }
                None => {
                    transfer.push(new_arguments[1 + kept]);
                    replacements.push(new_results[kept]);
                    kept += 1;
                }
            }
        }
        if kept_inits.is_empty() {
            // The new body already ends in an empty yield: the old ops go
            // before it and the old yield goes.
            let new_yield = ir
                .last_op(new_block)
                .ok_or_else(|| MatchFailure("the new body has no yield".into()))?;
            rewriter.inline_block_before(old_block, new_block, Some(new_yield), &transfer)?;
            let old_yield = rewriter
                .ir_ref()
                .prev_op(new_yield)
                .ok_or_else(|| MatchFailure("the old body had no yield".into()))?;
            rewriter.erase_op(old_yield)?;
        } else {
            rewriter.merge_blocks(old_block, new_block, &transfer)?;
            let merged_yield = rewriter
                .ir_ref()
                .last_op(new_block)
                .ok_or_else(|| MatchFailure("the body has no yield".into()))?;
            let ir = rewriter.ir_ref();
            let filtered: Vec<Value> = ir
                .operands(merged_yield)
                .zip(&forwarded)
                .filter(|(_, forward)| forward.is_none())
                .map(|(value, _)| value)
                .collect();
            let location = ir.op_location(merged_yield);
            rewriter.set_insertion_point_before(merged_yield);
            let state = YieldOp::build_state(rewriter.ir(), location, &filtered);
            rewriter.create(state)?;
            rewriter.erase_op(merged_yield)?;
        }
        Ok(rewriter.replace_op(op, &replacements)?)
    }
}
