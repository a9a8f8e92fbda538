//! `cf.br` (MLIR's `cf::BranchOp`): an unconditional jump to a block of the
//! same region, passing values to that block's arguments.
//!
//! ```mlir
//! cf.br ^bb3(%a, %b : i32, i64)
//! ```

use std::ops::Range;

use strata_ir::{BlockId, Ir, OpId, Value};
use strata_macros::op;

/// Unconditional branch.
///
/// Jumps to `dest`, whose block arguments receive `destOperands` (checked by
/// the core verifier: `branch has 1 operands for successor #0, but target
/// block has 0`, `type mismatch for bb argument #0 of successor #0`).
#[op(
    name = "cf.br",
    traits(Pure, Terminator),
    format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    successor_operands = branch_successor_operands
)]
pub struct BranchOp {
    /// The values passed to the destination's block arguments.
    #[operand(name = "destOperands")]
    dest_operands: Vec<Value>,
    /// The destination block.
    #[successor]
    dest: BlockId,
}

/// Every operand goes to the single successor.
fn branch_successor_operands(ir: &Ir, op: OpId, successor: usize) -> Range<usize> {
    if successor == 0 {
        0..ir.num_operands(op)
    } else {
        0..0
    }
}
