//! `scf.execute_region` (MLIR's `ExecuteRegionOp`): runs its region once
//! and returns what it yields. The region may hold several blocks (any CFG,
//! e.g. with `cf` branches), so ops that need a single block can still
//! contain unstructured control flow.
//!
//! Custom form (hand-written, as `ExecuteRegionOp::parse`/`print`):
//!
//! ```text
//! %r = scf.execute_region -> i32 [no_inline] {
//!   ...
//!   scf.yield %x : i32
//! } {attrs}
//! ```
//!
//! There is no implicit terminator: every `scf.yield` is written and
//! printed.

use std::fmt::Write as _;

use strata_interfaces::RegionBranchOpInterface;
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::{OpPrinter, RegionPrintOptions};
use strata_ir::ods::constraints::{ANY_TYPE, UNIT_ATTR};
use strata_ir::ods::verify::op_error;
use strata_ir::{Attribute, Diagnostic, Ir, OpId, OperationState, RegionId, Value};
use strata_macros::op;

use crate::interfaces::ExecuteRegionBranch;
use crate::syntax::{
    parse_optional_arrow_type_list, parse_optional_attr_dict, parse_region,
    print_optional_arrow_type_list, set_attributes,
};
use crate::verify::verify_region_branch;

/// The name of the unit property that keeps the op from being inlined.
const NO_INLINE: &str = "no_inline";

/// Runs a region once: `scf.execute_region -> (T, U) { ... }`.
#[op(
    name = "scf.execute_region",
    traits(strata_interfaces::side_effects::RecursiveMemoryEffects),
    interfaces(RegionBranchOpInterface = ExecuteRegionBranch),
    parse = parse_execute_region,
    print = print_execute_region,
    verifier = verify_execute_region,
    verify_regions = verify_region_branch
)]
pub struct ExecuteRegionOp {
    /// Keep the region from being inlined into its parent.
    #[attr(UNIT_ATTR)]
    no_inline: Option<Attribute>,
    /// The values the region yields.
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// The body: any number of blocks, without entry arguments.
    #[region]
    region: RegionId,
}

/// `[-> types] [no_inline] region [attr-dict]`.
fn parse_execute_region(
    parser: &mut Parser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    state.result_types = parse_optional_arrow_type_list(parser)?.into();
    let no_inline = parser.consume_keyword_if(NO_INLINE)?;
    let region = parse_region(parser, &[])?;
    state.regions.push(region);
    let dictionary = parse_optional_attr_dict(parser)?;
    let keywords: &[&str] = if no_inline { &[NO_INLINE] } else { &[] };
    set_attributes(
        parser.ctx(),
        state,
        ExecuteRegionOp::NAME,
        &[NO_INLINE],
        keywords,
        dictionary,
    )
}

fn print_execute_region(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    printer.print_custom_op_name(ExecuteRegionOp::NAME)?;
    let types: Vec<_> = ir.results(op).iter().map(|&r| ir.value_type(r)).collect();
    print_optional_arrow_type_list(printer, &types)?;
    printer.write_str(" ")?;
    if ir.attr(op, NO_INLINE).is_some() {
        printer.write_str("no_inline ")?;
    }
    if let Some(&region) = ir.regions(op).first() {
        printer.print_region_with(
            region,
            RegionPrintOptions {
                entry_block_args: false,
                empty_block: false,
                block_terminators: true,
            },
        )?;
    }
    printer.print_attr_dict(op, &[NO_INLINE])
}

/// `ExecuteRegionOp::verify`; the region branch edges are checked after the
/// nested ops (`verify_regions`).
fn verify_execute_region(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(entry) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Err(op_error(ir, op, "region needs to have at least one block"));
    };
    if !ir.block_arguments(entry).is_empty() {
        return Err(op_error(ir, op, "region cannot have any arguments"));
    }
    Ok(())
}
