//! `scf.forall.in_parallel` (MLIR's `InParallelOp`): the terminator of
//! `scf.forall`, whose region holds the ops that write each iteration's
//! part into the loop's shared outputs.
//!
//! Custom form (hand-written, as `InParallelOp::parse`/`print`):
//!
//! ```text
//! scf.forall.in_parallel {
//!   tensor.parallel_insert_slice %s into %o[%i] [1] [1] : ...
//! } {attrs}
//! ```
//!
//! Its region is one block without a terminator, a graph region, and each
//! op in it implements [`ParallelCombiningOpInterface`] and writes only
//! into block arguments of the shared outputs of the enclosing loop. An
//! empty region (`{}`) gets its block when parsed.

use std::fmt::Write as _;

use strata_interfaces::ParallelCombiningOpInterface;
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::asm::printer::{OpPrinter, RegionPrintOptions};
use strata_ir::ods::verify::op_error;
use strata_ir::{Diagnostic, Ir, OpId, OperationState, RegionId};
use strata_macros::op;

use crate::ops::forall::ForallOp;
use crate::syntax::{parse_optional_attr_dict, parse_region, set_attributes};

/// The terminator of `scf.forall`: `scf.forall.in_parallel { ... }`.
#[op(
    name = "scf.forall.in_parallel",
    traits(
        Pure,
        Terminator,
        NoTerminator,
        SingleBlock,
        GraphRegions,
        HasParent("scf.forall")
    ),
    parse = parse_in_parallel,
    print = print_in_parallel,
    verifier = verify_in_parallel
)]
pub struct InParallelOp {
    /// The combining ops.
    #[region(single_block)]
    region: RegionId,
}

fn parse_in_parallel(parser: &mut Parser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let region = parse_region(parser, &[])?;
    if parser.ir().region_blocks(region).next().is_none() {
        let block = parser.ir().append_new_block(region);
        parser.ir_result(block)?;
    }
    state.regions.push(region);
    let dictionary = parse_optional_attr_dict(parser)?;
    set_attributes(
        parser.ctx(),
        state,
        InParallelOp::NAME,
        &[],
        &[],
        dictionary,
    )
}

fn print_in_parallel(printer: &mut OpPrinter<'_>, op: OpId) -> std::fmt::Result {
    let ir = printer.ir();
    printer.print_custom_op_name(InParallelOp::NAME)?;
    printer.write_str(" ")?;
    printer.print_region_with(
        InParallelOp(op).region(ir),
        RegionPrintOptions {
            entry_block_args: false,
            empty_block: false,
            block_terminators: false,
        },
    )?;
    printer.print_attr_dict(op, &[])
}

/// MLIR's `InParallelOp::verify`: every op implements
/// [`ParallelCombiningOpInterface`] and writes only into the shared
/// outputs' block arguments of the parent `scf.forall`.
fn verify_in_parallel(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(parent) = ir
        .parent_op(op)
        .filter(|&parent| ir.op_name_str(parent) == ForallOp::NAME)
    else {
        return Err(op_error(ir, op, "expected forall op parent"));
    };
    let out_args = ForallOp(parent).region_out_args(ir);
    let Some(block) = ir.entry_block(InParallelOp(op).region(ir)) else {
        return Ok(());
    };
    for inner in ir.block_ops(block) {
        let Some(combining) = ir.interface::<dyn ParallelCombiningOpInterface>(inner) else {
            return Err(op_error(
                ir,
                op,
                "expected only ParallelCombiningOpInterface ops",
            ));
        };
        for position in combining.updated_destinations(ir, inner) {
            let inside = ir
                .operand(inner, position)
                .is_some_and(|dest| out_args.contains(&dest));
            if !inside {
                return Err(op_error(
                    ir,
                    inner,
                    "may only insert into an output block argument",
                ));
            }
        }
    }
    Ok(())
}
