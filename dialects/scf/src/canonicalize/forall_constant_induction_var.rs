//! `ForallOpReplaceConstantInductionVar` (MLIR's pattern of that name on
//! `scf.forall`): a used induction variable of a dimension known to run
//! once is replaced by its lower bound.
//!
//! ```text
//! scf.forall (%i, %j) = (3, 0) to (4, %n)          %c3 = arith.constant 3 : index
//!     step (1, 1) {                          =>    scf.forall (%i, %j) = (3, 0) to (4, %n)
//!   use(%i, %j)                                        step (1, 1) {
//! }                                                  use(%c3, %j)
//!                                                  }
//! ```
//!
//! [`super::ForallOpSingleOrZeroIterationDimsFolder`], which runs first,
//! removes such dimensions outright unless the loop is mapped to
//! processing units.

use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::for_trivial_loops::mixed_trip_count;
use super::mixed_value;
use crate::ForallOp;
use crate::ops::forall_bounds::ForallBounds;

/// Replaces the induction variables of single-iteration dimensions of an
/// `scf.forall` by their lower bounds.
pub struct ForallOpReplaceConstantInductionVar;

impl RewritePattern for ForallOpReplaceConstantInductionVar {
    fn name(&self) -> &'static str {
        "ForallOpReplaceConstantInductionVar"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(ForallOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let forall = ForallOp(op);
        let bounds = ForallBounds::of(ir, forall);
        let location = ir.op_location(op);
        let mut replaced = false;
        for (index, induction_var) in forall.induction_vars(ir).into_iter().enumerate() {
            let ir = rewriter.ir_ref();
            if ir.use_empty(induction_var) {
                continue;
            }
            let (lower, upper, step) =
                (bounds.lower[index], bounds.upper[index], bounds.step[index]);
            let trips = mixed_trip_count(ir, lower, upper, step, true);
            if trips.and_then(|count| count.to_i128()) != Some(1) {
                continue;
            }
            rewriter.set_insertion_point_before(op);
            let lower = mixed_value(rewriter, location, lower)?;
            rewriter.replace_all_uses_with(induction_var, lower)?;
            replaced = true;
        }
        if replaced {
            Ok(())
        } else {
            Err(MatchFailure("no used induction variable runs once".into()))
        }
    }
}
