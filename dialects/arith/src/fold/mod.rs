//! Folding (MLIR's `fold` methods of the arith ops and the constant-folding
//! helpers of `mlir/Dialect/CommonFolders.h`).
//!
//! A folder gets the constant value of each operand (`None` when it is not
//! a constant) and returns the op's result as an existing value or a
//! constant attribute. As in MLIR 22:
//! - a `#ub.poison` operand makes a constant fold produce poison;
//! - two integer (float) attributes of one type fold to an attribute of that
//!   type, two splats to a splat, two dense attributes element by element —
//!   and one failing element aborts the whole fold;
//! - integers wrap at their width (`index` is 64 bits), floats round to
//!   nearest even.
//!
//! MLIR's in-place folds (an op that rewrites its own operands and returns
//! itself) need to mutate the IR, which the fold hook cannot: they are in
//! [`in_place::fold_in_place`], for the rewrite driver to call when the hook
//! does not fold.

pub mod apfloat;
pub mod apint;
mod cast;
mod cmp;
mod extended;
mod float;
pub mod in_place;
mod int;
mod rounding;
mod select;

pub(crate) use cast::{
    fold_bitcast, fold_extf, fold_extsi, fold_extui, fold_fptosi, fold_fptoui, fold_index_cast,
    fold_index_castui, fold_sitofp, fold_truncf, fold_trunci, fold_uitofp,
};
pub(crate) use cmp::{fold_cmpf, fold_cmpi};
pub(crate) use extended::{fold_addui_extended, fold_mulsi_extended, fold_mului_extended};
pub(crate) use float::{
    fold_addf, fold_divf, fold_maximumf, fold_maxnumf, fold_minimumf, fold_minnumf, fold_mulf,
    fold_negf, fold_remf, fold_subf,
};
pub(crate) use int::{
    fold_addi, fold_andi, fold_ceildivsi, fold_ceildivui, fold_divsi, fold_divui, fold_floordivsi,
    fold_maxsi, fold_maxui, fold_minsi, fold_minui, fold_muli, fold_ori, fold_remsi, fold_remui,
    fold_shli, fold_shrsi, fold_shrui, fold_subi, fold_xori,
};
pub(crate) use select::fold_select;

use strata_ir::{
    AttrData, Attribute, Context, ElementValue, FoldResult, Ir, OpId, Type, TypeData, Value,
};

use crate::constraints::element_type;
use apfloat::Format;
use apint::ApInt;

/// What a fold hook returns.
pub(crate) type Folded = Option<Vec<FoldResult>>;

/// The op folds to the existing value `value`.
pub(crate) fn to_value(value: Value) -> Folded {
    Some(vec![FoldResult::Value(value)])
}

/// The op folds to the constant `attr`.
pub(crate) fn to_attr(attr: Attribute) -> Folded {
    Some(vec![FoldResult::Attribute(attr)])
}

/// The constant of operand `index`, if any.
pub(crate) fn constant(constants: &[Option<Attribute>], index: usize) -> Option<Attribute> {
    constants.get(index).copied().flatten()
}

/// The op defining `value`, if it is named `name`.
pub(crate) fn defined_by(ir: &Ir, value: Value, name: &str) -> Option<OpId> {
    ir.defining_op(value)
        .filter(|&op| ir.op_name_str(op) == name)
}

/// Whether `attr` is `#ub.poison`.
pub(crate) fn is_poison(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::Opaque { dialect, body, .. }
        if ctx.str(*dialect) == "ub" && body == "poison")
}

/// The width of integers of type `ty` (`index`: 64), if it is an integer
/// type.
pub(crate) fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// The float format of type `ty`, if it is a float type.
pub(crate) fn float_format(ctx: &Context, ty: Type) -> Option<Format> {
    match ctx.type_data(ty) {
        TypeData::Float(kind) => Some(Format::of(*kind)),
        _ => None,
    }
}

/// One scalar: an integer or a float's bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Scalar {
    /// An integer (or `index`, or `i1`).
    Int(ApInt),
    /// A float in `Format`.
    Float(u128),
}

impl Scalar {
    pub(crate) fn int(&self) -> Option<&ApInt> {
        match self {
            Scalar::Int(value) => Some(value),
            Scalar::Float(_) => None,
        }
    }

    pub(crate) fn float(&self) -> Option<u128> {
        match self {
            Scalar::Float(bits) => Some(*bits),
            Scalar::Int(_) => None,
        }
    }
}

/// An element of type `ty` as a scalar.
fn scalar_of(ctx: &Context, ty: Type, element: ElementValue) -> Option<Scalar> {
    match element {
        ElementValue::Int(value) => Some(Scalar::Int(ApInt::from_i128(int_width(ctx, ty)?, value))),
        ElementValue::WideInt(attr) => {
            let (value, _) = ctx.big_integer_value(attr)?;
            Some(Scalar::Int(ApInt::from_big(int_width(ctx, ty)?, &value)))
        }
        ElementValue::FloatBits(bits) => {
            float_format(ctx, ty)?;
            Some(Scalar::Float(bits))
        }
        ElementValue::String(_) => None,
    }
}

/// How an attribute stores a scalar of type `ty` (see [`held_int`]).
fn element_of(ctx: &Context, ty: Type, scalar: &Scalar) -> ElementValue {
    match scalar {
        Scalar::Int(value) => match held_int(ctx, ty, value) {
            HeldInt::Small(small) => ElementValue::Int(small),
            HeldInt::Wide(wide) => ctx.big_integer_element(wide, ty),
        },
        Scalar::Float(bits) => ElementValue::FloatBits(*bits),
    }
}

/// The value an integer attribute of type `ty` holds for `value`, as
/// `strata_ir::wide_integer` defines it: the number for unsigned types and
/// `i1`, the bits read as signed otherwise; in an `i128` when it fits.
enum HeldInt {
    Small(i128),
    Wide(num_bigint::BigInt),
}

fn held_int(ctx: &Context, ty: Type, value: &ApInt) -> HeldInt {
    let unsigned = matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            width: 1,
            signedness: strata_ir::Signedness::Signless,
        } | TypeData::Integer {
            signedness: strata_ir::Signedness::Unsigned,
            ..
        }
    );
    let small = if unsigned {
        value.to_u128().and_then(|v| i128::try_from(v).ok())
    } else {
        value.to_i128()
    };
    match small {
        Some(small) => HeldInt::Small(small),
        None if unsigned => HeldInt::Wide(value.unsigned_big().into()),
        None => HeldInt::Wide(value.signed_big()),
    }
}

/// A constant operand, classified.
#[derive(Clone, Debug)]
pub(crate) enum Constant<'c> {
    /// An integer or float attribute.
    Scalar { ty: Type, value: Scalar },
    /// A dense elements attribute (one element when it is a splat).
    Dense {
        ty: Type,
        element_ty: Type,
        elements: &'c [ElementValue],
    },
    /// `#ub.poison`.
    Poison(Attribute),
}

impl<'c> Constant<'c> {
    /// Classifies `attr` (`None` for kinds the folders do not handle).
    pub(crate) fn of(ctx: &'c Context, attr: Attribute) -> Option<Self> {
        match ctx.attr_data(attr) {
            AttrData::Integer { value, ty } => Some(Constant::Scalar {
                ty: *ty,
                value: Scalar::Int(ApInt::from_i128(int_width(ctx, *ty)?, *value)),
            }),
            AttrData::WideInteger { value, ty } => Some(Constant::Scalar {
                ty: *ty,
                value: Scalar::Int(ApInt::from_big(int_width(ctx, *ty)?, value)),
            }),
            AttrData::Float { bits, ty } => {
                float_format(ctx, *ty)?;
                Some(Constant::Scalar {
                    ty: *ty,
                    value: Scalar::Float(*bits),
                })
            }
            AttrData::DenseElements { ty, elements } => Some(Constant::Dense {
                ty: *ty,
                element_ty: element_type(ctx, *ty),
                elements,
            }),
            _ if is_poison(ctx, attr) => Some(Constant::Poison(attr)),
            _ => None,
        }
    }

    /// The attribute's type (`None` for poison).
    fn ty(&self) -> Option<Type> {
        match self {
            Constant::Scalar { ty, .. } | Constant::Dense { ty, .. } => Some(*ty),
            Constant::Poison(_) => None,
        }
    }

    /// Every element as a scalar (a splat gives one).
    fn scalars(&self, ctx: &Context) -> Option<Vec<Scalar>> {
        match self {
            Constant::Scalar { value, .. } => Some(vec![value.clone()]),
            Constant::Dense {
                element_ty,
                elements,
                ..
            } => elements
                .iter()
                .map(|&e| scalar_of(ctx, *element_ty, e))
                .collect(),
            Constant::Poison(_) => None,
        }
    }

    fn is_splat(&self) -> bool {
        matches!(self, Constant::Dense { elements, .. } if elements.len() == 1)
    }
}

/// MLIR's `m_ConstantInt`: an integer attribute or an integer splat.
pub(crate) fn const_int(ctx: &Context, attr: Option<Attribute>) -> Option<ApInt> {
    match Constant::of(ctx, attr?)? {
        Constant::Scalar { value, .. } => value.int().cloned(),
        Constant::Dense {
            element_ty,
            elements: [single],
            ..
        } => scalar_of(ctx, element_ty, *single)?.int().cloned(),
        _ => None,
    }
}

/// MLIR's `m_ConstantFloat` family: a float attribute or a float splat,
/// with its format.
pub(crate) fn const_float(ctx: &Context, attr: Option<Attribute>) -> Option<(Format, u128)> {
    match Constant::of(ctx, attr?)? {
        Constant::Scalar { ty, value } => Some((float_format(ctx, ty)?, value.float()?)),
        Constant::Dense {
            element_ty,
            elements: [ElementValue::FloatBits(bits)],
            ..
        } => Some((float_format(ctx, element_ty)?, *bits)),
        _ => None,
    }
}

/// A scalar attribute of type `ty`.
pub(crate) fn scalar_attr(ctx: &Context, ty: Type, value: Scalar) -> Attribute {
    match value {
        Scalar::Int(int) => match held_int(ctx, ty, &int) {
            HeldInt::Small(small) => ctx.integer_attr(small, ty),
            HeldInt::Wide(wide) => ctx.big_integer_attr(wide, ty),
        },
        Scalar::Float(bits) => ctx.intern_attr(AttrData::Float { bits, ty }),
    }
}

/// A dense elements attribute of shaped type `ty`; equal elements make a
/// splat, as MLIR's `DenseElementsAttr::get` stores them.
pub(crate) fn dense_attr(ctx: &Context, ty: Type, values: &[Scalar]) -> Attribute {
    let element_ty = element_type(ctx, ty);
    let mut elements: Vec<ElementValue> = values
        .iter()
        .map(|v| element_of(ctx, element_ty, v))
        .collect();
    if elements.len() > 1 && elements.iter().all(|e| *e == elements[0]) {
        elements.truncate(1);
    }
    ctx.intern_attr(AttrData::DenseElements { ty, elements })
}

/// An attribute of type `ty` (scalar or shaped) holding `value` everywhere.
pub(crate) fn splat_attr(ctx: &Context, ty: Type, value: Scalar) -> Option<Attribute> {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } | TypeData::Tensor { shape: Some(_), .. } => {
            Some(dense_attr(ctx, ty, &[value]))
        }
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) => {
            Some(scalar_attr(ctx, ty, value))
        }
        _ => None,
    }
}

/// MLIR's `Builder::getZeroAttr`.
pub(crate) fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    let element = element_type(ctx, ty);
    let zero = match ctx.type_data(element) {
        TypeData::Float(_) => Scalar::Float(0),
        _ => Scalar::Int(ApInt::zero(int_width(ctx, element)?)),
    };
    splat_attr(ctx, ty, zero)
}

/// MLIR 22's `getBoolAttribute`: `true`/`false`, or a splat of it for a
/// vector or ranked tensor type (even a dynamically shaped one).
pub(crate) fn bool_attr(ctx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    let i1 = ctx.integer_type(1);
    let value = Scalar::Int(ApInt::new(1, u128::from(value)));
    match ctx.type_data(ty) {
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) => {
            Some(scalar_attr(ctx, i1, value))
        }
        _ => splat_attr(ctx, ty, value),
    }
}

/// MLIR's `constFoldBinaryOp`: folds two constants element by element with
/// `calculate` (which may refuse an element). The result has type
/// `result_ty`, or the left attribute's type.
pub(crate) fn binary(
    ctx: &Context,
    constants: &[Option<Attribute>],
    result_ty: Option<Type>,
    mut calculate: impl FnMut(&Scalar, &Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let lhs = constant(constants, 0).and_then(|a| Constant::of(ctx, a));
    let rhs = constant(constants, 1).and_then(|a| Constant::of(ctx, a));
    for side in [&lhs, &rhs] {
        if let Some(Constant::Poison(poison)) = side {
            return Some(*poison);
        }
    }
    let (lhs, rhs) = (lhs?, rhs?);
    if lhs.ty()? != rhs.ty()? {
        return None;
    }
    let result_ty = result_ty.or(lhs.ty())?;
    match (&lhs, &rhs) {
        (Constant::Scalar { value: a, .. }, Constant::Scalar { value: b, .. }) => {
            let value = calculate(a, b)?;
            Some(scalar_attr(ctx, result_ty, value))
        }
        (Constant::Dense { .. }, Constant::Dense { .. }) => {
            let (a, b) = (lhs.scalars(ctx)?, rhs.scalars(ctx)?);
            if lhs.is_splat() && rhs.is_splat() {
                let value = calculate(&a[0], &b[0])?;
                return Some(dense_attr(ctx, result_ty, &[value]));
            }
            let count = a.len().max(b.len());
            let mut results = Vec::with_capacity(count);
            for i in 0..count {
                results.push(calculate(broadcast_at(&a, i)?, broadcast_at(&b, i)?)?);
            }
            Some(dense_attr(ctx, result_ty, &results))
        }
        _ => None,
    }
}

/// Element `i` of `list`, or its only element (a splat).
pub(crate) fn broadcast_at(list: &[Scalar], i: usize) -> Option<&Scalar> {
    list.get(if list.len() == 1 { 0 } else { i })
}

/// MLIR's `constFoldUnaryOp`.
pub(crate) fn unary(
    ctx: &Context,
    constants: &[Option<Attribute>],
    mut calculate: impl FnMut(&Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    match Constant::of(ctx, constant(constants, 0)?)? {
        Constant::Poison(poison) => Some(poison),
        Constant::Scalar { ty, value } => Some(scalar_attr(ctx, ty, calculate(&value)?)),
        dense @ Constant::Dense { ty, .. } => {
            let values = dense
                .scalars(ctx)?
                .iter()
                .map(&mut calculate)
                .collect::<Option<Vec<_>>>()?;
            Some(dense_attr(ctx, ty, &values))
        }
    }
}

/// MLIR's `constFoldCastOp`: converts each element to the element type of
/// `result_ty` (a splat only into a statically shaped type).
pub(crate) fn cast(
    ctx: &Context,
    constants: &[Option<Attribute>],
    result_ty: Type,
    mut calculate: impl FnMut(&Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let operand = Constant::of(ctx, constant(constants, 0)?)?;
    match &operand {
        Constant::Poison(poison) => Some(*poison),
        Constant::Scalar { value, .. } => Some(scalar_attr(ctx, result_ty, calculate(value)?)),
        Constant::Dense { .. } => {
            let values = operand.scalars(ctx)?;
            if operand.is_splat() {
                let value = calculate(&values[0])?;
                let static_shape = match crate::constraints::shape_of(ctx, result_ty) {
                    crate::constraints::Shape::Ranked(dims) => dims.iter().all(Option::is_some),
                    _ => false,
                };
                return static_shape.then(|| dense_attr(ctx, result_ty, &[value]));
            }
            let results = values
                .iter()
                .map(&mut calculate)
                .collect::<Option<Vec<_>>>()?;
            Some(dense_attr(ctx, result_ty, &results))
        }
    }
}

/// The float format of the element type of `ty`.
pub(crate) fn element_format(ctx: &Context, ty: Type) -> Option<Format> {
    float_format(ctx, element_type(ctx, ty))
}

/// The integer width of the element type of `ty`.
pub(crate) fn element_width(ctx: &Context, ty: Type) -> Option<u32> {
    int_width(ctx, element_type(ctx, ty))
}

/// The type of the op's (first) result.
pub(crate) fn result_type(ir: &Ir, op: OpId) -> Option<Type> {
    ir.results(op).first().map(|&v| ir.value_type(v))
}

#[cfg(test)]
pub(crate) mod test_support;
