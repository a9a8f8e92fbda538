//! `RemoveStaticCondition` (MLIR's pattern of that name on `scf.if`): an
//! `if` on a constant condition becomes the region that runs.
//!
//! ```text
//! %true = arith.constant true
//! %r = scf.if %true -> (i32) {          %s = arith.addi %a, %b : i32
//!   %s = arith.addi %a, %b : i32   =>   (uses of %r use %s)
//!   scf.yield %s : i32
//! } else { ... }
//! ```
//!
//! A false condition with no `else` region erases the `if`.

use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{constant_bool, replace_op_with_region};
use crate::IfOp;

/// An `scf.if` on a constant condition becomes the region that runs.
pub struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn name(&self) -> &'static str {
        "RemoveStaticCondition"
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
        let Some(condition) = constant_bool(ir, if_op.condition(ir)) else {
            return Err(MatchFailure("the condition is not a constant".into()));
        };
        let (then_region, else_region) = (if_op.then_region(ir), if_op.else_region(ir));
        if condition {
            replace_op_with_region(rewriter, op, then_region, &[])
        } else if ir.entry_block(else_region).is_some() {
            replace_op_with_region(rewriter, op, else_region, &[])
        } else {
            Ok(rewriter.erase_op(op)?)
        }
    }
}
