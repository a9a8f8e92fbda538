//! The folders of the casts (MLIR 22's `ExtUIOp::fold` ... `BitcastOp::fold`):
//! constant conversion element by element (float to float only when
//! exact), `trunci(ext(x)) -> x` and `truncf(extf(x)) -> x` when the types
//! meet, and `extf(truncf(x)) -> x` when both allow `contract`. The chain
//! folds that rewrite the op's own operand are in `in_place`;
//! `index_cast(index_cast(x))` does not fold in MLIR 22.

use strata_ir::{Attribute, Ir, OpId, Type};

use super::apint::ApInt;
use super::{
    Constant, Folded, Scalar, cast, constant, defined_by, dense_attr, element_format,
    element_width, float_format, result_type, scalar_attr, to_attr, to_value,
};
use crate::attributes::{CONTRACT, FASTMATH};
use crate::constraints::{Shape, element_type, shape_of};

/// Constant-folds an integer-to-integer cast with `convert`.
fn int_cast(
    ir: &Ir,
    op: OpId,
    constants: &[Option<Attribute>],
    convert: fn(&ApInt, u32) -> ApInt,
) -> Folded {
    let ty = result_type(ir, op)?;
    let width = element_width(ir.ctx(), ty)?;
    to_attr(cast(ir.ctx(), constants, ty, |a| {
        Some(Scalar::Int(convert(a.int()?, width)))
    })?)
}

/// Constant `zext`.
pub(crate) fn fold_extui(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    int_cast(ir, op, constants, ApInt::zext)
}

/// Constant `sext`.
pub(crate) fn fold_extsi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    int_cast(ir, op, constants, ApInt::sext)
}

/// `trunci(ext(x)) -> x` when `x` has the result's element type, constant
/// `trunc`.
pub(crate) fn fold_trunci(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let input = ir.operand(op, 0)?;
    let ext = defined_by(ir, input, "arith.extui").or_else(|| defined_by(ir, input, "arith.extsi"));
    if let Some(ext) = ext {
        let source = ir.operand(ext, 0)?;
        let source_element = element_type(ctx, ir.value_type(source));
        let result_element = element_type(ctx, result_type(ir, op)?);
        let narrower = element_width(ctx, source_element)? > element_width(ctx, result_element)?;
        if !narrower && source_element == result_element {
            return to_value(source);
        }
    }
    int_cast(ir, op, constants, ApInt::trunc)
}

/// Constant `sitofp`, rounded to nearest even.
pub(crate) fn fold_sitofp(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ty = result_type(ir, op)?;
    let format = element_format(ir.ctx(), ty)?;
    to_attr(cast(ir.ctx(), constants, ty, |a| {
        Some(Scalar::Float(format.from_signed(a.int()?)?))
    })?)
}

/// Whether `op`'s fast-math flags include `contract`.
fn contracts(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    ir.attr(op, "fastmath")
        .and_then(|attr| FASTMATH.bits(ctx, attr))
        .is_some_and(|bits| bits & CONTRACT != 0)
}

/// Constant float-to-float conversion, when exact (MLIR's
/// `convertFloatValue`).
fn float_cast(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let from = element_format(ctx, ir.value_type(ir.operand(op, 0)?))?;
    let to = element_format(ctx, ty)?;
    to_attr(cast(ctx, constants, ty, |a| {
        Some(Scalar::Float(from.convert_exact(a.float()?, to)?))
    })?)
}

/// `extf(truncf(x)) -> x` when `x` has the result type and both ops allow
/// `contract`; constant extension.
pub(crate) fn fold_extf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let input = ir.operand(op, 0)?;
    if let Some(truncf) = defined_by(ir, input, "arith.truncf") {
        let source = ir.operand(truncf, 0)?;
        if ir.value_type(source) == result_type(ir, op)?
            && contracts(ir, truncf)
            && contracts(ir, op)
        {
            return to_value(source);
        }
    }
    float_cast(ir, op, constants)
}

/// `truncf(extf(x)) -> x` when `x` has the result's element type and the
/// extension was exact for it (the narrowing of a wider `x` is an in-place
/// fold); constant truncation when exact, whatever the rounding mode.
pub(crate) fn fold_truncf(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let input = ir.operand(op, 0)?;
    if let Some(extf) = defined_by(ir, input, "arith.extf") {
        let source = ir.operand(extf, 0)?;
        let source_element = element_type(ctx, ir.value_type(source));
        let intermediate = element_format(ctx, ir.value_type(input))?;
        let result_element = element_type(ctx, result_type(ir, op)?);
        if float_format(ctx, source_element)?.is_representable_by(intermediate)
            && source_element == result_element
        {
            return to_value(source);
        }
    }
    float_cast(ir, op, constants)
}

/// Constant `uitofp`, rounded to nearest even.
pub(crate) fn fold_uitofp(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ty = result_type(ir, op)?;
    let format = element_format(ir.ctx(), ty)?;
    to_attr(cast(ir.ctx(), constants, ty, |a| {
        Some(Scalar::Float(format.from_unsigned(a.int()?)))
    })?)
}

/// Constant `fptoui`, rounded toward zero; NaN, negative values below -1
/// and values too large do not fold.
pub(crate) fn fold_fptoui(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let width = element_width(ctx, ty)?;
    let format = element_format(ctx, ir.value_type(ir.operand(op, 0)?))?;
    to_attr(cast(ctx, constants, ty, |a| {
        Some(Scalar::Int(format.to_unsigned(a.float()?, width)?))
    })?)
}

/// Constant `fptosi`, rounded toward zero; NaN and out-of-range values do
/// not fold.
pub(crate) fn fold_fptosi(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let width = element_width(ctx, ty)?;
    let format = element_format(ctx, ir.value_type(ir.operand(op, 0)?))?;
    to_attr(cast(ctx, constants, ty, |a| {
        Some(Scalar::Int(format.to_signed(a.float()?, width)?))
    })?)
}

/// Constant `sextOrTrunc` to the result width (`index`: 64 bits).
pub(crate) fn fold_index_cast(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    int_cast(ir, op, constants, ApInt::sext)
}

/// Constant `zextOrTrunc` to the result width (`index`: 64 bits).
pub(crate) fn fold_index_castui(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    int_cast(ir, op, constants, ApInt::zext)
}

/// The bits of a scalar of type `from` reinterpreted as type `to`.
fn reinterpret(ir: &Ir, value: &Scalar, to: Type) -> Option<Scalar> {
    let ctx = ir.ctx();
    let bits = match value {
        // Between integers of one width (any width): the same value.
        Scalar::Int(int) if element_format(ctx, to).is_none() => {
            return Some(Scalar::Int(int.zext(element_width(ctx, to)?)));
        }
        Scalar::Int(int) => int.to_u128()?,
        Scalar::Float(bits) => *bits,
    };
    Some(match element_format(ctx, to) {
        Some(format) => Scalar::Float(ApInt::new(format.width(), bits).to_u128()?),
        None => Scalar::Int(ApInt::new(element_width(ctx, to)?, bits)),
    })
}

/// Dense constants reinterpret each element; a scalar constant becomes the
/// float or integer with the same bits; poison stays poison.
pub(crate) fn fold_bitcast(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    fold_bitcast_constant(ir, op, constants).or_else(|| identity_cast(ir, op))
}

/// MLIR's `CastOpInterface` fold (`impl::foldCastInterfaceOp`), tried
/// after the op's own: a cast to the operand's own type is the operand.
fn identity_cast(ir: &Ir, op: OpId) -> Folded {
    let operand = ir.operand(op, 0)?;
    let result = *ir.results(op).first()?;
    (ir.value_type(operand) == ir.value_type(result)).then_some(())?;
    to_value(operand)
}

/// `bitcast` of a constant: the same bits in the result type.
fn fold_bitcast_constant(ir: &Ir, op: OpId, constants: &[Option<Attribute>]) -> Folded {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    let operand = Constant::of(ctx, constant(constants, 0)?)?;
    let to = element_type(ctx, ty);
    match &operand {
        Constant::Dense { .. } => {
            let values = operand
                .scalars(ctx)?
                .iter()
                .map(|v| reinterpret(ir, v, to))
                .collect::<Option<Vec<_>>>()?;
            to_attr(dense_attr(ctx, ty, &values))
        }
        _ if shape_of(ctx, ty) != Shape::Scalar => None,
        Constant::Poison(poison) => to_attr(*poison),
        Constant::Scalar { value, .. } => {
            to_attr(scalar_attr(ctx, ty, reinterpret(ir, value, ty)?))
        }
    }
}

#[cfg(test)]
#[path = "cast_tests.rs"]
mod tests;
