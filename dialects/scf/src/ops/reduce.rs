//! `scf.reduce` (MLIR's `ReduceOp`), the terminator of `scf.parallel`, and
//! `scf.reduce.return` (MLIR's `ReduceReturnOp`), the terminator of its
//! reduction regions.
//!
//! ```text
//! scf.reduce(%a, %b : f32, i32) {
//! ^bb0(%lhs: f32, %rhs: f32):
//!   %s = arith.addf %lhs, %rhs : f32
//!   scf.reduce.return %s : f32
//! }, {
//! ^bb0(%lhs: i32, %rhs: i32):
//!   %p = arith.muli %lhs, %rhs : i32
//!   scf.reduce.return %p : i32
//! }
//! ```
//!
//! Operand `i` is what this iteration contributes to reduction `i`; region
//! `i` combines two values of its type (the one reduced so far and another)
//! and returns the combination. Both ops use MLIR's declarative formats.
//! `scf.reduce` forwards nothing to its parent (MLIR's
//! `getMutableSuccessorOperands` is empty): the parent combines.

use strata_interfaces::RegionBranchTerminatorOpInterface;
use strata_ir::ods::constraints::ANY_TYPE;
use strata_ir::ods::verify::op_error;
use strata_ir::{Diagnostic, Ir, OpId, RegionId, Value};
use strata_macros::op;

use crate::ParallelOp;
use crate::verify::quoted;

/// Ends an `scf.parallel` body, handing each reduction its value:
/// `scf.reduce(%v : f32) { ... }`.
#[op(
    name = "scf.reduce",
    traits(
        Terminator,
        HasParent("scf.parallel"),
        strata_interfaces::side_effects::RecursiveMemoryEffects
    ),
    interfaces(RegionBranchTerminatorOpInterface = ForwardsNothing),
    format = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
    verifier = verify_reduce,
    verify_regions = verify_reduce_regions
)]
pub struct ReduceOp {
    /// The values to reduce, one per reduction.
    #[operand(ANY_TYPE)]
    operands: Vec<Value>,
    /// The reduction functions, one per reduction.
    #[region(single_block)]
    reductions: Vec<RegionId>,
}

/// Ends a reduction region with the combined value:
/// `scf.reduce.return %s : f32`.
#[op(
    name = "scf.reduce.return",
    traits(Pure, Terminator, HasParent("scf.reduce")),
    format = "$result attr-dict `:` type($result)",
    verifier = verify_reduce_return
)]
pub struct ReduceReturnOp {
    /// The combination of the region's two arguments.
    #[operand(ANY_TYPE)]
    result: Value,
}

/// [`RegionBranchTerminatorOpInterface`] for `scf.reduce`: no operand goes
/// to the parent's results; they go to the reduction regions.
pub struct ForwardsNothing;

impl RegionBranchTerminatorOpInterface for ForwardsNothing {
    fn successor_operands(&self, _ir: &Ir, _op: OpId) -> std::ops::Range<usize> {
        0..0
    }
}

/// The check MLIR's `ParallelOp::verify` makes on the `scf.reduce`: when
/// the loop has as many initial values as there are operands, operand `i`
/// has the type of the loop's result `i`.
fn verify_reduce(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(parallel) = ir
        .parent_op(op)
        .filter(|&parent| ir.op_name_str(parent) == ParallelOp::NAME)
    else {
        return Ok(());
    };
    let results = ir.results(parallel);
    let operands = ReduceOp(op).operands(ir);
    let inits = ParallelOp(parallel).init_vals(ir).len();
    if operands.len() != inits || results.len() != inits {
        return Ok(());
    }
    for (index, (&result, &operand)) in results.iter().zip(&operands).enumerate() {
        let (result_type, operand_type) = (ir.value_type(result), ir.value_type(operand));
        if result_type != operand_type {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expects type of {index}-th reduction operand: {} to be the same as the {index}-th result type: {}",
                    quoted(ir, operand_type),
                    quoted(ir, result_type)
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `ReduceOp::verifyRegions`: one region per operand, each with two
/// arguments of the operand's type, ending in `scf.reduce.return`.
fn verify_reduce_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let reduce = ReduceOp(op);
    let regions = reduce.reductions(ir);
    let operands = reduce.operands(ir);
    if regions.len() != operands.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                regions.len(),
                operands.len()
            ),
        ));
    }
    for (index, (&region, &operand)) in regions.iter().zip(&operands).enumerate() {
        let ty = ir.value_type(operand);
        let Some(block) = ir.entry_block(region) else {
            continue;
        };
        let Some(last) = ir.last_op(block) else {
            return Err(op_error(
                ir,
                op,
                format!("{index}-th reduction has an empty body"),
            ));
        };
        let arguments = ir.block_arguments(block);
        if arguments.len() != 2 || arguments.iter().any(|&arg| ir.value_type(arg) != ty) {
            return Err(op_error(
                ir,
                op,
                format!(
                    "expected two block arguments with type {} in the {index}-th reduction region",
                    quoted(ir, ty)
                ),
            ));
        }
        if ir.op_name_str(last) != ReduceReturnOp::NAME {
            return Err(op_error(
                ir,
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

/// MLIR's `ReduceReturnOp::verify`: the returned value has the type of the
/// region's arguments.
fn verify_reduce_return(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(block) = ir.op_parent_block(op) else {
        return Ok(());
    };
    let Some(&first) = ir.block_arguments(block).first() else {
        // MLIR reads argument 0 unchecked; `scf.reduce` reports the
        // missing arguments.
        return Ok(());
    };
    let expected = ir.value_type(first);
    let found = ir.value_type(ReduceReturnOp(op).result(ir));
    if expected != found {
        return Err(op_error(
            ir,
            op,
            format!(
                "must have type {} (the type of the reduction inputs)",
                quoted(ir, expected)
            ),
        ));
    }
    Ok(())
}
