//! `ConditionPropagation` (MLIR's pattern of that name on `scf.if`): inside
//! the `then` region the condition is known to be true, inside the `else`
//! region false, so uses of it there become constants.
//!
//! ```text
//! scf.if %c {                          %false = arith.constant false
//!   func.call @g(%c) : (i1) -> ()      %true = arith.constant true
//! } else {                       =>    scf.if %c {
//!   func.call @g(%c) : (i1) -> ()        func.call @g(%true) : (i1) -> ()
//! }                                    } else {
//!                                        func.call @g(%false) : (i1) -> ()
//!                                      }
//! ```

use strata_ir::{OpId, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{create_bool, op_region, region_is_ancestor};
use crate::IfOp;
use strata_rewrite::folder::constant_value;

/// Replaces the uses of an `scf.if`'s condition inside its regions by
/// constants.
pub struct ConditionPropagation;

impl RewritePattern for ConditionPropagation {
    fn name(&self) -> &'static str {
        "ConditionPropagation"
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
        let condition = if_op.condition(ir);
        if constant_value(ir, condition).is_some() {
            return Err(MatchFailure("the condition is a constant".into()));
        }
        let (then_region, else_region) = (if_op.then_region(ir), if_op.else_region(ir));
        let location = ir.op_location(op);
        let uses: Vec<_> = ir.uses(condition).collect();
        let (mut constant_true, mut constant_false): (Option<Value>, Option<Value>) = (None, None);
        let mut changed = false;
        for use_ in uses {
            let region = op_region(rewriter.ir_ref(), use_.op);
            let replacement = if region_is_ancestor(rewriter.ir_ref(), then_region, region) {
                match constant_true {
                    Some(value) => value,
                    None => *constant_true.insert(create_bool(rewriter, location, true)?),
                }
            } else if region_is_ancestor(rewriter.ir_ref(), else_region, region) {
                match constant_false {
                    Some(value) => value,
                    None => *constant_false.insert(create_bool(rewriter, location, false)?),
                }
            } else {
                continue;
            };
            changed = true;
            rewriter.modify_op_in_place(use_.op, |ir, user| {
                ir.set_operand(user, use_.index as usize, replacement)
            })?;
        }
        if changed {
            Ok(())
        } else {
            Err(MatchFailure("the condition is not used inside".into()))
        }
    }
}
