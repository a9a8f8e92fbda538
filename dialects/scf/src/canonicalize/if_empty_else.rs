//! `RemoveEmptyElseBranch` (MLIR's pattern of that name on `scf.if`): an
//! `if` without results whose `else` region only yields loses it.
//!
//! ```text
//! scf.if %c {                      scf.if %c {
//!   func.call @f() : () -> ()  =>    func.call @f() : () -> ()
//! } else {                         }
//! }
//! ```

use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use crate::IfOp;

/// Drops an `else` region that only yields from an `if` without results.
pub struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn name(&self) -> &'static str {
        "RemoveEmptyElseBranch"
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
        if !ir.results(op).is_empty() {
            return Err(MatchFailure("the if has results".into()));
        }
        let only_yields = ir
            .last_block(if_op.else_region(ir))
            .is_some_and(|block| ir.block_ops(block).count() == 1);
        if !only_yields {
            return Err(MatchFailure("the else region does work".into()));
        }
        // MLIR's `cloneWithoutRegions`, then the `then` region moves over.
        let condition = if_op.condition(ir);
        let then_region = if_op.then_region(ir);
        let (location, attributes, properties) =
            (ir.op_location(op), ir.attributes(op), ir.properties(op));
        let mut state = IfOp::build_state(rewriter.ir(), location, condition, &[]);
        state.attributes = attributes;
        state.properties = properties;
        let new_if = rewriter.create(state)?;
        let new_then = IfOp(new_if).then_region(rewriter.ir_ref());
        rewriter.inline_region_before(then_region, new_then, None)?;
        Ok(rewriter.erase_op(op)?)
    }
}
