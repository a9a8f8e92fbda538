//! Terminators that hand values to the parent op or to the next region
//! (MLIR's `RegionBranchTerminatorOpInterface`).
//!
//! There is one way to say "returns all its operands": the core
//! [`ReturnLike`](strata_ir::traits::ReturnLike) trait (`func.return`,
//! `scf.yield`). A terminator that forwards only some of its operands
//! (`scf.condition`, whose first operand is the condition) implements this
//! interface instead. [`forwarded_operands`] answers for both.

use std::ops::Range;

use strata_ir::traits::ReturnLike;
use strata_ir::{Ir, OpId, OpInterface, Value};

/// A terminator that forwards some of its operands out of its region.
pub trait RegionBranchTerminatorOpInterface: Sync {
    /// The positions of the operands passed to the parent op or the next
    /// region (MLIR's `getSuccessorOperands`): operand `start + i` goes to
    /// input `i` of the successor.
    fn successor_operands(&self, ir: &Ir, op: OpId) -> Range<usize>;
}

impl OpInterface for dyn RegionBranchTerminatorOpInterface {
    const NAME: &'static str = "RegionBranchTerminatorOpInterface";
}

/// The values `op` hands out of its region: what its
/// [`RegionBranchTerminatorOpInterface`] says, or all its operands when it
/// is [`ReturnLike`]; `None` for any other op.
pub fn forwarded_operands(ir: &Ir, op: OpId) -> Option<Vec<Value>> {
    let range = forwarded_operand_range(ir, op)?;
    Some(ir.operands(op).take(range.end).skip(range.start).collect())
}

/// The positions of the operands [`forwarded_operands`] returns.
pub fn forwarded_operand_range(ir: &Ir, op: OpId) -> Option<Range<usize>> {
    if let Some(terminator) = ir.interface::<dyn RegionBranchTerminatorOpInterface>(op) {
        return Some(terminator.successor_operands(ir, op));
    }
    ir.implements_trait::<ReturnLike>(op)
        .then(|| 0..ir.num_operands(op))
}
