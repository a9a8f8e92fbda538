//! `arith.select` (MLIR's `SelectOp`), with its hand-written syntax:
//! `%r = arith.select %c, %a, %b : i32` for an `i1` condition, and
//! `%r = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>` for an
//! elementwise one.

use std::fmt::Write as _;

use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::OpPrinter;
use strata_ir::ods::constraints::{ANY_TYPE, is_i1};
use strata_ir::ods::verify::op_error;
use strata_ir::{Diagnostic, Ir, OpId, OperationState, Value};
use strata_macros::op;

use crate::constraints::{BOOL_LIKE, Shape, i1_same_shape, is_vector_or_tensor, shape_of};
use crate::fold::fold_select;
use crate::verify::{quoted, verify_elementwise};

/// Chooses `true_value` where `condition` holds and `false_value` elsewhere
/// (elementwise for a vector or tensor condition, wholesale for an `i1`).
#[op(
    name = "arith.select",
    traits(Pure, AllTypesMatch(true_value, false_value, result)),
    parse = parse_select,
    print = print_select,
    verifier = verify_select,
    fold = fold_select
)]
pub struct SelectOp {
    /// `i1`, or `i1` of the result's shape.
    #[operand(BOOL_LIKE)]
    condition: Value,
    /// The value where the condition holds.
    #[operand(ANY_TYPE)]
    true_value: Value,
    /// The value where it does not.
    #[operand(ANY_TYPE)]
    false_value: Value,
    /// The chosen value.
    #[result(ANY_TYPE)]
    result: Value,
}

/// `%c, %a, %b {attrs} : T` or `... : C, T`.
fn parse_select(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let start = parser.token().start;
    let mut operands = Vec::new();
    if parser.at(TokenKind::PercentIdent) {
        loop {
            operands.push(parser.parse_value_use()?);
            if !parser.consume_if(TokenKind::Comma)? {
                break;
            }
        }
    }
    if operands.len() != 3 {
        return Err(parser.custom_op_error_at(start, "expected 3 operands"));
    }
    if parser.at(TokenKind::LBrace) {
        state.attributes = parser.parse_dictionary()?;
    }
    parser.expect(TokenKind::Colon, "':'")?;
    let mut result_type = parser.parse_type()?;
    let condition_type = if parser.consume_if(TokenKind::Comma)? {
        std::mem::replace(&mut result_type, parser.parse_type()?)
    } else {
        parser.ctx().integer_type(1)
    };
    for (operand, ty) in operands
        .into_iter()
        .zip([condition_type, result_type, result_type])
    {
        let value = parser.resolve_value(operand, ty)?;
        state.operands.push(value);
    }
    state.result_types.push(result_type);
    Ok(())
}

fn print_select(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    printer.print_custom_op_name("arith.select")?;
    let ir = printer.ir();
    for (i, value) in ir.operands(op).enumerate() {
        printer.write_str(if i == 0 { " " } else { ", " })?;
        printer.print_value(value)?;
    }
    printer.print_attr_dict(op, &[])?;
    printer.write_str(" : ")?;
    if let Some(condition) = ir.operand(op, 0) {
        let ty = ir.value_type(condition);
        if shape_of(ir.ctx(), ty) != Shape::Scalar {
            printer.print_type(ty)?;
            printer.write_str(", ")?;
        }
    }
    match ir.results(op).first() {
        Some(&result) => printer.print_type(ir.value_type(result)),
        None => Ok(()),
    }
}

/// `BooleanConditionOrMatchingShape`, `Elementwise`, then MLIR's
/// `SelectOp::verify`.
fn verify_select(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let (Some(condition), Some(&result)) = (ir.operand(op, 0), ir.results(op).first()) else {
        return Ok(());
    };
    let condition_type = ir.value_type(condition);
    let result_type = ir.value_type(result);
    let shapes_match = match (shape_of(ctx, condition_type), shape_of(ctx, result_type)) {
        (Shape::Scalar, _) | (_, Shape::Scalar) => false,
        (a, b) => a == b,
    };
    if !is_i1(ctx, condition_type) && !shapes_match {
        return Err(op_error(
            ir,
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    verify_elementwise(ir, op)?;
    if is_i1(ctx, condition_type) {
        return Ok(());
    }
    if !is_vector_or_tensor(ctx, result_type) {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected condition to be a signless i1, but got {}",
                quoted(ctx, condition_type)
            ),
        ));
    }
    let expected = i1_same_shape(ctx, result_type);
    if condition_type != expected {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected {}, but got {}",
                quoted(ctx, expected),
                quoted(ctx, condition_type)
            ),
        ));
    }
    Ok(())
}
