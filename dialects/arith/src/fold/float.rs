//! The folders of the float arithmetic ops (`AddFOp::fold` ... `NegFOp::fold`
//! in MLIR 22): `x + -0.0`, `x - +0.0`, `x * 1.0`, `x / 1.0` and (with
//! `nnan` and `nsz`) `x * ±0.0`, `negf(negf(x))`, then constant folding
//! rounded to nearest even. Fast-math flags change nothing else.

use strata_ir::{Attribute, Context, Ir, OpId, Value};

use super::apfloat::{ArithOp, Format};
use super::{
    Folded, Scalar, binary, const_float, constant, defined_by, element_format, result_type,
    to_attr, to_value, unary,
};
use crate::attributes::{FASTMATH, NNAN, NSZ};

/// Constant-folds `a op b` element by element.
fn float_binary(
    ir: &Ir,
    op: OpId,
    constants: &[Option<Attribute>],
    arith: ArithOp,
) -> Option<Attribute> {
    let format = element_format(ir.ctx(), result_type(ir, op)?)?;
    binary(ir.ctx(), constants, None, |a, b| {
        Some(Scalar::Float(format.arithmetic(
            a.float()?,
            b.float()?,
            arith,
        )?))
    })
}

fn operands(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
    Some((ir.operand(op, 0)?, ir.operand(op, 1)?))
}

/// Whether the rhs constant is a float (or splat) satisfying `test`.
fn rhs_is(
    ctx: &Context,
    constants: &[Option<Attribute>],
    test: impl Fn(Format, u128) -> bool,
) -> bool {
    const_float(ctx, constant(constants, 1)).is_some_and(|(format, bits)| test(format, bits))
}

/// `remf`: constants (C's `fmod`).
pub(crate) fn fold_remf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    to_attr(float_binary(ir, op, constants, ArithOp::Rem)?)
}

/// The folder of a float maximum or minimum: `op(x, x) -> x`,
/// `op(x, I) -> x` for a right operand `identity` accepts, constants.
fn fold_extreme(
    ir: &Ir,
    op: OpId,
    constants: &[Option<Attribute>],
    identity: fn(Format, u128) -> bool,
    arith: ArithOp,
) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    if lhs == rhs || rhs_is(ir.ctx(), constants, identity) {
        return to_value(lhs);
    }
    to_attr(float_binary(ir, op, constants, arith)?)
}

/// `maximumf(x, x) -> x`, `maximumf(x, -inf) -> x`, constants.
pub(crate) fn fold_maximumf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let negative_infinity = |f: Format, bits| f.is_infinite(bits) && f.is_negative(bits);
    fold_extreme(ir, op, constants, negative_infinity, ArithOp::Maximum)
}

/// `minimumf(x, x) -> x`, `minimumf(x, +inf) -> x`, constants.
pub(crate) fn fold_minimumf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let positive_infinity = |f: Format, bits| f.is_infinite(bits) && !f.is_negative(bits);
    fold_extreme(ir, op, constants, positive_infinity, ArithOp::Minimum)
}

/// `maxnumf(x, x) -> x`, `maxnumf(x, NaN) -> x`, constants.
pub(crate) fn fold_maxnumf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_extreme(ir, op, constants, Format::is_nan, ArithOp::MaxNum)
}

/// `minnumf(x, x) -> x`, `minnumf(x, NaN) -> x`, constants.
pub(crate) fn fold_minnumf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_extreme(ir, op, constants, Format::is_nan, ArithOp::MinNum)
}

/// `addf(x, -0.0) -> x`, constants.
pub(crate) fn fold_addf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, _) = operands(ir, op)?;
    if rhs_is(ir.ctx(), constants, |f, bits| {
        f.is_zero(bits) && f.is_negative(bits)
    }) {
        return to_value(lhs);
    }
    to_attr(float_binary(ir, op, constants, ArithOp::Add)?)
}

/// `subf(x, +0.0) -> x`, constants.
pub(crate) fn fold_subf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, _) = operands(ir, op)?;
    if rhs_is(ir.ctx(), constants, |f, bits| {
        f.is_zero(bits) && !f.is_negative(bits)
    }) {
        return to_value(lhs);
    }
    to_attr(float_binary(ir, op, constants, ArithOp::Sub)?)
}

/// `mulf(x, 1.0) -> x`, `mulf(x, ±0.0) -> ±0.0` with `nnan` and `nsz`,
/// constants.
pub(crate) fn fold_mulf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    let ctx = ir.ctx();
    if rhs_is(ctx, constants, |f, bits| f.is_exactly(bits, 1.0)) {
        return to_value(lhs);
    }
    let flags = ir
        .attr(op, "fastmath")
        .and_then(|attr| FASTMATH.bits(ctx, attr))
        .unwrap_or(0);
    if flags & (NNAN | NSZ) == NNAN | NSZ && rhs_is(ctx, constants, |f, bits| f.is_zero(bits)) {
        return to_value(rhs);
    }
    to_attr(float_binary(ir, op, constants, ArithOp::Mul)?)
}

/// `divf(x, 1.0) -> x`, constants (division by zero folds to infinity or
/// NaN).
pub(crate) fn fold_divf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, _) = operands(ir, op)?;
    if rhs_is(ir.ctx(), constants, |f, bits| f.is_exactly(bits, 1.0)) {
        return to_value(lhs);
    }
    to_attr(float_binary(ir, op, constants, ArithOp::Div)?)
}

/// `negf(negf(x)) -> x`, constants (the sign bit flips, NaNs too).
pub(crate) fn fold_negf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let operand = ir.operand(op, 0)?;
    if let Some(inner) = defined_by(ir, operand, "arith.negf") {
        return to_value(ir.operand(inner, 0)?);
    }
    let format = element_format(ir.ctx(), result_type(ir, op)?)?;
    to_attr(unary(ir.ctx(), constants, |a| {
        Some(Scalar::Float(format.negate(a.float()?)?))
    })?)
}

#[cfg(test)]
#[path = "float_tests.rs"]
mod tests;
