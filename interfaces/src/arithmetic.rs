//! A classification of pure arithmetic: binary ops (`a + b`) and unary ops
//! (`-a`), with their operands. Passes that report where a value goes
//! (e.g. "a call inside a binary expression") ask through these interfaces
//! instead of matching op names. No MLIR counterpart; it plays the role of
//! the `arith` op classes in MLIR's C++ (`BinaryOp`-style traits).

use strata_ir::{Ir, OpId, OpInterface, Value};

/// An op computing one result from two operands, without side effects.
pub trait BinaryOp: Sync {
    /// The left operand.
    fn lhs(&self, ir: &Ir, op: OpId) -> Option<Value> {
        ir.operand(op, 0)
    }

    /// The right operand.
    fn rhs(&self, ir: &Ir, op: OpId) -> Option<Value> {
        ir.operand(op, 1)
    }
}

impl OpInterface for dyn BinaryOp {
    const NAME: &'static str = "BinaryOp";
}

/// An op computing one result from one operand, without side effects.
pub trait UnaryOp: Sync {
    /// The operand.
    fn operand(&self, ir: &Ir, op: OpId) -> Option<Value> {
        ir.operand(op, 0)
    }
}

impl OpInterface for dyn UnaryOp {
    const NAME: &'static str = "UnaryOp";
}

/// The implementation of [`BinaryOp`] for ops whose operands are `(lhs, rhs)`.
pub struct OperandPair;

impl BinaryOp for OperandPair {}

/// The implementation of [`UnaryOp`] for ops whose operand is the first one.
pub struct FirstOperand;

impl UnaryOp for FirstOperand {}
