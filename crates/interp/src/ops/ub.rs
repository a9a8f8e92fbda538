//! The ub dialect: `ub.poison` makes poison; reaching `ub.unreachable` is
//! undefined behaviour.

use strata_ir::OpId;

use crate::error::InterpError;
use crate::semantics::{Action, Execution, OpSemantics};
use crate::value::RtValue;

/// `ub.poison`.
pub struct Poison;

impl OpSemantics for Poison {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        exec.set_results(op, vec![RtValue::Poison]);
        Ok(Action::Next)
    }
}

/// `ub.unreachable`.
pub struct Unreachable;

impl OpSemantics for Unreachable {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        Err(InterpError::undefined(exec.ir(), op, "is reached"))
    }
}
