//! `WhileCmpCond` (MLIR's pattern of that name on `scf.while`): when the
//! loop condition is an `arith.cmpi` of a forwarded value, the same
//! comparison of the matching `after` argument is `true` in the `after`
//! region, and its inverse is `false`.
//!
//! ```text
//! scf.while (%a = %x) : (i32) -> i32 {       scf.while (%a = %x) : (i32) -> i32 {
//!   %c = arith.cmpi slt, %a, %n : i32          %c = arith.cmpi slt, %a, %n : i32
//!   scf.condition(%c) %a : i32          =>     scf.condition(%c) %a : i32
//! } do {                                     } do {
//! ^bb0(%b: i32):                             ^bb0(%b: i32):
//!   %d = arith.cmpi slt, %b, %n : i32          (uses of %d use %true)
//! ```

use strata_arith::attributes::{CMPI_PREDICATE, inverted_cmpi_predicate};
use strata_ir::{Ir, OpId};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::bool_state;
use super::while_support::WhileParts;
use crate::WhileOp;

/// Folds the loop condition's comparison repeated in the `after` region.
pub struct WhileCmpCond;

/// The predicate number of the `arith.cmpi` `op`.
fn predicate(ir: &Ir, op: OpId) -> Option<usize> {
    CMPI_PREDICATE.value(ir.ctx(), ir.attr(op, "predicate")?)
}

impl RewritePattern for WhileCmpCond {
    fn name(&self) -> &'static str {
        "WhileCmpCond"
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
        let ir = rewriter.ir_ref();
        let cmp = ir
            .defining_op(condition)
            .filter(|&cmp| ir.op_name_str(cmp) == "arith.cmpi")
            .ok_or_else(|| MatchFailure("the condition is not an arith.cmpi".into()))?;
        let cmp_operands: Vec<_> = ir.operands(cmp).collect();
        let cmp_predicate =
            predicate(ir, cmp).ok_or_else(|| MatchFailure("no cmpi predicate".into()))?;
        let forwarded = parts.condition_args(rewriter);
        let after_args = ir.block_arguments(parts.after).to_vec();
        let mut changed = false;
        for (value, argument) in forwarded.into_iter().zip(after_args) {
            for side in 0..2 {
                if value != cmp_operands[side] {
                    continue;
                }
                let users: Vec<OpId> = rewriter.ir_ref().uses(argument).map(|u| u.op).collect();
                for user in users {
                    let ir = rewriter.ir_ref();
                    if !ir.is_live(user) || ir.op_name_str(user) != "arith.cmpi" {
                        continue;
                    }
                    if ir.operand(user, 1 - side) != Some(cmp_operands[1 - side]) {
                        continue;
                    }
                    let Some(user_predicate) = predicate(ir, user) else {
                        continue;
                    };
                    let truth = if user_predicate == cmp_predicate {
                        true
                    } else if user_predicate == inverted_cmpi_predicate(cmp_predicate) {
                        false
                    } else {
                        continue;
                    };
                    let location = ir.op_location(user);
                    let state = bool_state(rewriter.ir(), location, truth);
                    rewriter.replace_op_with_new_op(user, state)?;
                    changed = true;
                }
            }
        }
        if changed {
            Ok(())
        } else {
            Err(MatchFailure("no comparison repeats the condition".into()))
        }
    }
}
