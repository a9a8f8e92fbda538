//! `ReplaceIfYieldWithConditionOrValue` (MLIR's pattern of that name on
//! `scf.if`): a result both regions yield the same value for is that
//! value; one that is `true` in `then` and `false` in `else` is the
//! condition; the opposite is its negation.
//!
//! ```text
//! %r:2 = scf.if %c -> (i1, i32) {        %r:2 = scf.if %c -> (i1, i32) { ... }
//!   scf.yield %true, %a : i1, i32   =>   (uses of %r#0 use %c, of %r#1 use %a)
//! } else {
//!   scf.yield %false, %a : i1, i32
//! }
//! ```
//!
//! The results stay; the region-branch patterns drop them afterwards.

use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{constant_bool, create_bool, yielded};
use crate::IfOp;

/// Forwards the results of an `scf.if` that are a value or its condition.
pub struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn name(&self) -> &'static str {
        "ReplaceIfYieldWithConditionOrValue"
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
        if results.is_empty() {
            return Err(MatchFailure("the if has no results".into()));
        }
        let then_values = yielded(ir, if_op.then_region(ir));
        let else_values = yielded(ir, if_op.else_region(ir));
        let condition = if_op.condition(ir);
        let location = ir.op_location(op);
        rewriter.set_insertion_point_before(op);
        let mut changed = false;
        for ((t, e), result) in then_values.into_iter().zip(else_values).zip(results) {
            if rewriter.ir_ref().use_empty(result) {
                continue;
            }
            if t == e {
                rewriter.replace_all_uses_with(result, t)?;
                changed = true;
                continue;
            }
            let ir = rewriter.ir_ref();
            let (Some(t), Some(e)) = (constant_bool(ir, t), constant_bool(ir, e)) else {
                continue;
            };
            if !t && e {
                let one = create_bool(rewriter, location, true)?;
                let ty = rewriter.ir_ref().value_type(condition);
                let state = strata_arith::ops::integer::XOrIOp::build_state(
                    rewriter.ir(),
                    location,
                    condition,
                    one,
                    ty,
                );
                let not = rewriter.create(state)?;
                let not = rewriter.ir_ref().results(not)[0];
                rewriter.replace_all_uses_with(result, not)?;
                changed = true;
            } else if t && !e {
                rewriter.replace_all_uses_with(result, condition)?;
                changed = true;
            }
        }
        if changed {
            Ok(())
        } else {
            Err(MatchFailure("no result is a value or the condition".into()))
        }
    }
}
