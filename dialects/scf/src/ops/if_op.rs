//! `scf.if` (MLIR's `IfOp`): runs its `then` region when the condition
//! holds, its `else` region (which may be empty) otherwise, and returns the
//! values the taken region yields.
//!
//! Custom form (hand-written, as `IfOp::parse`/`IfOp::print`):
//!
//! ```text
//! %r = scf.if %cond -> (i32) { ... scf.yield %a : i32 } else { ... } {attrs}
//! ```
//!
//! Both regions have an implicit `scf.yield`: the parser adds an empty one
//! to a region that does not end in a terminator, and the printer leaves
//! the terminators out when the op has no results. The `else` part is
//! printed whenever the `else` region has a block.

use std::fmt::Write as _;

use strata_interfaces::RegionBranchOpInterface;
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::{OpPrinter, RegionPrintOptions};
use strata_ir::ods::constraints::{ANY_TYPE, I1};
use strata_ir::ods::verify::op_error;
use strata_ir::{Attribute, Diagnostic, Ir, OpId, OperationState, RegionId, Value};
use strata_macros::op;

use crate::interfaces::IfRegionBranch;
use crate::syntax::{
    ensure_terminator, parse_operand, parse_optional_arrow_type_list, parse_optional_attr_dict,
    parse_region, print_type_list, set_attributes,
};
use crate::verify::{verify_no_region_arguments, verify_region_branch};

/// If-then-else: `scf.if %c -> (T) { ... } else { ... }`.
#[op(
    name = "scf.if",
    traits(SingleBlockImplicitTerminator("scf.yield"), strata_interfaces::side_effects::RecursiveMemoryEffects),
    interfaces(RegionBranchOpInterface = IfRegionBranch),
    parse = parse_if,
    print = print_if,
    verifier = verify_if,
    verify_regions = verify_region_branch,
    fold_in_place = fold_negated_condition
)]
pub struct IfOp {
    /// The condition.
    #[operand(I1)]
    condition: Value,
    /// The values the taken region yields.
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// Run when the condition holds (exactly one block).
    #[region(single_block, name = "thenRegion")]
    then_region: RegionId,
    /// Run otherwise (empty, or one block).
    #[region(name = "elseRegion")]
    else_region: RegionId,
}

/// `%cond [-> types] region [else region] [attr-dict]`.
fn parse_if(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let condition = parse_operand(parser)?;
    let i1 = parser.ctx().integer_type(1);
    let condition = parser.resolve_value(condition, i1)?;
    state.operands.push(condition);
    state.result_types = parse_optional_arrow_type_list(parser)?.into();
    let then_region = parse_region(parser, &[])?;
    let ensured = ensure_terminator(parser.ir(), then_region, state.location);
    parser.ir_result(ensured)?;
    let else_region = if parser.consume_keyword_if("else")? {
        let region = parse_region(parser, &[])?;
        let ensured = ensure_terminator(parser.ir(), region, state.location);
        parser.ir_result(ensured)?;
        region
    } else {
        parser.create_region()?
    };
    state.regions = [then_region, else_region].into();
    let dictionary = parse_optional_attr_dict(parser)?;
    set_attributes(parser.ctx(), state, IfOp::NAME, &[], &[], dictionary)
}

fn print_if(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    printer.print_custom_op_name(IfOp::NAME)?;
    printer.write_str(" ")?;
    if let Some(condition) = ir.operand(op, 0) {
        printer.print_value(condition)?;
    }
    let results = ir.results(op);
    if !results.is_empty() {
        let types: Vec<_> = results.iter().map(|&r| ir.value_type(r)).collect();
        printer.write_str(" -> (")?;
        print_type_list(printer, &types)?;
        printer.write_str(")")?;
    }
    let options = RegionPrintOptions {
        entry_block_args: false,
        empty_block: false,
        block_terminators: !results.is_empty(),
    };
    printer.write_str(" ")?;
    let regions = ir.regions(op);
    if let Some(&then_region) = regions.first() {
        printer.print_region_with(then_region, options)?;
    }
    if let Some(&else_region) = regions.get(1)
        && ir.entry_block(else_region).is_some()
    {
        printer.write_str(" else ")?;
        printer.print_region_with(else_region, options)?;
    }
    printer.print_attr_dict(op, &[])
}

/// `NoRegionArguments` and `IfOp::verify`.
fn verify_if(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_no_region_arguments(ir, op)?;
    let else_is_empty = ir
        .regions(op)
        .get(1)
        .is_some_and(|&region| ir.entry_block(region).is_none());
    if !ir.results(op).is_empty() && else_is_empty {
        return Err(op_error(
            ir,
            op,
            "must have an else block if defining values",
        ));
    }
    Ok(())
}

/// `IfOp::fold`: `scf.if` on `arith.xori %c, %true` with an `else` region
/// becomes `scf.if %c` with the two regions swapped.
fn fold_negated_condition(ir: &mut Ir, op: OpId, _constants: &[Option<Attribute>]) -> bool {
    let if_op = IfOp(op);
    let (then_region, else_region) = (if_op.then_region(ir), if_op.else_region(ir));
    let (Some(then_block), Some(else_block)) =
        (ir.entry_block(then_region), ir.entry_block(else_region))
    else {
        return false;
    };
    let Some(condition) = crate::canonicalize::negated_condition(ir, if_op.condition(ir)) else {
        return false;
    };
    ir.set_operand(op, 0, condition).is_ok()
        && ir
            .move_block(else_block, then_region, Some(then_block))
            .is_ok()
        && ir.move_block(then_block, else_region, None).is_ok()
}
