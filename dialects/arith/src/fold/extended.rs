//! The folders of the extended-precision ops (MLIR 22's
//! `AddUIExtendedOp::fold`, `MulSIExtendedOp::fold`, `MulUIExtendedOp::fold`),
//! each giving both results:
//! - `addui_extended(x, 0) -> (x, false)`; two constants fold to the sum and
//!   `sum <u lhs` (the carry);
//! - `mulsi_extended(x, 0)` and `mului_extended(x, 0)` fold to the zero
//!   constant twice; `mului_extended(x, 1) -> (x, 0)`
//!   (`mulsi_extended(x, 1)` is a canonicalization pattern instead, its high
//!   half being the sign of `x`); two constants fold to the low and high
//!   halves of the product.
//!
//! A `#ub.poison` operand makes both results poison.

use strata_ir::{Attribute, FoldResult, Ir, OpId};

use super::apint::ApInt;
use super::{Folded, Scalar, binary, const_int, constant, result_type, zero_attr};
use crate::constraints::i1_same_shape;

/// Both results of a fold.
fn pair(first: FoldResult, second: FoldResult) -> Folded {
    Some(vec![first, second])
}

/// Whether operand `index` is the integer (or splat) constant `value`.
fn operand_is(ir: &Ir, constants: &[Option<Attribute>], index: usize, value: u128) -> bool {
    const_int(ir.ctx(), constant(constants, index)).is_some_and(|c| c.to_u128() == Some(value))
}

/// Both halves of the product of two constants, by `low` and `high`.
fn fold_product(
    ir: &Ir,
    constants: &[Option<Attribute>],
    high: fn(&ApInt, &ApInt) -> ApInt,
) -> Folded {
    let ctx = ir.ctx();
    let int = |f: fn(&ApInt, &ApInt) -> ApInt| {
        move |a: &Scalar, b: &Scalar| Some(Scalar::Int(f(a.int()?, b.int()?)))
    };
    let low_attr = binary(ctx, constants, None, int(ApInt::wrapping_mul))?;
    let high_attr = binary(ctx, constants, None, int(high))?;
    pair(
        FoldResult::Attribute(low_attr),
        FoldResult::Attribute(high_attr),
    )
}

/// `addui_extended(x, 0) -> (x, false)`; constants fold.
pub(crate) fn fold_addui_extended(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let overflow_type = ir.value_type(*ir.results(op).get(1)?);
    if operand_is(ir, constants, 1, 0) {
        let lhs = ir.operand(op, 0)?;
        return pair(
            FoldResult::Value(lhs),
            FoldResult::Attribute(zero_attr(ctx, overflow_type)?),
        );
    }
    let sum = binary(ctx, constants, None, |a, b| {
        Some(Scalar::Int(a.int()?.wrapping_add(b.int()?)))
    })?;
    let carry_type = i1_same_shape(ctx, result_type(ir, op)?);
    let carry = binary(
        ctx,
        &[Some(sum), constant(constants, 0)],
        Some(carry_type),
        |sum, lhs| {
            let carry = sum.int()?.ucmp(lhs.int()?).is_lt();
            Some(Scalar::Int(ApInt::new(1, u128::from(carry))))
        },
    )?;
    pair(FoldResult::Attribute(sum), FoldResult::Attribute(carry))
}

/// `mulsi_extended(x, 0) -> (0, 0)`; constants fold.
pub(crate) fn fold_mulsi_extended(ir: &Ir, _op: OpId, constants: &[Option<Attribute>]) -> Folded {
    if operand_is(ir, constants, 1, 0) {
        let zero = constant(constants, 1)?;
        return pair(FoldResult::Attribute(zero), FoldResult::Attribute(zero));
    }
    fold_product(ir, constants, ApInt::mulhs)
}

/// `mului_extended(x, 0) -> (0, 0)`, `mului_extended(x, 1) -> (x, 0)`;
/// constants fold.
pub(crate) fn fold_mului_extended(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    if operand_is(ir, constants, 1, 0) {
        let zero = constant(constants, 1)?;
        return pair(FoldResult::Attribute(zero), FoldResult::Attribute(zero));
    }
    if operand_is(ir, constants, 1, 1) {
        let lhs = ir.operand(op, 0)?;
        let zero = zero_attr(ir.ctx(), ir.value_type(lhs))?;
        return pair(FoldResult::Value(lhs), FoldResult::Attribute(zero));
    }
    fold_product(ir, constants, ApInt::mulhu)
}

#[cfg(test)]
#[path = "extended_tests.rs"]
mod tests;
