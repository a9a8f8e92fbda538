//! `arith.trunci`'s patterns of `ArithCanonicalization.td`, in MLIR's order:
//!
//! | Pattern | Before | After |
//! |---------|--------|-------|
//! | `TruncIExtSIToExtSI` | `trunci(extsi(x : iA) : iC) : iB`, A < B < C | `extsi(x) : iB` |
//! | `TruncIExtUIToExtUI` | `trunci(extui(x : iA) : iC) : iB`, A < B < C | `extui(x) : iB` |
//! | `TruncIShrSIToTrunciShrUI` | `trunci(shrsi(x : iC, C - B)) : iB` | `trunci(shrui(x, C - B)) : iB` |
//!
//! ```text
//! %0 = arith.extsi %x : i8 to i64          %1 = arith.extsi %x : i8 to i32
//! %1 = arith.trunci %0 : i64 to i32   =>
//! ```
//!
//! (When only the extension's bits are cut, `trunci`'s folder gives `x`.)

use strata_ir::{Ir, OpId, OperationState, Type};
use strata_rewrite::folder::constant_value;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{constant_state, overflow_bits};
use crate::attributes::OVERFLOW;
use crate::constraints::element_type;
use crate::fold::{const_int, int_width};

const TRUNCI: &str = "arith.trunci";

/// MLIR's `getScalarOrElementWidth`: the width of an integer type or of
/// the elements of a vector or tensor of integers.
fn width(ir: &Ir, ty: Type) -> Option<u32> {
    int_width(ir.ctx(), element_type(ir.ctx(), ty))
}

/// `trunci(ext(x))` is `ext(x)` to the truncated type when that is still
/// wider than `x`.
#[derive(Clone, Copy)]
pub struct TruncIOfExtension {
    /// MLIR's name for it.
    pub name: &'static str,
    /// `arith.extsi` or `arith.extui`.
    pub ext: &'static str,
}

impl RewritePattern for TruncIOfExtension {
    fn name(&self) -> &'static str {
        self.name
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(TRUNCI)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("not a truncation of a wider extension".into());
        let ext = ir
            .operand(op, 0)
            .and_then(|v| ir.defining_op(v))
            .filter(|&ext| ir.op_name_str(ext) == self.ext)
            .ok_or_else(no)?;
        let x = ir.operand(ext, 0).ok_or_else(no)?;
        let truncated = ir.value_type(ir.results(op)[0]);
        let widths = (
            width(ir, ir.value_type(x)),
            width(ir, truncated),
            width(ir, ir.value_type(ir.results(ext)[0])),
        );
        let (Some(narrow), Some(middle), Some(wide)) = widths else {
            return Err(no());
        };
        if !(wide > middle && middle > narrow && narrow > 0) {
            return Err(no());
        }
        let mut state = OperationState::new(ir, self.ext, ir.op_location(op));
        state.operands.push(x);
        state.result_types.push(truncated);
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}

/// `trunci(shrsi(x, c))` where the shift drops exactly the bits the
/// truncation keeps above: the sign bits shifted in are cut, so a logical
/// shift does the same.
pub struct TruncIShrSIToTrunciShrUI;

impl RewritePattern for TruncIShrSIToTrunciShrUI {
    fn name(&self) -> &'static str {
        "TruncIShrSIToTrunciShrUI"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(TRUNCI)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("not a truncation of a matching shrsi".into());
        let shift = ir
            .operand(op, 0)
            .and_then(|v| ir.defining_op(v))
            .filter(|&shift| ir.op_name_str(shift) == "arith.shrsi")
            .ok_or_else(no)?;
        let (x, amount) = (
            ir.operand(shift, 0).ok_or_else(no)?,
            ir.operand(shift, 1).ok_or_else(no)?,
        );
        let amount_attr = constant_value(ir, amount).ok_or_else(no)?;
        let amount_value = const_int(ir.ctx(), Some(amount_attr)).ok_or_else(no)?;
        let truncated = ir.value_type(ir.results(op)[0]);
        let (Some(wide), Some(narrow)) = (width(ir, ir.value_type(x)), width(ir, truncated)) else {
            return Err(no());
        };
        if amount_value.to_u128() != Some(u128::from(wide - narrow)) {
            return Err(no());
        }
        let flags = overflow_bits(ir, op);
        let location = ir.op_location(op);
        let amount_ty = ir.value_type(amount);
        rewriter.set_insertion_point_before(op);
        let state = constant_state(rewriter.ir_ref(), location, amount_attr, amount_ty);
        let constant = rewriter.create(state).map_err(MatchFailure::from)?;
        let c = rewriter.ir_ref().results(constant)[0];
        let ir = rewriter.ir_ref();
        let mut state = OperationState::new(ir, "arith.shrui", location);
        state.operands.extend([x, c]);
        state.result_types.push(ir.value_type(x));
        let shrui = rewriter.create(state).map_err(MatchFailure::from)?;
        let shifted = rewriter.ir_ref().results(shrui)[0];
        let ir = rewriter.ir_ref();
        let ctx = ir.ctx();
        let mut state = OperationState::new(ir, TRUNCI, location);
        state.operands.push(shifted);
        state.result_types.push(truncated);
        let flags = OVERFLOW.attr(ctx, flags);
        state.properties = Some(ctx.dictionary(vec![(ctx.intern_str("overflowFlags"), flags)]));
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}
