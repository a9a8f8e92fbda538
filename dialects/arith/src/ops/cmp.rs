//! The comparisons (MLIR's `Arith_CompareOp`): `arith.cmpi` on
//! signless-integer-like operands and `arith.cmpf` on floating-point-like
//! ones, each with a predicate (`slt`, `oeq`, ...) and an `i1` result of the
//! operands' shape, which the custom form does not spell:
//! `%r = arith.cmpi slt, %a, %b : vector<4xi32>` gives `vector<4xi1>`.

use strata_interfaces::arithmetic::{BinaryOp, OperandPair};
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::ods::format::parse_with_format;
use strata_ir::ods::verify::op_error;
use strata_ir::ods::{FormatState, TypeConstraint, TypeGroup};
use strata_ir::{Attribute, Diagnostic, Ir, OpId, OperationState, Value};
use strata_macros::op;

use crate::attributes::{CMPF_PREDICATE_ATTR, CMPI_PREDICATE_ATTR, FASTMATH_ATTR, fastmath_none};
use crate::constraints::{BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INTEGER_LIKE, i1_same_shape};
use crate::fold::{fold_cmpf, fold_cmpi};
use crate::verify::{quoted, verify_elementwise};

/// Integer comparison: `%r = arith.cmpi ult, %a, %b : index`.
///
/// Predicates: `eq` `ne` `slt` `sle` `sgt` `sge` `ult` `ule` `ugt` `uge`
/// (0 to 9 in the generic form).
#[op(
    name = "arith.cmpi",
    traits(Pure),
    interfaces(BinaryOp = OperandPair),
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    infer_types = infer_cmpi,
    parse = parse_cmp,
    verifier = verify_cmpi,
    fold = fold_cmpi,
    fold_in_place = crate::fold::in_place::fold_in_place
)]
pub struct CmpIOp {
    /// The comparison.
    #[attr(CMPI_PREDICATE_ATTR)]
    predicate: Attribute,
    /// The left operand.
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    /// The right operand.
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    /// Whether the comparison holds (per element).
    #[result(BOOL_LIKE)]
    result: Value,
}

/// Float comparison: `%r = arith.cmpf olt, %a, %b fastmath<nnan> : f32`.
///
/// Predicates: `false` `oeq` `ogt` `oge` `olt` `ole` `one` `ord` `ueq` `ugt`
/// `uge` `ult` `ule` `une` `uno` `true` (0 to 15); `o` is ordered (no NaN
/// operand), `u` unordered (a NaN operand makes it hold).
#[op(
    name = "arith.cmpf",
    traits(Pure),
    interfaces(BinaryOp = OperandPair),
    format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
    infer_types = infer_cmpf,
    parse = parse_cmp,
    verifier = verify_cmpf,
    fold = fold_cmpf
)]
pub struct CmpFOp {
    /// The comparison.
    #[attr(CMPF_PREDICATE_ATTR)]
    predicate: Attribute,
    /// The left operand.
    #[operand(FLOAT_LIKE)]
    lhs: Value,
    /// The right operand.
    #[operand(FLOAT_LIKE)]
    rhs: Value,
    /// The fast-math flags (`none` by default).
    #[attr(FASTMATH_ATTR, default = fastmath_none)]
    fastmath: Option<Attribute>,
    /// Whether the comparison holds (per element).
    #[result(BOOL_LIKE)]
    result: Value,
}

/// The declarative format, with the lhs type error of [`infer_cmp`]
/// reported at the op name, as MLIR's generated parser reports it.
fn parse_cmp(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let schema = if state.name == parser.ctx().intern_str(CmpFOp::NAME) {
        CmpFOp::SCHEMA
    } else {
        CmpIOp::SCHEMA
    };
    let Some(format) = schema.format else {
        return Ok(());
    };
    parse_with_format(parser, state, schema, format).map_err(|mut error| {
        if error.diagnostic().message.contains(LHS_TYPE_ERROR) {
            error.0.location = state.location;
        }
        error
    })
}

/// Part of the message about an lhs type the comparison does not accept.
const LHS_TYPE_ERROR: &str = "'lhs' must be";

/// The custom form spells only the lhs type: the rhs has it too and the
/// result is `i1` of its shape. As MLIR's generated parser does before
/// inferring the result, the lhs type is checked here.
fn infer_cmp<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
    constraint: &TypeConstraint,
) -> ParseResult<()> {
    let Some(&[ty]) = state.operand_types[0].as_deref() else {
        return Ok(());
    };
    let ctx = parser.ctx();
    if !(constraint.check)(ctx, ty) {
        return Err(parser.custom_op_error_at(
            state.start_offset,
            format!(
                "{LHS_TYPE_ERROR} {}, but got {}",
                constraint.description,
                quoted(ctx, ty)
            ),
        ));
    }
    let result = i1_same_shape(ctx, ty);
    state.operand_types[1] = Some(TypeGroup::from_slice(&[ty]));
    state.result_types[0] = Some(TypeGroup::from_slice(&[result]));
    Ok(())
}

fn infer_cmpi<'a>(parser: &mut Parser<'a, '_>, state: &mut FormatState<'a>) -> ParseResult<()> {
    infer_cmp(parser, state, &SIGNLESS_INTEGER_LIKE)
}

fn infer_cmpf<'a>(parser: &mut Parser<'a, '_>, state: &mut FormatState<'a>) -> ParseResult<()> {
    infer_cmp(parser, state, &FLOAT_LIKE)
}

/// MLIR's `TypesMatchWith<"result type has i1 element type and same shape
/// as operands">`, then `SameTypeOperands` and `Elementwise`, in MLIR's
/// order.
fn verify_cmp_types(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let (Some(lhs), Some(rhs), Some(&result)) =
        (ir.operand(op, 0), ir.operand(op, 1), ir.results(op).first())
    else {
        return Ok(());
    };
    if i1_same_shape(ctx, ir.value_type(lhs)) != ir.value_type(result) {
        return Err(op_error(
            ir,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    if ir.value_type(lhs) != ir.value_type(rhs) {
        return Err(op_error(
            ir,
            op,
            "requires all operands to have the same type",
        ));
    }
    verify_elementwise(ir, op)
}

fn verify_cmpi(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cmp_types(ir, op)
}

fn verify_cmpf(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cmp_types(ir, op)
}

/// Registers the comparisons.
pub fn register(ctx: &mut strata_ir::Context) {
    CmpIOp::register(ctx);
    CmpFOp::register(ctx);
}
