//! `ForallOpControlOperandsFolder` (MLIR's pattern of that name on
//! `scf.forall`): bounds and steps given as constant values become
//! integers of the static lists.
//!
//! ```text
//! %c0 = arith.constant 0 : index
//! %c4 = arith.constant 4 : index
//! scf.forall (%i) = (%c0) to (%c4) step (%s) {    =>   scf.forall (%i) = (0) to (4) step (%s) {
//! ```

use strata_arith::canonicalize::constant_int;
use strata_ir::{Ir, OpId};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use crate::ForallOp;
use crate::ops::forall::Mixed;
use crate::ops::forall_bounds::ForallBounds;

/// Moves constant bounds and steps of an `scf.forall` into its static lists.
pub struct ForallOpControlOperandsFolder;

impl RewritePattern for ForallOpControlOperandsFolder {
    fn name(&self) -> &'static str {
        "ForallOpControlOperandsFolder"
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
        let mut bounds = ForallBounds::of(ir, ForallOp(op));
        let folded = [&mut bounds.lower, &mut bounds.upper, &mut bounds.step]
            .into_iter()
            .fold(false, |folded, list| fold_constants(ir, list) | folded);
        if !folded {
            return Err(MatchFailure("no bound or step is a constant value".into()));
        }
        Ok(rewriter.modify_op_in_place(op, |ir, op| bounds.assign_to(ir, ForallOp(op)))?)
    }
}

/// MLIR's `foldDynamicIndexList`: each value that is an integer constant
/// (one that fits in 64 bits) becomes that integer. Whether any did.
fn fold_constants(ir: &Ir, list: &mut [Mixed]) -> bool {
    let mut folded = false;
    for entry in list {
        if let Mixed::Dynamic(value) = *entry
            && let Some(constant) = constant_int(ir, value)
                .and_then(|constant| constant.to_i128())
                .and_then(|constant| i64::try_from(constant).ok())
        {
            *entry = Mixed::Static(constant);
            folded = true;
        }
    }
    folded
}
