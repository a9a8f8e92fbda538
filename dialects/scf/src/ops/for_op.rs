//! `scf.for` (MLIR's `ForOp`): a counted loop from a lower bound up to (not
//! including) an upper bound by a step, with loop-carried values
//! (`iter_args`) that the body yields for the next iteration and that
//! become the results.
//!
//! Custom form (hand-written, as `ForOp::parse`/`ForOp::print`):
//!
//! ```text
//! %r = scf.for [unsigned] %iv = %lb to %ub step %s iter_args(%a = %init) -> (f32) [: i32] {
//!   scf.yield %a : f32
//! } {attrs}
//! ```
//!
//! The induction variable is `index` unless `: T` says otherwise (printed
//! after two spaces, as MLIR 22 does). The body has an implicit `scf.yield`:
//! the printer leaves it out when there are no `iter_args`.

use std::fmt::Write as _;

use strata_interfaces::{LoopLikeOpInterface, RegionBranchOpInterface};
use strata_ir::asm::lexer::TokenKind;
use strata_ir::asm::parser::{ParseError, ParseResult, Parser, RegionArgument};
use strata_ir::asm::printer::{OpPrinter, RegionPrintOptions};
use strata_ir::ods::TypeConstraint;
use strata_ir::ods::constraints::{ANY_TYPE, UNIT_ATTR, is_signless_integer_or_index};
use strata_ir::ods::verify::op_error;
use strata_ir::{Attribute, Diagnostic, Ir, OpId, OperationState, RegionId, TypeData, Value};
use strata_macros::op;

use crate::interfaces::{ForLoopLike, ForRegionBranch};
use crate::syntax::{
    ensure_terminator, parse_argument_name, parse_arrow_type_list, parse_assignment_list,
    parse_operand, parse_optional_attr_dict, parse_region, print_type_list, set_attributes,
};
use crate::verify::{LoopValues, entry_terminator, verify_loop_like, verify_region_branch};

/// MLIR's `AnySignlessIntegerOrIndex`.
pub static SIGNLESS_INTEGER_OR_INDEX: TypeConstraint = TypeConstraint {
    description: "signless integer or index",
    check: is_signless_integer_or_index,
};

/// The name of the unit property that asks for unsigned comparison.
const UNSIGNED_CMP: &str = "unsignedCmp";

/// A counted loop: `scf.for %iv = %lb to %ub step %s iter_args(...) -> (...)`.
#[op(
    name = "scf.for",
    traits(
        SingleBlockImplicitTerminator("scf.yield"),
        AllTypesMatch(lowerBound, upperBound, step),
        strata_interfaces::side_effects::RecursiveMemoryEffects
    ),
    interfaces(
        LoopLikeOpInterface = ForLoopLike,
        RegionBranchOpInterface = ForRegionBranch
    ),
    parse = parse_for,
    print = print_for,
    verifier = verify_for,
    verify_regions = verify_for_regions
)]
pub struct ForOp {
    /// The first value of the induction variable.
    #[operand(SIGNLESS_INTEGER_OR_INDEX, name = "lowerBound")]
    lower_bound: Value,
    /// The bound the induction variable stays below.
    #[operand(SIGNLESS_INTEGER_OR_INDEX, name = "upperBound")]
    upper_bound: Value,
    /// The increment.
    #[operand(SIGNLESS_INTEGER_OR_INDEX)]
    step: Value,
    /// The initial values of the loop-carried variables.
    #[operand(ANY_TYPE, name = "initArgs")]
    init_args: Vec<Value>,
    /// Compare the induction variable with the upper bound as unsigned.
    #[attr(UNIT_ATTR, name = "unsignedCmp")]
    unsigned_cmp: Option<Attribute>,
    /// The final values of the loop-carried variables.
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// The body: induction variable and iteration arguments, ending in
    /// `scf.yield`. Exactly one block (MLIR's `SizedRegion<1>`), checked by
    /// [`verify_for`] so that it comes after `AllTypesMatch`, as in MLIR's
    /// generated verifier.
    #[region]
    region: RegionId,
}

/// `[unsigned] %iv = %lb to %ub step %s [iter_args(...) -> types] [: type]
/// region [attr-dict]`. The operands are resolved after the body, as MLIR
/// does.
fn parse_for(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let unsigned = parser.consume_keyword_if("unsigned")?;
    let induction_var = parse_argument_name(parser)?;
    parser.expect(TokenKind::Equal, "'='")?;
    let lower_bound = parse_operand(parser)?;
    parser.expect_literal("to")?;
    let upper_bound = parse_operand(parser)?;
    parser.expect_literal("step")?;
    let step = parse_operand(parser)?;
    let mut arguments = vec![induction_var];
    let mut inits = Vec::new();
    if parser.consume_keyword_if("iter_args")? {
        let (names, operands) = parse_assignment_list(parser)?;
        arguments.extend(names);
        inits = operands;
        state.result_types = parse_arrow_type_list(parser)?.into();
    }
    if arguments.len() != state.result_types.len() + 1 {
        return Err(ParseError(Box::new(Diagnostic::error(
            state.location,
            format!(
                "custom op '{}' mismatch in number of loop-carried values and defined values",
                ForOp::NAME
            ),
        ))));
    }
    let ty = if parser.consume_if(TokenKind::Colon)? {
        parser.parse_type()?
    } else {
        parser.ctx().index_type()
    };
    let region_arguments: Vec<RegionArgument<'_>> = arguments
        .iter()
        .zip(std::iter::once(ty).chain(state.result_types.iter().copied()))
        .map(|(&value, ty)| RegionArgument {
            value,
            ty,
            location: parser.location_at(value.offset),
        })
        .collect();
    let body = parse_region(parser, &region_arguments)?;
    let ensured = ensure_terminator(parser.ir(), body, state.location);
    parser.ir_result(ensured)?;
    state.regions.push(body);
    for bound in [lower_bound, upper_bound, step] {
        let value = parser.resolve_value(bound, ty)?;
        state.operands.push(value);
    }
    for (init, ty) in inits.into_iter().zip(state.result_types.clone()) {
        let value = parser.resolve_value(init, ty)?;
        state.operands.push(value);
    }
    let dictionary = parse_optional_attr_dict(parser)?;
    let keywords: &[&str] = if unsigned { &[UNSIGNED_CMP] } else { &[] };
    set_attributes(
        parser.ctx(),
        state,
        ForOp::NAME,
        &[UNSIGNED_CMP],
        keywords,
        dictionary,
    )
}

fn print_for(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    printer.print_custom_op_name(ForOp::NAME)?;
    if ir.attr(op, UNSIGNED_CMP).is_some() {
        printer.write_str(" unsigned")?;
    }
    let arguments = ir
        .regions(op)
        .first()
        .and_then(|&region| ir.entry_block(region))
        .map(|block| ir.block_arguments(block))
        .unwrap_or_default();
    let induction_var = arguments.first().copied();
    printer.write_str(" ")?;
    if let Some(induction_var) = induction_var {
        printer.print_value(induction_var)?;
    }
    let operands: Vec<Value> = ir.operands(op).collect();
    for (keyword, operand) in [" = ", " to ", " step "].into_iter().zip(&operands) {
        printer.write_str(keyword)?;
        printer.print_value(*operand)?;
    }
    let inits = operands.get(3..).unwrap_or_default();
    if !inits.is_empty() {
        printer.write_str(" iter_args(")?;
        for (index, (&argument, &init)) in arguments.iter().skip(1).zip(inits).enumerate() {
            if index > 0 {
                printer.write_str(", ")?;
            }
            printer.print_value(argument)?;
            printer.write_str(" = ")?;
            printer.print_value(init)?;
        }
        let types: Vec<_> = inits.iter().map(|&init| ir.value_type(init)).collect();
        printer.write_str(") -> (")?;
        print_type_list(printer, &types)?;
        printer.write_str(")")?;
    }
    printer.write_str(" ")?;
    if let Some(induction_var) = induction_var {
        let ty = ir.value_type(induction_var);
        if !matches!(ir.ctx().type_data(ty), TypeData::Index) {
            printer.write_str(" : ")?;
            printer.print_type(ty)?;
            printer.write_str(" ")?;
        }
    }
    if let Some(&body) = ir.regions(op).first() {
        printer.print_region_with(
            body,
            RegionPrintOptions {
                entry_block_args: false,
                empty_block: false,
                block_terminators: !inits.is_empty(),
            },
        )?;
    }
    printer.print_attr_dict(op, &[UNSIGNED_CMP])
}

/// The body's `SizedRegion<1>` constraint and `ForOp::verify`.
fn verify_for(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    // MLIR's generated verifier checks `AllTypesMatch` before the region
    // constraints; the schema checks regions first, so `SizedRegion<1>` is
    // checked here, right after the schema.
    let blocks = ir
        .regions(op)
        .first()
        .map_or(0, |&region| ir.region_blocks(region).count());
    if blocks != 1 {
        return Err(op_error(
            ir,
            op,
            "region #0 ('region') failed to verify constraint: region with 1 blocks",
        ));
    }
    let inits: Vec<Value> = ir.operands(op).skip(3).collect();
    let results = ir.results(op);
    if inits.len() != results.len() {
        return Err(op_error(
            ir,
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    Ok(())
}

/// After the nested ops (and the implicit terminator, a region trait): the
/// `LoopLikeOpInterface` and `RegionBranchOpInterface` verifiers and
/// `ForOp::verifyRegions`, in MLIR's order.
fn verify_for_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let inits: Vec<Value> = ir.operands(op).skip(3).collect();
    let results = ir.results(op);
    let Some(&body) = ir.regions(op).first() else {
        return Ok(());
    };
    let arguments = ir
        .entry_block(body)
        .map(|block| ir.block_arguments(block))
        .unwrap_or_default();
    let yielded: Vec<Value> = entry_terminator(ir, body)
        .map(|terminator| ir.operands(terminator).collect())
        .unwrap_or_default();
    verify_loop_like(
        ir,
        op,
        &LoopValues {
            inits: &inits,
            iter_args: arguments.get(1..).unwrap_or_default(),
            iter_arg_count: (arguments.len() as u64).wrapping_sub(1),
            yielded: &yielded,
            results: Some(results),
        },
    )?;
    verify_region_branch(ir, op)?;
    verify_regions(ir, op, arguments, &inits)
}

/// MLIR's `ForOp::verifyRegions`.
fn verify_regions(
    ir: &Ir,
    op: OpId,
    arguments: &[Value],
    inits: &[Value],
) -> Result<(), Diagnostic> {
    let (Some(&induction_var), Some(lower_bound)) = (arguments.first(), ir.operand(op, 0)) else {
        return Ok(());
    };
    if ir.value_type(induction_var) != ir.value_type(lower_bound) {
        return Err(op_error(
            ir,
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    let results = ir.results(op);
    let iter_args = &arguments[1..];
    if iter_args.len() != results.len() {
        return Err(op_error(
            ir,
            op,
            "mismatch in number of basic block args and defined values",
        ));
    }
    for (index, ((&init, &iter_arg), &result)) in
        inits.iter().zip(iter_args).zip(results).enumerate()
    {
        let result_type = ir.value_type(result);
        if ir.value_type(init) != result_type {
            return Err(op_error(
                ir,
                op,
                format!("types mismatch between {index}th iter operand and defined value"),
            ));
        }
        if ir.value_type(iter_arg) != result_type {
            return Err(op_error(
                ir,
                op,
                format!("types mismatch between {index}th iter region arg and defined value"),
            ));
        }
    }
    Ok(())
}
