//! `WhileConditionTruth` (MLIR's pattern of that name on `scf.while`): the
//! `after` region only runs when the condition holds, so an `after`
//! argument that `scf.condition` filled with the condition itself is
//! `true` there.
//!
//! ```text
//! scf.while (...) {                           %true = arith.constant true
//!   scf.condition(%c) %c : i1                 scf.while (...) {
//! } do {                              =>        scf.condition(%c) %c : i1
//! ^bb0(%b: i1):                               } do {
//!   func.call @use(%b) : (i1) -> ()           ^bb0(%b: i1):
//!                                               func.call @use(%true) : (i1) -> ()
//! ```

use strata_ir::{OpId, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::create_bool;
use super::while_support::WhileParts;
use crate::WhileOp;

/// Replaces `after` arguments that carry the loop condition by `true`.
pub struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn name(&self) -> &'static str {
        "WhileConditionTruth"
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
        let after_args = rewriter.ir_ref().block_arguments(parts.after).to_vec();
        let location = rewriter.ir_ref().op_location(op);
        let mut constant_true: Option<Value> = None;
        let mut replaced = false;
        for (value, argument) in forwarded.into_iter().zip(after_args) {
            if value != condition || rewriter.ir_ref().use_empty(argument) {
                continue;
            }
            let truth = match constant_true {
                Some(truth) => truth,
                None => *constant_true.insert(create_bool(rewriter, location, true)?),
            };
            rewriter.replace_all_uses_with(argument, truth)?;
            replaced = true;
        }
        if replaced {
            Ok(())
        } else {
            Err(MatchFailure(
                "no used after argument carries the condition".into(),
            ))
        }
    }
}
