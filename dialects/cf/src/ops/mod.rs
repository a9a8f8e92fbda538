//! The cf ops, one file per op (MLIR's `ControlFlowOps.td`):
//!
//! * [`BranchOp`] — `cf.br`, an unconditional branch;
//! * [`CondBranchOp`] — `cf.cond_br`, a two-way conditional branch;
//! * [`SwitchOp`] — `cf.switch`, a multi-way branch on an integer;
//! * [`AssertOp`] — `cf.assert`, a runtime assertion.
//!
//! The three branches are terminators whose operands are forwarded to the
//! arguments of their successor blocks: each declares a
//! `successor_operands` function (MLIR's `BranchOpInterface::
//! getSuccessorOperands`), so the core verifier checks operand counts and
//! types against the target blocks.

mod assert;
mod branch;
mod cond_branch;
mod switch;

pub use assert::{AssertEffects, AssertOp};
pub use branch::BranchOp;
pub use cond_branch::CondBranchOp;
pub use switch::{ANY_INTEGER, SwitchOp};
