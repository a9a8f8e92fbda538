//! The float arithmetic ops (MLIR's `Arith_FloatBinaryOp` and
//! `Arith_FloatUnaryOp`): `addf`, `subf`, `mulf`, `divf`, `remf`, the
//! extremes `maximumf`, `minimumf`, `maxnumf`, `minnumf`, and `negf`, each on
//! one floating-point-like type (floats, vectors or tensors of them), with
//! optional `fastmath<...>` flags. MLIR 22 has no rounding-mode operand.

use strata_interfaces::arithmetic::{BinaryOp, FirstOperand, OperandPair, UnaryOp};
use strata_ir::{Attribute, Value};
use strata_macros::op;

use crate::attributes::{FASTMATH_ATTR, fastmath_none};
use crate::constraints::FLOAT_LIKE;
use crate::fold::{
    fold_addf, fold_divf, fold_maximumf, fold_maxnumf, fold_minimumf, fold_minnumf, fold_mulf,
    fold_negf, fold_remf, fold_subf,
};

/// A float binary op.
macro_rules! float_op {
    ($(#[doc = $doc:tt])* $ident:ident, $name:tt, traits($($t:ident),*), fold = $fold:ident) => {
        $(#[doc = $doc])*
        #[op(
            name = $name,
            traits($($t,)* SameOperandsAndResultType),
            interfaces(BinaryOp = OperandPair),
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            fold = $fold,
            fold_in_place = crate::fold::in_place::fold_in_place
        )]
        pub struct $ident {
            /// The left operand.
            #[operand(FLOAT_LIKE)]
            lhs: Value,
            /// The right operand.
            #[operand(FLOAT_LIKE)]
            rhs: Value,
            /// The fast-math flags (`none` by default).
            #[attr(FASTMATH_ATTR, default = fastmath_none)]
            fastmath: Option<Attribute>,
            /// The result.
            #[result(FLOAT_LIKE)]
            result: Value,
        }
    };
}

float_op! {
    /// Float addition: `%r = arith.addf %a, %b fastmath<fast> : f32`.
    AddFOp, "arith.addf", traits(Pure, Commutative), fold = fold_addf
}

float_op! {
    /// Float subtraction: `%r = arith.subf %a, %b : f32`.
    SubFOp, "arith.subf", traits(Pure), fold = fold_subf
}

float_op! {
    /// Float multiplication: `%r = arith.mulf %a, %b : vector<4xf16>`.
    MulFOp, "arith.mulf", traits(Pure, Commutative), fold = fold_mulf
}

float_op! {
    /// Float division: `%r = arith.divf %a, %b : f64`.
    DivFOp, "arith.divf", traits(Pure), fold = fold_divf
}

float_op! {
    /// Float remainder, the quotient rounded toward zero, with the sign of
    /// the dividend (C's `fmod`): `%r = arith.remf %a, %b : f32`.
    RemFOp, "arith.remf", traits(Pure), fold = fold_remf
}

float_op! {
    /// The larger operand, NaN if either is, `-0.0 < +0.0`:
    /// `%r = arith.maximumf %a, %b : f32`.
    MaximumFOp, "arith.maximumf", traits(Pure, Commutative), fold = fold_maximumf
}

float_op! {
    /// The smaller operand, NaN if either is, `-0.0 < +0.0`:
    /// `%r = arith.minimumf %a, %b : f32`.
    MinimumFOp, "arith.minimumf", traits(Pure, Commutative), fold = fold_minimumf
}

float_op! {
    /// The larger operand; a quiet NaN operand gives the other one:
    /// `%r = arith.maxnumf %a, %b : f32`.
    MaxNumFOp, "arith.maxnumf", traits(Pure, Commutative), fold = fold_maxnumf
}

float_op! {
    /// The smaller operand; a quiet NaN operand gives the other one:
    /// `%r = arith.minnumf %a, %b : f32`.
    MinNumFOp, "arith.minnumf", traits(Pure, Commutative), fold = fold_minnumf
}

/// Float negation: `%r = arith.negf %a : f32`.
#[op(
    name = "arith.negf",
    traits(Pure, SameOperandsAndResultType),
    interfaces(UnaryOp = FirstOperand),
    format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    fold = fold_negf
)]
pub struct NegFOp {
    /// The value to negate.
    #[operand(FLOAT_LIKE)]
    operand: Value,
    /// The fast-math flags (`none` by default).
    #[attr(FASTMATH_ATTR, default = fastmath_none)]
    fastmath: Option<Attribute>,
    /// `-operand`.
    #[result(FLOAT_LIKE)]
    result: Value,
}

/// Registers the float arithmetic ops.
pub fn register(ctx: &mut strata_ir::Context) {
    AddFOp::register(ctx);
    SubFOp::register(ctx);
    MulFOp::register(ctx);
    DivFOp::register(ctx);
    RemFOp::register(ctx);
    MaximumFOp::register(ctx);
    MinimumFOp::register(ctx);
    MaxNumFOp::register(ctx);
    MinNumFOp::register(ctx);
    NegFOp::register(ctx);
}
