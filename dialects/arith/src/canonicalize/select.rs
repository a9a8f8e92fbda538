//! `arith.select`'s canonicalization patterns, in MLIR's order
//! (`SelectOp::getCanonicalizationPatterns`):
//!
//! | Pattern | Before | After |
//! |---------|--------|-------|
//! | `RedundantSelectFalse` | `select(p, a, select(p, b, c))` | `select(p, a, c)` |
//! | `RedundantSelectTrue` | `select(p, select(p, a, b), c)` | `select(p, a, c)` |
//! | `SelectNotCond` | `select(xori(p, -1), a, b)` | `select(p, b, a)` |
//! | `SelectI1ToNot` | `select(p, false, true)` | `xori(p, true)` |
//! | `SelectToExtUI` | `select(p, 1, 0) : iN` / `select(p, 0, 1) : iN` | `extui(p)` / `extui(xori(p, true))` |
//!
//! ```text
//! %0 = arith.select %p, %c1_i32, %c0_i32 : i32    =>    %0 = arith.extui %p : i1 to i32
//! ```

use strata_ir::{Ir, Location, OpId, OperationState, Type, TypeData, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{constant_int, constant_state, int_attr};
use crate::fold::apint::ApInt;

const SELECT: &str = "arith.select";

/// The three operands of a select.
fn operands(ir: &Ir, op: OpId) -> Option<(Value, Value, Value)> {
    Some((ir.operand(op, 0)?, ir.operand(op, 1)?, ir.operand(op, 2)?))
}

/// Replaces `op` by a select of `(condition, on_true, on_false)`.
fn replace_by_select(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    (condition, on_true, on_false): (Value, Value, Value),
) -> Result<(), MatchFailure> {
    let ir = rewriter.ir_ref();
    let mut state = OperationState::new(ir, SELECT, ir.op_location(op));
    state.operands.extend([condition, on_true, on_false]);
    state.result_types.push(ir.value_type(ir.results(op)[0]));
    rewriter
        .replace_op_with_new_op(op, state)
        .map(|_| ())
        .map_err(MatchFailure::from)
}

/// The select defining `value` on the same condition, if any.
fn select_on(ir: &Ir, value: Value, condition: Value) -> Option<OpId> {
    let def = ir.defining_op(value)?;
    (ir.op_name_str(def) == SELECT && ir.operand(def, 0) == Some(condition)).then_some(def)
}

/// A select as the false value, on the same condition.
pub struct RedundantSelectFalse;

impl RewritePattern for RedundantSelectFalse {
    fn name(&self) -> &'static str {
        "RedundantSelectFalse"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(SELECT)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("no inner select on the condition".into());
        let (p, a, inner) = operands(ir, op).ok_or_else(no)?;
        let inner = select_on(ir, inner, p).ok_or_else(no)?;
        let c = ir.operand(inner, 2).ok_or_else(no)?;
        replace_by_select(rewriter, op, (p, a, c))
    }
}

/// A select as the true value, on the same condition.
pub struct RedundantSelectTrue;

impl RewritePattern for RedundantSelectTrue {
    fn name(&self) -> &'static str {
        "RedundantSelectTrue"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(SELECT)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("no inner select on the condition".into());
        let (p, inner, c) = operands(ir, op).ok_or_else(no)?;
        let inner = select_on(ir, inner, p).ok_or_else(no)?;
        let a = ir.operand(inner, 1).ok_or_else(no)?;
        replace_by_select(rewriter, op, (p, a, c))
    }
}

/// A negated condition: the values swap.
pub struct SelectNotCond;

impl RewritePattern for SelectNotCond {
    fn name(&self) -> &'static str {
        "SelectNotCond"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(SELECT)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("the condition is not negated".into());
        let (condition, a, b) = operands(ir, op).ok_or_else(no)?;
        let not = ir
            .defining_op(condition)
            .filter(|&not| ir.op_name_str(not) == "arith.xori")
            .ok_or_else(no)?;
        let ones = ir.operand(not, 1).and_then(|c| constant_int(ir, c));
        if !ones.as_ref().is_some_and(ApInt::is_all_ones) {
            return Err(no());
        }
        let p = ir.operand(not, 0).ok_or_else(no)?;
        replace_by_select(rewriter, op, (p, b, a))
    }
}

/// Whether `value` is the `i1` constant `bit`.
fn is_i1(ir: &Ir, value: Value, bit: bool) -> bool {
    constant_int(ir, value).is_some_and(|c| c.width() == 1 && c.is_one() == bit)
}

/// Creates `xori(p, true)` of the condition's type before `op`.
fn negate(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    p: Value,
    location: Location,
) -> Result<Value, MatchFailure> {
    let ty = rewriter.ir_ref().value_type(p);
    let width = crate::fold::int_width(rewriter.ir_ref().ctx(), ty)
        .ok_or_else(|| MatchFailure("the condition is not an integer".into()))?;
    let one = int_attr(rewriter.ir_ref().ctx(), ty, ApInt::new(width, 1));
    rewriter.set_insertion_point_before(op);
    let state = constant_state(rewriter.ir_ref(), location, one, ty);
    let constant = rewriter.create(state).map_err(MatchFailure::from)?;
    let one = rewriter.ir_ref().results(constant)[0];
    let mut state = OperationState::new(rewriter.ir_ref(), "arith.xori", location);
    state.operands.extend([p, one]);
    state.result_types.push(ty);
    let not = rewriter.create(state).map_err(MatchFailure::from)?;
    Ok(rewriter.ir_ref().results(not)[0])
}

/// `select(p, false, true)` is `not(p)`.
pub struct SelectI1ToNot;

impl RewritePattern for SelectI1ToNot {
    fn name(&self) -> &'static str {
        "SelectI1ToNot"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(SELECT)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("not select(p, false, true)".into());
        let (p, a, b) = operands(ir, op).ok_or_else(no)?;
        if !is_i1(ir, a, false) || !is_i1(ir, b, true) {
            return Err(no());
        }
        let location = ir.op_location(op);
        let not = negate(rewriter, op, p, location)?;
        rewriter.replace_op(op, &[not]).map_err(MatchFailure::from)
    }
}

/// `select(p, 1, 0)` of an integer type wider than `i1` is `extui(p)`,
/// `select(p, 0, 1)` is `extui(not(p))`.
pub struct SelectToExtUI;

/// Whether `value` is the constant 1 (`one`) or 0 of its (scalar or
/// splat) integer type.
fn is_int(ir: &Ir, value: Value, one: bool) -> bool {
    let attr = strata_rewrite::folder::constant_value(ir, value);
    crate::fold::const_int(ir.ctx(), attr)
        .is_some_and(|c| if one { c.is_one() } else { c.is_zero() })
}

fn is_wide_integer(ir: &Ir, ty: Type) -> bool {
    matches!(ir.ctx().type_data(ty), TypeData::Integer { width, .. } if *width != 1)
}

impl RewritePattern for SelectToExtUI {
    fn name(&self) -> &'static str {
        "SelectToExtUI"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(SELECT)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let no = || MatchFailure("not a select of 1 and 0".into());
        let ty = ir.value_type(ir.results(op)[0]);
        if !is_wide_integer(ir, ty) {
            return Err(no());
        }
        let (p, a, b) = operands(ir, op).ok_or_else(no)?;
        let location = ir.op_location(op);
        let extended = if is_int(ir, a, true) && is_int(ir, b, false) {
            p
        } else if is_int(ir, a, false) && is_int(ir, b, true) {
            negate(rewriter, op, p, location)?
        } else {
            return Err(no());
        };
        let mut state = OperationState::new(rewriter.ir_ref(), "arith.extui", location);
        state.operands.push(extended);
        state.result_types.push(ty);
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(MatchFailure::from)
    }
}
