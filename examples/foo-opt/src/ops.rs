//! The `foo` dialect's ops. Each op is one declaration; the macro generates
//! its typed view, builder, verifier, parser and printer.

use strata_interfaces::arithmetic::{FirstOperand, OperandPair};
use strata_interfaces::{BinaryOp, UnaryOp};
use strata_ir::ods::constraints::{I64_ATTR, SIGNLESS_INTEGER};
use strata_ir::ods::verify::op_error;
use strata_ir::traits::OpTrait;
use strata_ir::{Diagnostic, Ir, OpId, Value};
use strata_macros::op;

/// Ops whose result has the sign of their first operand: a trait of the
/// `foo` dialect's own, which a pass asks for with
/// `ir.implements_trait::<KeepsSign>(op)`.
pub struct KeepsSign;

impl OpTrait for KeepsSign {
    const NAME: &'static str = "KeepsSign";
}

/// Multiplies an integer by a positive constant factor.
///
/// ```mlir
/// %y = foo.scale %x by 3 : i32
/// ```
#[op(
    name = "foo.scale",
    traits(Pure, SameOperandsAndResultType, KeepsSign),
    format = "$input `by` $factor attr-dict `:` type($result)",
    verifier = verify_scale
)]
pub struct ScaleOp {
    /// The value to scale.
    #[operand(SIGNLESS_INTEGER)]
    input: Value,
    /// The factor, at least 1.
    #[attr(I64_ATTR)]
    factor: i64,
    /// `input * factor`.
    #[result(SIGNLESS_INTEGER)]
    result: Value,
}

fn verify_scale(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match ScaleOp(op).factor(ir) {
        Some(factor) if factor < 1 => Err(op_error(
            ir,
            op,
            format!("expects a positive factor, got {factor}"),
        )),
        _ => Ok(()),
    }
}

/// Mixes two integers; passes see it as a binary operation.
///
/// ```mlir
/// %z = foo.mix %x, %y : i32
/// ```
#[op(
    name = "foo.mix",
    traits(Pure, Commutative, SameOperandsAndResultType),
    interfaces(BinaryOp = OperandPair),
    format = "$lhs `,` $rhs attr-dict `:` type($result)"
)]
pub struct MixOp {
    /// The left operand.
    #[operand(SIGNLESS_INTEGER)]
    lhs: Value,
    /// The right operand.
    #[operand(SIGNLESS_INTEGER)]
    rhs: Value,
    /// The mix.
    #[result(SIGNLESS_INTEGER)]
    result: Value,
}

/// Negates an integer.
///
/// ```mlir
/// %n = foo.negate %x : i32
/// ```
#[op(
    name = "foo.negate",
    traits(Pure, SameOperandsAndResultType),
    interfaces(UnaryOp = FirstOperand),
    format = "$input attr-dict `:` type($result)"
)]
pub struct NegateOp {
    /// The value to negate.
    #[operand(SIGNLESS_INTEGER)]
    input: Value,
    /// `-input`.
    #[result(SIGNLESS_INTEGER)]
    result: Value,
}
