//! The folders of the integer binary ops (`AddIOp::fold` ... `MinSIOp::fold`
//! in MLIR 22's `ArithOps.cpp`): algebraic identities first, then constant
//! folding with wrap-around at the type's width. Divisions and remainders by
//! zero, `INT_MIN / -1` and shifts by the width or more do not fold.

use strata_ir::{Attribute, Context, Ir, OpId, OpTraits, Type, TypeData, Value};

use super::apint::ApInt;
use super::{
    Folded, Scalar, binary, const_int, constant, defined_by, to_attr, to_value, zero_attr,
};
use crate::attributes::{NSW, NUW, OVERFLOW};

/// The constant a `ConstantLike` op defining `value` folds to (MLIR's
/// `m_Constant` on a value).
pub(crate) fn value_constant(ir: &Ir, value: Value) -> Option<Attribute> {
    let def = ir.defining_op(value)?;
    if !ir.has_trait(def, OpTraits::CONSTANT_LIKE) {
        return None;
    }
    let fold = ir.op_definition(def)?.fold?;
    match fold(ir, def, &[])?.as_slice() {
        [strata_ir::FoldResult::Attribute(attr)] => Some(*attr),
        _ => None,
    }
}

/// Constant-folds with an integer calculation on each element pair.
fn int_binary(
    ctx: &Context,
    constants: &[Option<Attribute>],
    mut calculate: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    binary(ctx, constants, None, |a, b| {
        Some(Scalar::Int(calculate(a.int()?, b.int()?)?))
    })
}

fn operands(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
    Some((ir.operand(op, 0)?, ir.operand(op, 1)?))
}

fn result_type(ir: &Ir, op: OpId) -> Option<Type> {
    super::result_type(ir, op)
}

/// Whether the rhs constant is an integer (or splat) satisfying `test`.
fn rhs_int_is(ir: &Ir, constants: &[Option<Attribute>], test: fn(&ApInt) -> bool) -> bool {
    const_int(ir.ctx(), constant(constants, 1))
        .as_ref()
        .is_some_and(test)
}

/// `addi(x, 0) -> x`, `addi(subi(a, b), b) -> a`, `addi(b, subi(a, b)) -> a`.
pub(crate) fn fold_addi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    if rhs_int_is(ir, constants, ApInt::is_zero) {
        return to_value(lhs);
    }
    if let Some(sub) = defined_by(ir, lhs, "arith.subi")
        && ir.operand(sub, 1) == Some(rhs)
    {
        return to_value(ir.operand(sub, 0)?);
    }
    if let Some(sub) = defined_by(ir, rhs, "arith.subi")
        && ir.operand(sub, 1) == Some(lhs)
    {
        return to_value(ir.operand(sub, 0)?);
    }
    to_attr(int_binary(ir.ctx(), constants, |a, b| {
        Some(a.wrapping_add(b))
    })?)
}

/// Whether `ty` is not shaped or has a static shape.
fn static_or_scalar(ir: &Ir, ty: Type) -> bool {
    match ir.ctx().type_data(ty) {
        TypeData::Tensor { shape, .. } | TypeData::MemRef { shape, .. } => shape
            .as_ref()
            .is_some_and(|dims| dims.iter().all(Option::is_some)),
        _ => true,
    }
}

/// `subi(x, x) -> 0` (static shapes), `subi(x, 0) -> x`,
/// `subi(addi(a, b), b) -> a`, `subi(addi(a, b), a) -> b`.
pub(crate) fn fold_subi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    let ty = result_type(ir, op)?;
    if lhs == rhs && static_or_scalar(ir, ty) {
        return to_attr(zero_attr(ir.ctx(), ty)?);
    }
    if rhs_int_is(ir, constants, ApInt::is_zero) {
        return to_value(lhs);
    }
    if let Some(add) = defined_by(ir, lhs, "arith.addi") {
        if ir.operand(add, 1) == Some(rhs) {
            return to_value(ir.operand(add, 0)?);
        }
        if ir.operand(add, 0) == Some(rhs) {
            return to_value(ir.operand(add, 1)?);
        }
    }
    to_attr(int_binary(ir.ctx(), constants, |a, b| {
        Some(a.wrapping_sub(b))
    })?)
}

/// `muli(x, 0) -> 0`, `muli(x, 1) -> x`.
pub(crate) fn fold_muli(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    if rhs_int_is(ir, constants, ApInt::is_zero) {
        return to_value(rhs);
    }
    if rhs_int_is(ir, constants, ApInt::is_one) {
        return to_value(lhs);
    }
    to_attr(int_binary(ir.ctx(), constants, |a, b| {
        Some(a.wrapping_mul(b))
    })?)
}

/// `(a * b) / b -> a` when the `muli` has the overflow flag `flag`.
fn fold_div_mul(ir: &Ir, lhs: Value, rhs: Value, flag: u32) -> Option<Value> {
    let mul = defined_by(ir, lhs, "arith.muli")?;
    let flags = ir
        .attr(mul, "overflowFlags")
        .and_then(|attr| OVERFLOW.bits(ir.ctx(), attr))
        .unwrap_or(0);
    if flags & flag != flag {
        return None;
    }
    if ir.operand(mul, 0) == Some(rhs) {
        return ir.operand(mul, 1);
    }
    if ir.operand(mul, 1) == Some(rhs) {
        return ir.operand(mul, 0);
    }
    None
}

/// `divui(x, 1) -> x`, `(a * b) / b -> a` (with `nuw`), constant `udiv`.
pub(crate) fn fold_divui(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    if rhs_int_is(ir, constants, ApInt::is_one) {
        return to_value(lhs);
    }
    if let Some(value) = fold_div_mul(ir, lhs, rhs, NUW) {
        return to_value(value);
    }
    to_attr(int_binary(ir.ctx(), constants, ApInt::udiv)?)
}

/// `divsi(x, 1) -> x`, `(a * b) / b -> a` (with `nsw`), constant `sdiv`
/// (not by zero, not `INT_MIN / -1`).
pub(crate) fn fold_divsi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    if rhs_int_is(ir, constants, ApInt::is_one) {
        return to_value(lhs);
    }
    if let Some(value) = fold_div_mul(ir, lhs, rhs, NSW) {
        return to_value(value);
    }
    to_attr(int_binary(ir.ctx(), constants, ApInt::sdiv)?)
}

/// `remui(x, 1) -> 0`, constant `urem` (not by zero).
pub(crate) fn fold_remui(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    if rhs_int_is(ir, constants, ApInt::is_one) {
        return to_attr(zero_attr(ir.ctx(), result_type(ir, op)?)?);
    }
    to_attr(int_binary(ir.ctx(), constants, ApInt::urem)?)
}

/// `remsi(x, 1) -> 0`, constant `srem` (not by zero).
pub(crate) fn fold_remsi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    if rhs_int_is(ir, constants, ApInt::is_one) {
        return to_attr(zero_attr(ir.ctx(), result_type(ir, op)?)?);
    }
    to_attr(int_binary(ir.ctx(), constants, ApInt::srem)?)
}

/// Whether `value` is `xori(other, C)` with `C` an all-ones constant;
/// returns `C`'s value.
fn not_of(ir: &Ir, value: Value, other: Value) -> Option<Value> {
    let xor = defined_by(ir, value, "arith.xori")?;
    if ir.operand(xor, 0) != Some(other) {
        return None;
    }
    let mask = ir.operand(xor, 1)?;
    let all_ones = const_int(ir.ctx(), value_constant(ir, mask))
        .as_ref()
        .is_some_and(ApInt::is_all_ones);
    all_ones.then_some(mask)
}

/// MLIR's trait folder `Idempotent`: `op(x, x) -> x`.
fn idempotent(lhs: Value, rhs: Value) -> Folded {
    if lhs == rhs { to_value(lhs) } else { None }
}

/// `andi(x, 0) -> 0`, `andi(x, -1) -> x`, `andi(x, not(x)) -> 0`,
/// `andi(a, andi(a, b)) -> andi(a, b)`, constants, then `andi(x, x) -> x`.
pub(crate) fn fold_andi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    if rhs_int_is(ir, constants, ApInt::is_zero) {
        return to_value(rhs);
    }
    if rhs_int_is(ir, constants, ApInt::is_all_ones) {
        return to_value(lhs);
    }
    if not_of(ir, rhs, lhs).is_some() || not_of(ir, lhs, rhs).is_some() {
        return to_attr(zero_attr(ir.ctx(), result_type(ir, op)?)?);
    }
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(prev) = defined_by(ir, inner, "arith.andi")
            && (ir.operand(prev, 0) == Some(other) || ir.operand(prev, 1) == Some(other))
        {
            return to_value(inner);
        }
    }
    match int_binary(ir.ctx(), constants, |a, b| Some(a.and(b))) {
        Some(attr) => to_attr(attr),
        None => idempotent(lhs, rhs),
    }
}

/// `ori(x, 0) -> x`, `ori(x, -1) -> -1`, `ori(x, not(x)) -> -1`, constants,
/// then `ori(x, x) -> x`.
pub(crate) fn fold_ori(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    if let Some(value) = const_int(ir.ctx(), constant(constants, 1)) {
        if value.is_zero() {
            return to_value(lhs);
        }
        if value.is_all_ones() {
            return to_attr(constant(constants, 1)?);
        }
    }
    if let Some(mask) = not_of(ir, rhs, lhs).or_else(|| not_of(ir, lhs, rhs)) {
        return to_value(mask);
    }
    match int_binary(ir.ctx(), constants, |a, b| Some(a.or(b))) {
        Some(attr) => to_attr(attr),
        None => idempotent(lhs, rhs),
    }
}

/// `xori(x, 0) -> x`, `xori(x, x) -> 0`, `xori(xori(x, a), a) -> x` (in
/// every operand order), constants.
pub(crate) fn fold_xori(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    if rhs_int_is(ir, constants, ApInt::is_zero) {
        return to_value(lhs);
    }
    if lhs == rhs {
        return to_attr(zero_attr(ir.ctx(), result_type(ir, op)?)?);
    }
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(prev) = defined_by(ir, inner, "arith.xori") {
            if ir.operand(prev, 1) == Some(other) {
                return to_value(ir.operand(prev, 0)?);
            }
            if ir.operand(prev, 0) == Some(other) {
                return to_value(ir.operand(prev, 1)?);
            }
        }
    }
    to_attr(int_binary(ir.ctx(), constants, |a, b| Some(a.xor(b)))?)
}

/// A shift: `x << 0 -> x`, then constants when the shift amount is below
/// the width (decided, as in MLIR, by the last element computed).
fn fold_shift(
    ir: &Ir,
    op: OpId,
    constants: &[Option<Attribute>],
    shift: fn(&ApInt, &ApInt) -> ApInt,
) -> Folded {
    let (lhs, _) = operands(ir, op)?;
    if rhs_int_is(ir, constants, ApInt::is_zero) {
        return to_value(lhs);
    }
    let mut bounded = false;
    let result = int_binary(ir.ctx(), constants, |a, b| {
        bounded = b.ult_width();
        Some(shift(a, b))
    })?;
    if bounded { to_attr(result) } else { None }
}

/// `shli`.
pub(crate) fn fold_shli(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_shift(ir, op, constants, ApInt::shl_by)
}

/// `shrui`.
pub(crate) fn fold_shrui(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_shift(ir, op, constants, ApInt::lshr)
}

/// `shrsi`.
pub(crate) fn fold_shrsi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_shift(ir, op, constants, ApInt::ashr)
}

/// The folder of a maximum or minimum: `op(x, x) -> x`, `op(x, A) -> A`
/// for the value that absorbs (`MAX` for a maximum), `op(x, I) -> x` for
/// the identity (`MIN`), and constants.
fn fold_extreme(
    ir: &Ir,
    op: OpId,
    constants: &[Option<Attribute>],
    absorbs: fn(&ApInt) -> bool,
    identity: fn(&ApInt) -> bool,
    combine: fn(&ApInt, &ApInt) -> ApInt,
) -> Folded {
    let (lhs, rhs) = operands(ir, op)?;
    if lhs == rhs {
        return to_value(rhs);
    }
    if let Some(value) = const_int(ir.ctx(), constant(constants, 1)) {
        if absorbs(&value) {
            return to_value(rhs);
        }
        if identity(&value) {
            return to_value(lhs);
        }
    }
    to_attr(int_binary(ir.ctx(), constants, |a, b| Some(combine(a, b)))?)
}

/// `maxsi(x, x) -> x`, `maxsi(x, MAX) -> MAX`, `maxsi(x, MIN) -> x`,
/// constants.
pub(crate) fn fold_maxsi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_extreme(
        ir,
        op,
        constants,
        ApInt::is_max_signed,
        ApInt::is_min_signed,
        ApInt::smax,
    )
}

/// `minsi(x, x) -> x`, `minsi(x, MIN) -> MIN`, `minsi(x, MAX) -> x`,
/// constants.
pub(crate) fn fold_minsi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_extreme(
        ir,
        op,
        constants,
        ApInt::is_min_signed,
        ApInt::is_max_signed,
        ApInt::smin,
    )
}

/// `maxui(x, x) -> x`, `maxui(x, MAX) -> MAX`, `maxui(x, 0) -> x`,
/// constants.
pub(crate) fn fold_maxui(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_extreme(
        ir,
        op,
        constants,
        ApInt::is_all_ones,
        ApInt::is_zero,
        ApInt::umax,
    )
}

/// `minui(x, x) -> x`, `minui(x, 0) -> 0`, `minui(x, MAX) -> x`,
/// constants.
pub(crate) fn fold_minui(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_extreme(
        ir,
        op,
        constants,
        ApInt::is_zero,
        ApInt::is_all_ones,
        ApInt::umin,
    )
}

/// The folder of a rounding division: `op(x, 1) -> x`, then constants
/// where `quotient` gives one.
fn fold_rounding_division(
    ir: &Ir,
    op: OpId,
    constants: &[Option<Attribute>],
    quotient: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>,
) -> Folded {
    let (lhs, _) = operands(ir, op)?;
    if rhs_int_is(ir, constants, ApInt::is_one) {
        return to_value(lhs);
    }
    to_attr(int_binary(ir.ctx(), constants, quotient)?)
}

/// `ceildivui(x, 1) -> x`, constants (not by zero).
pub(crate) fn fold_ceildivui(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_rounding_division(ir, op, constants, ApInt::uceildiv)
}

/// `floordivsi(x, 1) -> x`, constants (not by zero, not `MIN / -1`).
pub(crate) fn fold_floordivsi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_rounding_division(ir, op, constants, ApInt::sfloordiv)
}

/// `ceildivsi(x, 1) -> x`, constants. As MLIR's folder computes the
/// quotient by negating a negative operand, it folds nothing where an
/// operand is `MIN` and not both are positive (a zero dividend aside),
/// nor by zero.
pub(crate) fn fold_ceildivsi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_rounding_division(ir, op, constants, |a, b| {
        let positive = |v: &ApInt| !v.is_negative() && !v.is_zero();
        let both_positive = positive(a) && positive(b);
        let negates_min = a.is_min_signed() || b.is_min_signed();
        if !a.is_zero() && !b.is_zero() && !both_positive && negates_min {
            return None;
        }
        a.sceildiv(b)
    })
}

#[cfg(test)]
#[path = "int_tests.rs"]
mod tests;
