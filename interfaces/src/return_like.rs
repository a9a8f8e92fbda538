//! Terminators that hand values back to their parent op (MLIR's
//! `ReturnLike` trait and `RegionBranchTerminatorOpInterface`):
//! `func.return`, `scf.yield`, `scf.condition`.

use strata_ir::{Ir, OpId, OpInterface, Value};

/// A terminator whose operands (some of them) leave the region.
pub trait ReturnLike: Sync {
    /// The values passed to the parent op or the next region.
    fn returned_values(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        ir.operands(op).collect()
    }
}

impl OpInterface for dyn ReturnLike {
    const NAME: &'static str = "ReturnLike";
}

/// The implementation of [`ReturnLike`] for terminators returning all their
/// operands.
pub struct AllOperands;

impl ReturnLike for AllOperands {}
