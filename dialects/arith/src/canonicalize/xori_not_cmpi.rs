//! `XOrINotCmpI`: `not(cmpi(pred, a, b))`, where `not(x)` is
//! `xori(x, true)`, becomes `cmpi(~pred, a, b)`, the inverse comparison.
//!
//! ```text
//! %0 = arith.cmpi slt, %a, %b : i32          %1 = arith.cmpi sge, %a, %b : i32
//! %1 = arith.xori %0, %true : i1       =>
//! ```

use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::constant_int;
use crate::attributes::{CMPI_PREDICATE, inverted_cmpi_predicate as inverse};
use crate::ops::cmp::CmpIOp;

/// The pattern.
#[derive(Clone, Copy)]
pub struct XOrINotCmpI;

impl RewritePattern for XOrINotCmpI {
    fn name(&self) -> &'static str {
        "XOrINotCmpI"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("arith.xori")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = |why: &'static str| MatchFailure(why.into());
        let (Some(lhs), Some(rhs)) = (ir.operand(op, 0), ir.operand(op, 1)) else {
            return Err(no("not a binary op"));
        };
        // `ConstantAttr<I1Attr, "1">`: the `i1` constant true.
        let is_true = constant_int(ir, rhs).is_some_and(|c| c.width() == 1 && c.is_one());
        if !is_true {
            return Err(no("not xori with true"));
        }
        let cmp = ir
            .defining_op(lhs)
            .filter(|&cmp| ir.op_name_str(cmp) == "arith.cmpi")
            .ok_or_else(|| no("not the negation of a cmpi"))?;
        let predicate = ir
            .attr(cmp, "predicate")
            .and_then(|attr| CMPI_PREDICATE.value(ir.ctx(), attr))
            .ok_or_else(|| no("no predicate"))?;
        let inverted = CMPI_PREDICATE.attr(ir.ctx(), inverse(predicate));
        let (location, ty) = (ir.op_location(op), ir.value_type(ir.results(op)[0]));
        let (Some(a), Some(b)) = (ir.operand(cmp, 0), ir.operand(cmp, 1)) else {
            return Err(no("a cmpi without two operands"));
        };
        let state = CmpIOp::build_state(rewriter.ir(), location, a, b, ty, inverted);
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(|e| MatchFailure::from(e.to_string()))
    }
}
