//! `scf.while` (MLIR's `WhileOp`): a general loop. The `before` region
//! computes a condition and ends in `scf.condition`, which either leaves
//! the loop (its values become the results) or runs the `after` region with
//! them; the `after` region ends in `scf.yield`, whose values go back to
//! `before`.
//!
//! Custom form (hand-written, as `WhileOp::parse`/`WhileOp::print`):
//!
//! ```text
//! %r = scf.while (%a = %init) : (i32) -> i32 {
//!   scf.condition(%c) %a : i32
//! } do {
//! ^bb0(%b: i32):
//!   scf.yield %b : i32
//! } attributes {attrs}
//! ```
//!
//! The `before` arguments come from the assignment list and the function
//! type's inputs; the `after` region spells out its own block header.
//! Neither region has an implicit terminator.

use std::fmt::Write as _;

use strata_interfaces::{LoopLikeOpInterface, RegionBranchOpInterface};
use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseResult, Parser, RegionArgument};
use strata_ir::asm::printer::{OpPrinter, RegionPrintOptions, type_to_string};
use strata_ir::ods::constraints::ANY_TYPE;
use strata_ir::ods::verify::op_error;
use strata_ir::{Diagnostic, Ir, OpId, OperationState, RegionId, TypeData, Value};
use strata_macros::op;

use crate::interfaces::{WhileLoopLike, WhileRegionBranch};
use crate::ops::terminators::{ConditionOp, YieldOp};
use crate::syntax::{
    parse_optional_assignment_list, parse_region, print_arrow_type_list, print_type_list,
    set_attributes,
};
use crate::verify::verify_region_branch;

/// A while loop: `scf.while (%a = %init) : (T) -> U { before } do { after }`.
#[op(
    name = "scf.while",
    traits(SingleBlock, strata_interfaces::side_effects::RecursiveMemoryEffects),
    interfaces(
        RegionBranchOpInterface = WhileRegionBranch,
        LoopLikeOpInterface = WhileLoopLike
    ),
    parse = parse_while,
    print = print_while,
    verifier = verify_while,
    verify_regions = verify_region_branch
)]
pub struct WhileOp {
    /// The values the `before` region starts with.
    #[operand(ANY_TYPE)]
    inits: Vec<Value>,
    /// The values `scf.condition` passes out of the loop.
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// Computes the condition; ends in `scf.condition`.
    #[region(single_block)]
    before: RegionId,
    /// The loop body; ends in `scf.yield`.
    #[region(single_block)]
    after: RegionId,
}

/// `[(%arg = %init, ...)] : function-type region do region
/// [attributes dict]`.
fn parse_while(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let (arguments, operands) = parse_optional_assignment_list(parser)?.unwrap_or_default();
    let type_offset = parser.token().start;
    parser.expect(TokenKind::Colon, "':'")?;
    let ty = parser.parse_type()?;
    let TypeData::Function { inputs, results } = parser.ctx().type_data(ty).clone() else {
        let found = type_to_string(parser.ctx(), ty);
        return Err(parser.custom_op_error_at(
            type_offset,
            format!(
                "invalid kind of type specified: expected builtin.function, but found '{found}'"
            ),
        ));
    };
    state.result_types = results.iter().copied().collect();
    if inputs.len() != operands.len() {
        return Err(parser.custom_op_error_at(
            type_offset,
            format!(
                "expected as many input types as operands (expected {} got {})",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    for (&operand, &ty) in operands.iter().zip(inputs.iter()) {
        let value = parser.resolve_value(operand, ty)?;
        state.operands.push(value);
    }
    let region_arguments: Vec<RegionArgument<'_>> = arguments
        .iter()
        .zip(inputs.iter())
        .map(|(&value, &ty)| RegionArgument {
            value,
            ty,
            location: parser.location_at(value.offset),
        })
        .collect();
    let before = parse_region(parser, &region_arguments)?;
    state.regions.push(before);
    parser.expect_literal("do")?;
    let after = parse_region(parser, &[])?;
    state.regions.push(after);
    let dictionary = if parser.consume_keyword_if("attributes")? {
        Some(parser.parse_dictionary()?)
    } else {
        None
    };
    set_attributes(parser.ctx(), state, WhileOp::NAME, &[], &[], dictionary)
}

fn print_while(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    printer.print_custom_op_name(WhileOp::NAME)?;
    let regions = ir.regions(op);
    let inits: Vec<Value> = ir.operands(op).collect();
    if !inits.is_empty() {
        let arguments = regions
            .first()
            .and_then(|&region| ir.entry_block(region))
            .map(|block| ir.block_arguments(block))
            .unwrap_or_default();
        printer.write_str(" (")?;
        for (index, (&argument, &init)) in arguments.iter().zip(&inits).enumerate() {
            if index > 0 {
                printer.write_str(", ")?;
            }
            printer.print_value(argument)?;
            printer.write_str(" = ")?;
            printer.print_value(init)?;
        }
        printer.write_str(")")?;
    }
    let init_types: Vec<_> = inits.iter().map(|&init| ir.value_type(init)).collect();
    let result_types: Vec<_> = ir.results(op).iter().map(|&r| ir.value_type(r)).collect();
    printer.write_str(" : (")?;
    print_type_list(printer, &init_types)?;
    printer.write_str(")")?;
    print_arrow_type_list(printer, &result_types)?;
    let mut options = RegionPrintOptions {
        entry_block_args: false,
        empty_block: false,
        block_terminators: true,
    };
    if let Some(&before) = regions.first() {
        printer.write_str(" ")?;
        printer.print_region_with(before, options)?;
    }
    if let Some(&after) = regions.get(1) {
        printer.write_str(" do ")?;
        options.entry_block_args = true;
        printer.print_region_with(after, options)?;
    }
    printer.print_attr_dict_with_keyword(op, &[])
}

/// `WhileOp::verify` (the terminators of both regions). The region branch
/// edges are checked after the nested ops (`verify_regions`); MLIR's
/// `LoopLikeOpInterface` verifier runs after those and cannot find anything
/// they did not.
fn verify_while(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let regions = ir.regions(op);
    for (index, expected, region) in [
        (0, ConditionOp::NAME, "before"),
        (1, YieldOp::NAME, "after"),
    ] {
        let terminator = regions
            .get(index)
            .and_then(|&r| ir.entry_block(r))
            .and_then(|block| ir.last_op(block));
        if terminator.is_some_and(|t| ir.op_name_str(t) == expected) {
            continue;
        }
        let error = op_error(
            ir,
            op,
            format!("expects the '{region}' region to terminate with '{expected}'"),
        );
        return Err(match terminator {
            Some(terminator) => error.with_note(ir.op_location(terminator), "terminator here"),
            None => error,
        });
    }
    Ok(())
}
