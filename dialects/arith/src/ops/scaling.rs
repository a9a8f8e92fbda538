//! The scaled float conversions of the OCP microscaling formats (MLIR's
//! `Arith_ScalingExtFOp`, `Arith_ScalingTruncFOp`): an input and a scale of
//! the same shape, converted elementwise to a wider (narrower) float type.
//!
//! ```mlir
//! %r = arith.scaling_extf %in, %scale : f16, f16 to f32
//! %s = arith.scaling_truncf %in, %scale upward : f32, f16 to f16
//! ```
//!
//! Strata verifies, prints and parses them; there is no folder (MLIR has
//! none) and the interpreter does not run them: their meaning is in the
//! lowering (`arith-expand`), which scales by the exponent of the scale
//! cast to `f8E8M0FNU`, a type Strata does not have yet.

use strata_ir::{Attribute, Diagnostic, Ir, OpId, Value};
use strata_macros::op;

use super::casts::{float_extension_compatible, float_truncation_compatible, verify_cast_traits};
use crate::attributes::{FASTMATH_ATTR, ROUNDING_MODE_ATTR};
use crate::constraints::FLOAT_LIKE;

/// `SameInputOutputTensorDims`, `CastOpInterface` (on the input and the
/// result, the scale aside), `Elementwise`.
fn verify_scaling_extf(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast_traits(ir, op, float_extension_compatible, false)
}

fn verify_scaling_truncf(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast_traits(ir, op, float_truncation_compatible, false)
}

/// Extends `in` to the wider result type, scaled by `scale`.
#[op(
    name = "arith.scaling_extf",
    traits(Pure),
    format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    verifier = verify_scaling_extf
)]
pub struct ScalingExtFOp {
    /// The values to extend.
    #[operand(FLOAT_LIKE, name = "in")]
    input: Value,
    /// The scale of each value.
    #[operand(FLOAT_LIKE)]
    scale: Value,
    /// The fast-math flags.
    #[attr(FASTMATH_ATTR)]
    fastmath: Option<Attribute>,
    /// The scaled, extended values.
    #[result(FLOAT_LIKE)]
    out: Value,
}

/// Truncates `in`, divided by `scale`, to the narrower result type.
#[op(
    name = "arith.scaling_truncf",
    traits(Pure),
    format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    verifier = verify_scaling_truncf
)]
pub struct ScalingTruncFOp {
    /// The values to truncate.
    #[operand(FLOAT_LIKE, name = "in")]
    input: Value,
    /// The scale of each value.
    #[operand(FLOAT_LIKE)]
    scale: Value,
    /// How an inexact value rounds.
    #[attr(ROUNDING_MODE_ATTR)]
    roundingmode: Option<Attribute>,
    /// The fast-math flags.
    #[attr(FASTMATH_ATTR)]
    fastmath: Option<Attribute>,
    /// The scaled, truncated values.
    #[result(FLOAT_LIKE)]
    out: Value,
}

/// Registers the scaling casts.
pub fn register(ctx: &mut strata_ir::Context) {
    ScalingExtFOp::register(ctx);
    ScalingTruncFOp::register(ctx);
}
