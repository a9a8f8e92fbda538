//! The func dialect: calls through `CallOpInterface` (`func.call`,
//! `func.call_indirect`, and any call op registered with [`CallSemantics`]),
//! `func.return`, `func.constant`, and closures (`func.lambda`,
//! `func.getfield`).

use std::sync::Arc;

use strata_interfaces::{CallOpInterface, Callee};
use strata_ir::OpId;

use crate::error::InterpError;
use crate::semantics::{Action, Execution, OpSemantics};
use crate::value::{Closure, RtValue};

/// Any op implementing `CallOpInterface`: the callee (a symbol, or a
/// function or closure value) is called with the forwarded operands.
pub struct CallSemantics;

impl OpSemantics for CallSemantics {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let ir = exec.ir();
        let call = ir
            .interface::<dyn CallOpInterface>(op)
            .ok_or_else(|| InterpError::unsupported(ir, op, "is not a call"))?;
        let callee = match call.callee(ir, op) {
            Some(Callee::Symbol(symbol)) => {
                let function = exec.lookup_symbol(op, symbol).ok_or_else(|| {
                    InterpError::unsupported(exec.ir(), op, "calls an unknown symbol")
                })?;
                RtValue::Function(function)
            }
            Some(Callee::Value(value)) => exec.value(value)?,
            None => return Err(InterpError::unsupported(ir, op, "has no callee")),
        };
        let arguments = exec.operand_range(op, call.arg_operands(ir, op))?;
        Ok(Action::Call { callee, arguments })
    }
}

/// `func.return`: returns its operands.
pub struct Return;

impl OpSemantics for Return {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        Ok(Action::Return(exec.operands(op)?))
    }
}

/// `func.constant @f`: a reference to `@f`.
pub struct Constant;

impl OpSemantics for Constant {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let symbol = exec
            .ir()
            .attr(op, "value")
            .ok_or_else(|| InterpError::unsupported(exec.ir(), op, "names no function"))?;
        let function = exec
            .lookup_symbol(op, symbol)
            .ok_or_else(|| InterpError::unsupported(exec.ir(), op, "names an unknown symbol"))?;
        exec.set_results(op, vec![RtValue::Function(function)]);
        Ok(Action::Next)
    }
}

/// `func.lambda`: a closure over its operands.
pub struct Lambda;

impl OpSemantics for Lambda {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let closure = Closure {
            lambda: op,
            captures: exec.operands(op)?,
        };
        exec.set_results(op, vec![RtValue::Closure(Arc::new(closure))]);
        Ok(Action::Next)
    }
}

/// `func.getfield %closure[i]`: capture `i`.
pub struct GetField;

impl OpSemantics for GetField {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let ir = exec.ir();
        let index = exec
            .int_attr(op, "index")
            .and_then(|i| usize::try_from(i).ok());
        let RtValue::Closure(closure) = exec.operand(op, 0)? else {
            return Err(InterpError::unsupported(
                ir,
                op,
                "reads a field of a value that is not a closure",
            ));
        };
        let value = index
            .and_then(|i| closure.captures.get(i).cloned())
            .ok_or_else(|| {
                InterpError::unsupported(ir, op, "reads a capture that does not exist")
            })?;
        exec.set_results(op, vec![value]);
        Ok(Action::Next)
    }
}
