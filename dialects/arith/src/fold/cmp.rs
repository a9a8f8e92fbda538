//! The folders of `arith.cmpi` and `arith.cmpf` (MLIR 22's `CmpIOp::fold`
//! and `CmpFOp::fold`) and the predicate tables they share with the in-place
//! folder.

use std::cmp::Ordering;

use strata_ir::{Attribute, Ir, OpId, TypeData};

use super::apint::ApInt;
use super::{
    Folded, Scalar, binary, bool_attr, const_int, constant, defined_by, float_format, result_type,
    scalar_attr, to_attr, to_value,
};
use crate::attributes::{CMPF_PREDICATE, CMPI_PREDICATE};
use crate::constraints::{element_type, i1_same_shape};

/// `cmpi` predicate values.
pub(crate) mod pred {
    pub const EQ: usize = 0;
    pub const NE: usize = 1;
    pub const SLT: usize = 2;
    pub const SLE: usize = 3;
    pub const SGT: usize = 4;
    pub const SGE: usize = 5;
    pub const ULT: usize = 6;
    pub const ULE: usize = 7;
    pub const UGT: usize = 8;
    pub const UGE: usize = 9;
}

/// MLIR's `applyCmpPredicate` for integers.
pub(crate) fn apply_cmpi(predicate: usize, lhs: &ApInt, rhs: &ApInt) -> bool {
    let signed = lhs.scmp(rhs);
    let unsigned = lhs.ucmp(rhs);
    match predicate {
        pred::EQ => lhs == rhs,
        pred::NE => lhs != rhs,
        pred::SLT => signed == Ordering::Less,
        pred::SLE => signed != Ordering::Greater,
        pred::SGT => signed == Ordering::Greater,
        pred::SGE => signed != Ordering::Less,
        pred::ULT => unsigned == Ordering::Less,
        pred::ULE => unsigned != Ordering::Greater,
        pred::UGT => unsigned == Ordering::Greater,
        _ => unsigned != Ordering::Less,
    }
}

/// The predicate comparing the operands swapped (`slt` <-> `sgt`, ...).
pub(crate) fn swapped_cmpi(predicate: usize) -> usize {
    match predicate {
        pred::SLT => pred::SGT,
        pred::SGT => pred::SLT,
        pred::SLE => pred::SGE,
        pred::SGE => pred::SLE,
        pred::ULT => pred::UGT,
        pred::UGT => pred::ULT,
        pred::ULE => pred::UGE,
        pred::UGE => pred::ULE,
        other => other,
    }
}

/// The predicate of a `cmpi` or `cmpf` op.
pub(crate) fn predicate(ir: &Ir, op: OpId, cmpf: bool) -> Option<usize> {
    let attr = ir.attr(op, "predicate")?;
    let table = if cmpf {
        &CMPF_PREDICATE
    } else {
        &CMPI_PREDICATE
    };
    table.value(ir.ctx(), attr)
}

/// The width of an integer type or a vector of integers (MLIR's
/// `getIntegerWidth` in the `cmpi` folder; tensors do not count).
fn integer_or_vector_width(ir: &Ir, ty: strata_ir::Type) -> Option<u32> {
    let ctx = ir.ctx();
    let scalar = match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    match ctx.type_data(scalar) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `cmpi(p, x, x)` by the predicate, `cmpi ne, ext(x : i1), 0 -> x`,
/// `cmpi ne, x : i1, 0 -> x`, `cmpi eq, x : i1, 1 -> x`, constants. (The
/// swap of a constant lhs is in place: see `in_place`.)
pub(crate) fn fold_cmpi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let (lhs, rhs) = (ir.operand(op, 0)?, ir.operand(op, 1)?);
    let predicate = predicate(ir, op, false)?;
    if lhs == rhs {
        let equal = matches!(
            predicate,
            pred::EQ | pred::SLE | pred::SGE | pred::ULE | pred::UGE
        );
        return to_attr(bool_attr(ctx, result_type(ir, op)?, equal)?);
    }
    let lhs_is_i1 = matches!(
        ctx.type_data(element_type(ctx, ir.value_type(lhs))),
        TypeData::Integer { width: 1, .. }
    );
    let rhs_constant = const_int(ctx, constant(constants, 1));
    if rhs_constant.as_ref().is_some_and(ApInt::is_zero) && predicate == pred::NE {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(ext_op) = defined_by(ir, lhs, ext) {
                let input = ir.operand(ext_op, 0)?;
                if integer_or_vector_width(ir, ir.value_type(input)) == Some(1) {
                    return to_value(input);
                }
            }
        }
        if lhs_is_i1 {
            return to_value(lhs);
        }
    }
    if rhs_constant.as_ref().is_some_and(ApInt::is_one) && lhs_is_i1 && predicate == pred::EQ {
        return to_value(lhs);
    }
    // With only the lhs constant, moving it to the right is an in-place fold.
    let lhs_attr = constant(constants, 0)?;
    constant(constants, 1)?;
    let lhs_ty = strata_ir::ods::constraints::typed_attr_type(ctx, lhs_attr)?;
    let result_ty = i1_same_shape(ctx, lhs_ty);
    to_attr(binary(ctx, constants, Some(result_ty), |a, b| {
        let holds = apply_cmpi(predicate, a.int()?, b.int()?);
        Some(Scalar::Int(ApInt::new(1, u128::from(holds))))
    })?)
}

/// MLIR's `applyCmpPredicate` for floats (`None`: unordered).
pub(crate) fn apply_cmpf(predicate: usize, order: Option<Ordering>) -> bool {
    use Ordering::{Equal, Greater, Less};
    match predicate {
        0 => false,
        1 => order == Some(Equal),
        2 => order == Some(Greater),
        3 => matches!(order, Some(Greater | Equal)),
        4 => order == Some(Less),
        5 => matches!(order, Some(Less | Equal)),
        6 => matches!(order, Some(Less | Greater)),
        7 => order.is_some(),
        8 => matches!(order, None | Some(Equal)),
        9 => matches!(order, None | Some(Greater)),
        10 => matches!(order, None | Some(Greater | Equal)),
        11 => matches!(order, None | Some(Less)),
        12 => matches!(order, None | Some(Less | Equal)),
        13 => order != Some(Equal),
        14 => order.is_none(),
        _ => true,
    }
}

/// Two float constants (a NaN on one side standing for both) compare to a
/// boolean; nothing else folds.
pub(crate) fn fold_cmpf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let predicate = predicate(ir, op, true)?;
    let float_of = |index: usize| {
        let attr = constant(constants, index)?;
        match ctx.attr_data(attr) {
            strata_ir::AttrData::Float { bits, ty } => Some((float_format(ctx, *ty)?, *bits)),
            _ => None,
        }
    };
    let (mut lhs, mut rhs) = (float_of(0), float_of(1));
    if let Some((format, bits)) = lhs
        && format.is_nan(bits)
    {
        rhs = lhs;
    }
    if let Some((format, bits)) = rhs
        && format.is_nan(bits)
    {
        lhs = rhs;
    }
    let ((format, a), (_, b)) = (lhs?, rhs?);
    let holds = apply_cmpf(predicate, format.compare(a, b));
    let i1 = ctx.integer_type(1);
    to_attr(scalar_attr(
        ctx,
        i1,
        Scalar::Int(ApInt::new(1, u128::from(holds))),
    ))
}

#[cfg(test)]
#[path = "cmp_tests.rs"]
mod tests;
