//! The folder of `arith.select` (MLIR 22's `SelectOp::fold`).

use strata_ir::{AttrData, Attribute, Ir, OpId, TypeData};

use super::apint::ApInt;
use super::cmp::{pred, predicate};
use super::{
    Constant, Folded, broadcast_at, const_int, constant, defined_by, dense_attr, is_poison,
    to_attr, to_value,
};

/// `select(c, x, x) -> x`, a constant condition picks a side, a poison side
/// gives the other, `select(c, true, false) : i1 -> c`,
/// `select(cmpi eq/ne (a, b), a, b)`, and an elementwise choice between
/// dense constants under a dense condition.
pub(crate) fn fold_select(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let condition = ir.operand(op, 0)?;
    let true_value = ir.operand(op, 1)?;
    let false_value = ir.operand(op, 2)?;
    if true_value == false_value {
        return to_value(true_value);
    }
    let condition_constant = const_int(ctx, constant(constants, 0));
    if condition_constant.as_ref().is_some_and(ApInt::is_one) {
        return to_value(true_value);
    }
    if condition_constant.as_ref().is_some_and(ApInt::is_zero) {
        return to_value(false_value);
    }
    if constant(constants, 1).is_some_and(|a| is_poison(ctx, a)) {
        return to_value(false_value);
    }
    if constant(constants, 2).is_some_and(|a| is_poison(ctx, a)) {
        return to_value(true_value);
    }
    let result_ty = ir.value_type(ir.results(op).first().copied()?);
    let is_i1 = matches!(
        ctx.type_data(result_ty),
        TypeData::Integer {
            width: 1,
            signedness: strata_ir::Signedness::Signless
        }
    );
    if is_i1
        && const_int(ctx, constant(constants, 1))
            .as_ref()
            .is_some_and(ApInt::is_one)
        && const_int(ctx, constant(constants, 2))
            .as_ref()
            .is_some_and(ApInt::is_zero)
    {
        return to_value(condition);
    }
    if let Some(cmp) = defined_by(ir, condition, "arith.cmpi")
        && let Some(predicate @ (pred::EQ | pred::NE)) = predicate(ir, cmp, false)
    {
        let (a, b) = (ir.operand(cmp, 0)?, ir.operand(cmp, 1)?);
        if (a == true_value && b == false_value) || (b == true_value && a == false_value) {
            return to_value(if predicate == pred::NE {
                true_value
            } else {
                false_value
            });
        }
    }
    fold_dense_choice(ir, constants)
}

/// A dense condition choosing between the elements of two dense constants.
fn fold_dense_choice(ir: &Ir, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let dense = |index: usize| {
        let attr = constant(constants, index)?;
        matches!(ctx.attr_data(attr), AttrData::DenseElements { .. })
            .then(|| Constant::of(ctx, attr))
            .flatten()
    };
    let (condition, on_true, on_false) = (dense(0)?, dense(1)?, dense(2)?);
    let Constant::Dense { ty, .. } = on_true else {
        return None;
    };
    let conditions = condition.scalars(ctx)?;
    let trues = on_true.scalars(ctx)?;
    let falses = on_false.scalars(ctx)?;
    let count = conditions.len().max(trues.len()).max(falses.len());
    let mut results = Vec::with_capacity(count);
    for i in 0..count {
        let pick = broadcast_at(&conditions, i)?.int()?;
        let chosen = if pick.is_zero() { &falses } else { &trues };
        results.push(broadcast_at(chosen, i)?.clone());
    }
    to_attr(dense_attr(ctx, ty, &results))
}

#[cfg(test)]
#[path = "select_tests.rs"]
mod tests;
