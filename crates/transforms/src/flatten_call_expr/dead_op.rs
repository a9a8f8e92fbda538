//! The pattern that erases an op of an expression whose value nothing
//! uses and that has no effects: what is left of a nested tree whose
//! value was unused (kept for the calls in it) once its calls are hoisted.
//!
//! ```text
//! %t__tmp_v0 = func.call @f(%a) : (i32) -> i32     %t__tmp_v0 = func.call @f(%a) : (i32) -> i32
//! %r = expr.tree : i32 {                           %r = expr.tree : i32 {
//!   %0 = expr.tree : i32 {                   =>      %z = arith.constant 0 : i32
//!     %1 = ub.poison : i32                           expr.yield %z : i32
//!     expr.yield %1 : i32                          }
//!   }
//!   %z = arith.constant 0 : i32
//!   expr.yield %z : i32
//! }
//! ```

use strata_interfaces::side_effects::is_op_trivially_dead;
use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::trees::in_tree;

/// Erases a dead op inside an `expr.tree`.
pub struct EraseDeadOpInTree;

impl RewritePattern for EraseDeadOpInTree {
    fn name(&self) -> &'static str {
        "EraseDeadOpInTree"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Matching(in_tree)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        if !is_op_trivially_dead(ir, op) {
            return Err(MatchFailure("not a dead op of an expression".into()));
        }
        rewriter
            .erase_op(op)
            .map_err(|e| MatchFailure::from(e.to_string()))
    }
}
