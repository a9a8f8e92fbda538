//! The func dialect's calls and callables (`CallOpInterface`,
//! `CallableOpInterface`):
//!
//! | Op | Callee | Forwarded operands | Types |
//! |----|--------|--------------------|-------|
//! | `func.call @f(%a, %b)` | the symbol `@f`, a `func.func` | all | equal to the callee's |
//! | `func.call_indirect %f(%a, %b)` | the value `%f` (consumed) | all but `%f` | equal (its own verifier) |
//!
//! `func.func` is callable; its callable arguments are all its entry
//! block's arguments. `func.lambda`'s callable is next to the op
//! ([`crate::ops::lambda::LambdaCallable`]). The checks of MLIR's `CallOp::verifySymbolUses`
//! (same wording, no notes, as mlir-opt reports them) are the interface's.

use std::ops::Range;

use strata_interfaces::call::{SetCalleeError, set_symbol_callee, set_value_callee};
use strata_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use strata_ir::{Ir, OpId, RegionId, Type};

/// `func.call`'s [`CallOpInterface`]: a static callee, every operand and
/// result forwarded, types equal.
pub struct DirectCall;

impl CallOpInterface for DirectCall {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        ir.attr(op, "callee").map(Callee::Symbol)
    }

    fn set_callee(&self, ir: &mut Ir, op: OpId, callee: Callee) -> Result<(), SetCalleeError> {
        set_symbol_callee(ir, op, "callee", callee)
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        0..ir.num_operands(op)
    }

    fn are_types_compatible(&self, _ir: &Ir, caller: Type, callee: Type) -> bool {
        caller == callee
    }

    /// MLIR's `func.call` calls `func.func` only.
    fn accepts_callable(&self, ir: &Ir, callable: OpId) -> bool {
        ir.op_name_str(callable) == "func.func"
    }

    /// mlir-opt reports `func.call`'s mismatches without notes.
    fn notes_callee_definition(&self) -> bool {
        false
    }
}

/// `func.call_indirect`'s [`CallOpInterface`]: the callee is operand 0
/// (consumed), the rest is forwarded.
pub struct IndirectCall;

impl CallOpInterface for IndirectCall {
    fn callee(&self, ir: &Ir, op: OpId) -> Option<Callee> {
        ir.operand(op, 0).map(Callee::Value)
    }

    fn set_callee(&self, ir: &mut Ir, op: OpId, callee: Callee) -> Result<(), SetCalleeError> {
        set_value_callee(ir, op, 0, callee)
    }

    fn arg_operands(&self, ir: &Ir, op: OpId) -> Range<usize> {
        1.min(ir.num_operands(op))..ir.num_operands(op)
    }

    fn are_types_compatible(&self, _ir: &Ir, caller: Type, callee: Type) -> bool {
        caller == callee
    }
}

/// `func.func`'s [`CallableOpInterface`]: its `function_type`, its body.
pub struct FunctionCallable;

impl CallableOpInterface for FunctionCallable {
    fn callable_region(&self, ir: &Ir, op: OpId) -> Option<RegionId> {
        let region = *ir.regions(op).first()?;
        ir.entry_block(region).map(|_| region)
    }
}
