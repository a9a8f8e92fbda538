//! `RemoveUnusedResults` (MLIR's pattern of that name on `scf.if`): the
//! results nobody uses go, with what both regions yield for them.
//!
//! ```text
//! %r:2 = scf.if %c -> (i32, i32) {       %r = scf.if %c -> (i32) {
//!   scf.yield %a, %b : i32, i32     =>     scf.yield %b : i32
//! } else {                               } else {
//!   scf.yield %b, %a : i32, i32            scf.yield %a : i32
//! }                                      }
//! "use"(%r#1)                            "use"(%r)
//! ```

use strata_ir::{OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::terminator;
use crate::IfOp;

/// Removes the unused results of an `scf.if`.
pub struct RemoveUnusedResults;

impl RewritePattern for RemoveUnusedResults {
    fn name(&self) -> &'static str {
        "RemoveUnusedResults"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(IfOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let if_op = IfOp(op);
        let results = ir.results(op).to_vec();
        let used: Vec<usize> = (0..results.len())
            .filter(|&i| !ir.use_empty(results[i]))
            .collect();
        if used.len() == results.len() {
            return Err(MatchFailure("every result is used".into()));
        }
        let types: Vec<Type> = used.iter().map(|&i| ir.value_type(results[i])).collect();
        let condition = if_op.condition(ir);
        let location = ir.op_location(op);
        let old_regions = [if_op.then_region(ir), if_op.else_region(ir)];
        let state = IfOp::build_state(rewriter.ir(), location, condition, &types);
        let new_if = rewriter.create(state)?;
        let new_regions = [
            IfOp(new_if).then_region(rewriter.ir_ref()),
            IfOp(new_if).else_region(rewriter.ir_ref()),
        ];
        for (old, new) in old_regions.into_iter().zip(new_regions) {
            let dest = rewriter.ir().append_new_block(new)?;
            let source = rewriter
                .ir_ref()
                .entry_block(old)
                .ok_or_else(|| MatchFailure("an if with results has both regions".into()))?;
            rewriter.merge_blocks(source, dest, &[])?;
            let yield_op = terminator(rewriter.ir_ref(), new)
                .ok_or_else(|| MatchFailure("the region has no terminator".into()))?;
            let kept: Vec<Value> = used
                .iter()
                .filter_map(|&i| rewriter.ir_ref().operand(yield_op, i))
                .collect();
            rewriter
                .modify_op_in_place(yield_op, |ir, yield_op| ir.set_operands(yield_op, &kept))?;
        }
        let new_results = rewriter.ir_ref().results(new_if).to_vec();
        for (&i, &new) in used.iter().zip(&new_results) {
            rewriter.replace_all_uses_with(results[i], new)?;
        }
        Ok(rewriter.erase_op(op)?)
    }
}
