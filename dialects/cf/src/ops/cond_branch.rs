//! `cf.cond_br` (MLIR's `cf::CondBranchOp`): a two-way branch on an `i1`,
//! with separate operands for each destination and optional branch weights
//! (MLIR's `WeightedBranchOpInterface`).
//!
//! ```mlir
//! cf.cond_br %c weights([60, 40]), ^bb1(%x : i32), ^bb2
//! ```
//!
//! Operands are `[condition, trueDestOperands..., falseDestOperands...]`,
//! split by the `operandSegmentSizes` property (`array<i32: 1, #true,
//! #false>`).

use std::ops::Range;

use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::ods::constraints::I1;
use strata_ir::ods::{FormatState, TypeGroup};
use strata_ir::{Attribute, BlockId, Diagnostic, Ir, OpId, Value};
use strata_macros::op;

use crate::attributes::{BRANCH_WEIGHTS_ATTR, dense_array_values};

/// Conditional branch.
///
/// Jumps to `trueDest` with `trueDestOperands` when `condition` is true,
/// else to `falseDest` with `falseDestOperands`. `branch_weights`, when
/// present and not empty, holds one weight per successor, not all zero.
#[op(
    name = "cf.cond_br",
    traits(Pure, Terminator),
    format = "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    infer_types = infer_condition_type,
    verifier = verify_cond_br,
    successor_operands = cond_br_successor_operands
)]
pub struct CondBranchOp {
    /// The `i1` condition.
    #[operand(I1)]
    condition: Value,
    /// The values passed to `trueDest`.
    #[operand(name = "trueDestOperands")]
    true_dest_operands: Vec<Value>,
    /// The values passed to `falseDest`.
    #[operand(name = "falseDestOperands")]
    false_dest_operands: Vec<Value>,
    /// Optional weights of the two successors (`array<i32: 60, 40>`).
    #[attr(BRANCH_WEIGHTS_ATTR)]
    branch_weights: Option<Attribute>,
    /// The destination when the condition holds.
    #[successor(name = "trueDest")]
    true_dest: BlockId,
    /// The destination otherwise.
    #[successor(name = "falseDest")]
    false_dest: BlockId,
}

/// The custom form does not spell the condition's type: it is `i1`.
fn infer_condition_type<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
) -> ParseResult<()> {
    let i1 = parser.ctx().integer_type(1);
    if let Some(slot) = state.operand_types.first_mut() {
        *slot = Some(TypeGroup::from_slice(&[i1]));
    }
    Ok(())
}

/// MLIR's `WeightedBranchOpInterface` verifier (its messages carry no op
/// prefix).
fn verify_cond_br(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(weights) = CondBranchOp(op)
        .branch_weights(ir)
        .and_then(|attr| dense_array_values(ir.ctx(), attr))
    else {
        return Ok(());
    };
    if weights.is_empty() {
        return Ok(());
    }
    let successors = ir.successors(op).len();
    if weights.len() != successors {
        return Err(Diagnostic::error(
            ir.op_location(op),
            format!(
                "expects number of branch weights to match number of successors: {} vs {successors}",
                weights.len()
            ),
        ));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(Diagnostic::error(
            ir.op_location(op),
            "branch weights cannot all be zero",
        ));
    }
    Ok(())
}

/// Successor 0 takes operand group 1, successor 1 operand group 2.
fn cond_br_successor_operands(ir: &Ir, op: OpId, successor: usize) -> Range<usize> {
    match successor {
        0 | 1 => {
            strata_ir::ods::segments::operand_range(ir, op, CondBranchOp::SCHEMA, successor + 1)
        }
        _ => 0..0,
    }
}
