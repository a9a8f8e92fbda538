//! The casts (MLIR's `Arith_CastOp` family): `extsi`, `extui`, `trunci`
//! (with overflow flags), `extf` and `truncf` (with fast-math flags, and a
//! rounding mode for `truncf`), `sitofp`, `uitofp`, `fptosi`, `fptoui`,
//! `index_cast`, `index_castui` and `bitcast`, all written
//! `%r = arith.extsi %a : i32 to i64`. Each converts one value
//! to a type of the same shape; `CastOpInterface` decides which pairs of
//! types each cast accepts.

use strata_interfaces::arithmetic::{FirstOperand, UnaryOp};
use strata_ir::ods::verify::op_error;
use strata_ir::{Attribute, Context, Diagnostic, Ir, OpId, Type, TypeData, Value};
use strata_macros::op;

use crate::attributes::{FASTMATH_ATTR, OVERFLOW_FLAGS_ATTR, ROUNDING_MODE_ATTR, overflow_none};
use crate::constraints::{
    BITCAST_TYPE, FLOAT_LIKE, INDEX_CAST_TYPE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, bit_width,
    compatible_shapes, element_type,
};
use crate::fold::{
    fold_bitcast, fold_extf, fold_extsi, fold_extui, fold_fptosi, fold_fptoui, fold_index_cast,
    fold_index_castui, fold_sitofp, fold_truncf, fold_trunci, fold_uitofp,
};
use crate::verify::{quoted, verify_elementwise};

/// What a cast's element types may be (MLIR's `getTypeIfLike` /
/// `getTypeIfLikeOrMemRef`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Integer,
    Float,
    Index,
}

/// The element kind of `ty`, if it is a scalar, a vector or a tensor (or,
/// with `memref`, a memref) of integers, floats or `index`.
fn element_kind(ctx: &Context, ty: Type, memref: bool) -> Option<Kind> {
    if matches!(ctx.type_data(ty), TypeData::MemRef { .. }) && !memref {
        return None;
    }
    match ctx.type_data(element_type(ctx, ty)) {
        TypeData::Integer { .. } => Some(Kind::Integer),
        TypeData::Float(_) => Some(Kind::Float),
        TypeData::Index => Some(Kind::Index),
        _ => None,
    }
}

/// MLIR's `areValidCastInputsAndOutputs`: the same tensor encoding and
/// compatible shapes.
fn valid_pair(ctx: &Context, from: Type, to: Type) -> bool {
    let encoding = |ty| match ctx.type_data(ty) {
        TypeData::Tensor {
            shape: Some(_),
            encoding,
            ..
        } => Some(*encoding),
        _ => None,
    };
    if let (Some(a), Some(b)) = (encoding(from), encoding(to))
        && a != b
    {
        return false;
    }
    compatible_shapes(ctx, &[from, to])
}

fn element_width(ctx: &Context, ty: Type) -> Option<u32> {
    bit_width(ctx, element_type(ctx, ty))
}

fn integer_widths(ctx: &Context, from: Type, to: Type) -> Option<(u32, u32)> {
    if element_kind(ctx, from, false)? != Kind::Integer
        || element_kind(ctx, to, false)? != Kind::Integer
    {
        return None;
    }
    Some((element_width(ctx, from)?, element_width(ctx, to)?))
}

fn extension_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    valid_pair(ctx, from, to) && integer_widths(ctx, from, to).is_some_and(|(a, b)| b > a)
}

fn truncation_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    valid_pair(ctx, from, to) && integer_widths(ctx, from, to).is_some_and(|(a, b)| b < a)
}

/// The element widths of two float-like types.
fn float_widths(ctx: &Context, from: Type, to: Type) -> Option<(u32, u32)> {
    if element_kind(ctx, from, false)? != Kind::Float
        || element_kind(ctx, to, false)? != Kind::Float
    {
        return None;
    }
    Some((element_width(ctx, from)?, element_width(ctx, to)?))
}

/// MLIR's `checkWidthChangeCast<std::greater, FloatType>`: only the widths
/// count (`f16` and `bf16` do not convert either way).
pub(crate) fn float_extension_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    valid_pair(ctx, from, to) && float_widths(ctx, from, to).is_some_and(|(a, b)| b > a)
}

/// MLIR's `checkWidthChangeCast<std::less, FloatType>`.
pub(crate) fn float_truncation_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    valid_pair(ctx, from, to) && float_widths(ctx, from, to).is_some_and(|(a, b)| b < a)
}

fn int_to_float_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    valid_pair(ctx, from, to)
        && element_kind(ctx, from, false) == Some(Kind::Integer)
        && element_kind(ctx, to, false) == Some(Kind::Float)
}

fn float_to_int_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    valid_pair(ctx, from, to)
        && element_kind(ctx, from, false) == Some(Kind::Float)
        && element_kind(ctx, to, false) == Some(Kind::Integer)
}

fn index_cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    let signless = |ty| {
        matches!(
            ctx.type_data(element_type(ctx, ty)),
            TypeData::Integer {
                signedness: strata_ir::Signedness::Signless,
                ..
            }
        )
    };
    let (Some(a), Some(b)) = (element_kind(ctx, from, true), element_kind(ctx, to, true)) else {
        return false;
    };
    valid_pair(ctx, from, to)
        && ((a == Kind::Index && b == Kind::Integer && signless(to))
            || (a == Kind::Integer && signless(from) && b == Kind::Index))
}

fn bitcast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    let int_or_float = |ty| {
        matches!(
            element_kind(ctx, ty, true),
            Some(Kind::Integer | Kind::Float)
        )
    };
    valid_pair(ctx, from, to)
        && int_or_float(from)
        && int_or_float(to)
        && element_width(ctx, from) == element_width(ctx, to)
}

/// The dimensions arith's `SameInputOutputTensorDims` compares: a tensor's
/// shape, nothing for other types.
fn tensor_dims(ctx: &Context, ty: Type) -> Option<Vec<Option<u64>>> {
    match ctx.type_data(ty) {
        TypeData::Tensor { shape, .. } => shape.clone(),
        _ => Some(Vec::new()),
    }
}

/// The cast traits in MLIR's order: `SameInputOutputTensorDims`,
/// `SameOperandsAndResultShape`, `CastOpInterface`, `Elementwise`.
fn verify_cast(
    ir: &Ir,
    op: OpId,
    compatible: fn(&Context, Type, Type) -> bool,
) -> Result<(), Diagnostic> {
    verify_cast_traits(ir, op, compatible, true)
}

/// The cast traits, `SameOperandsAndResultShape` only when `same_shape`
/// (the scaling casts lack it). `compatible` decides on the first operand
/// and the result; the diagnostic names every operand type.
pub(crate) fn verify_cast_traits(
    ir: &Ir,
    op: OpId,
    compatible: fn(&Context, Type, Type) -> bool,
    same_shape: bool,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let (Some(input), Some(&output)) = (ir.operand(op, 0), ir.results(op).first()) else {
        return Ok(());
    };
    let (from, to) = (ir.value_type(input), ir.value_type(output));
    if tensor_dims(ctx, from) != tensor_dims(ctx, to) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that input and output have the same tensor dimensions",
        ));
    }
    if same_shape && !compatible_shapes(ctx, &[from, to]) {
        return Err(op_error(
            ir,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    if !compatible(ctx, from, to) {
        let inputs: Vec<_> = ir
            .operands(op)
            .map(|v| quoted(ctx, ir.value_type(v)))
            .collect();
        let noun = if inputs.len() == 1 { "type" } else { "types" };
        return Err(op_error(
            ir,
            op,
            format!(
                "operand {noun} {} and result type {} are cast incompatible",
                inputs.join(", "),
                quoted(ctx, to)
            ),
        ));
    }
    verify_elementwise(ir, op)
}

/// A cast without properties.
macro_rules! cast_op {
    (
        $(#[doc = $doc:tt])* $ident:ident, $name:tt,
        from = $from:ident, to = $to:ident, fold = $fold:ident, verifier = $verify:ident
    ) => {
        $(#[doc = $doc])*
        #[op(
            name = $name,
            traits(Pure),
            interfaces(UnaryOp = FirstOperand),
            format = "$in attr-dict `:` type($in) `to` type($out)",
            verifier = $verify,
            fold = $fold,
            fold_in_place = crate::fold::in_place::fold_in_place
        )]
        pub struct $ident {
            /// The value to convert.
            #[operand($from, name = "in")]
            input: Value,
            /// The converted value.
            #[result($to)]
            out: Value,
        }
    };
}

fn verify_extension(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ir, op, extension_compatible)
}

fn verify_trunci(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ir, op, truncation_compatible)
}

fn verify_sitofp(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ir, op, int_to_float_compatible)
}

fn verify_fptosi(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ir, op, float_to_int_compatible)
}

fn verify_extf(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ir, op, float_extension_compatible)
}

fn verify_truncf(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ir, op, float_truncation_compatible)
}

fn verify_index_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ir, op, index_cast_compatible)
}

fn verify_bitcast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast(ir, op, bitcast_compatible)
}

cast_op! {
    /// Sign extension to a wider integer: `%r = arith.extsi %a : i8 to i32`.
    ExtSIOp, "arith.extsi",
    from = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, to = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    fold = fold_extsi, verifier = verify_extension
}

cast_op! {
    /// Zero extension to a wider integer: `%r = arith.extui %a : i1 to i32`.
    ExtUIOp, "arith.extui",
    from = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, to = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    fold = fold_extui, verifier = verify_extension
}

/// Truncation to a narrower integer: `%r = arith.trunci %a overflow<nuw> :
/// i64 to i8`.
#[op(
    name = "arith.trunci",
    traits(Pure),
    interfaces(UnaryOp = FirstOperand),
    format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
    verifier = verify_trunci,
    fold = fold_trunci,
    fold_in_place = crate::fold::in_place::fold_in_place
)]
pub struct TruncIOp {
    /// The value to truncate.
    #[operand(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, name = "in")]
    input: Value,
    /// `nsw` / `nuw`: the result is poison if the value does not fit.
    #[attr(OVERFLOW_FLAGS_ATTR, name = "overflowFlags", default = overflow_none)]
    overflow_flags: Option<Attribute>,
    /// The truncated value.
    #[result(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)]
    out: Value,
}

cast_op! {
    /// Signed integer to float, rounding to nearest even:
    /// `%r = arith.sitofp %a : i32 to f32`.
    SIToFPOp, "arith.sitofp",
    from = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, to = FLOAT_LIKE,
    fold = fold_sitofp, verifier = verify_sitofp
}

cast_op! {
    /// Unsigned integer to float, rounding to nearest even:
    /// `%r = arith.uitofp %a : i32 to f32`.
    UIToFPOp, "arith.uitofp",
    from = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, to = FLOAT_LIKE,
    fold = fold_uitofp, verifier = verify_sitofp
}

cast_op! {
    /// Float to unsigned integer, rounding toward zero:
    /// `%r = arith.fptoui %a : f32 to i8`.
    FPToUIOp, "arith.fptoui",
    from = FLOAT_LIKE, to = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    fold = fold_fptoui, verifier = verify_fptosi
}

/// Extension to a wider float, exact: `%r = arith.extf %a : f16 to f32`.
#[op(
    name = "arith.extf",
    traits(Pure),
    interfaces(UnaryOp = FirstOperand),
    format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    verifier = verify_extf,
    fold = fold_extf,
    fold_in_place = crate::fold::in_place::fold_in_place
)]
pub struct ExtFOp {
    /// The value to extend.
    #[operand(FLOAT_LIKE, name = "in")]
    input: Value,
    /// The fast-math flags (`contract` lets `extf(truncf(x))` fold to `x`).
    #[attr(FASTMATH_ATTR)]
    fastmath: Option<Attribute>,
    /// The extended value.
    #[result(FLOAT_LIKE)]
    out: Value,
}

/// Truncation to a narrower float, rounded by `roundingmode` (to nearest
/// even when absent): `%r = arith.truncf %a downward : f32 to bf16`.
#[op(
    name = "arith.truncf",
    traits(Pure),
    interfaces(UnaryOp = FirstOperand),
    format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    verifier = verify_truncf,
    fold = fold_truncf,
    fold_in_place = crate::fold::in_place::fold_in_place
)]
pub struct TruncFOp {
    /// The value to truncate.
    #[operand(FLOAT_LIKE, name = "in")]
    input: Value,
    /// How an inexact value rounds.
    #[attr(ROUNDING_MODE_ATTR)]
    roundingmode: Option<Attribute>,
    /// The fast-math flags.
    #[attr(FASTMATH_ATTR)]
    fastmath: Option<Attribute>,
    /// The truncated value.
    #[result(FLOAT_LIKE)]
    out: Value,
}

cast_op! {
    /// Float to signed integer, rounding toward zero:
    /// `%r = arith.fptosi %a : f32 to i32`.
    FPToSIOp, "arith.fptosi",
    from = FLOAT_LIKE, to = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    fold = fold_fptosi, verifier = verify_fptosi
}

cast_op! {
    /// Between `index` and a signless integer, sign-extending or truncating:
    /// `%r = arith.index_cast %a : i32 to index`.
    IndexCastOp, "arith.index_cast",
    from = INDEX_CAST_TYPE, to = INDEX_CAST_TYPE,
    fold = fold_index_cast, verifier = verify_index_cast
}

cast_op! {
    /// Between `index` and a signless integer, zero-extending or truncating:
    /// `%r = arith.index_castui %a : i32 to index`.
    IndexCastUIOp, "arith.index_castui",
    from = INDEX_CAST_TYPE, to = INDEX_CAST_TYPE,
    fold = fold_index_castui, verifier = verify_index_cast
}

cast_op! {
    /// Reinterprets the bits of an integer or float as another type of the
    /// same width: `%r = arith.bitcast %a : i32 to f32`.
    BitcastOp, "arith.bitcast",
    from = BITCAST_TYPE, to = BITCAST_TYPE,
    fold = fold_bitcast, verifier = verify_bitcast
}

/// Registers the casts.
pub fn register(ctx: &mut strata_ir::Context) {
    ExtSIOp::register(ctx);
    ExtUIOp::register(ctx);
    TruncIOp::register(ctx);
    ExtFOp::register(ctx);
    TruncFOp::register(ctx);
    SIToFPOp::register(ctx);
    UIToFPOp::register(ctx);
    FPToSIOp::register(ctx);
    FPToUIOp::register(ctx);
    IndexCastOp::register(ctx);
    IndexCastUIOp::register(ctx);
    BitcastOp::register(ctx);
}
