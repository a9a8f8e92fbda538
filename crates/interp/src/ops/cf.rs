//! The cf dialect: `cf.br` and `cf.cond_br` pass their forwarded operands
//! (as the op's `successor_operands` say) to the block they go to; a poison
//! condition stops the run.

use strata_ir::OpId;

use crate::error::InterpError;
use crate::semantics::{Action, Execution, OpSemantics};

/// Jump to successor `slot` of `op` with its forwarded operands.
fn branch_to(exec: &Execution<'_>, op: OpId, slot: usize) -> Result<Action, InterpError> {
    let ir = exec.ir();
    let block = *ir
        .successors(op)
        .get(slot)
        .ok_or_else(|| InterpError::unsupported(ir, op, "lacks a successor"))?;
    let range = ir
        .op_definition(op)
        .and_then(|definition| definition.successor_operands)
        .map(|operands| operands(ir, op, slot))
        .unwrap_or(0..0);
    let arguments = exec.operand_range(op, range)?;
    Ok(Action::Branch { block, arguments })
}

/// `cf.br`.
pub struct Branch;

impl OpSemantics for Branch {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        branch_to(exec, op, 0)
    }
}

/// `cf.cond_br`: successor 0 when the condition is true, else 1.
pub struct CondBranch;

impl OpSemantics for CondBranch {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let condition = exec
            .int_operand(op, 0)?
            .ok_or_else(|| InterpError::poison(exec.ir(), op, "used as the condition"))?;
        branch_to(exec, op, if condition.is_zero() { 1 } else { 0 })
    }
}
