//! The cf dialect: `cf.br`, `cf.cond_br` and `cf.switch` pass their
//! forwarded operands (as the op's `successor_operands` say) to the block
//! they go to; a poison condition or flag stops the run. `cf.assert`
//! stops it with its message when its condition is false.

use strata_ir::{AttrData, OpId};

use crate::error::InterpError;
use crate::semantics::{Action, Execution, OpSemantics};
use strata_arith::fold::apint::ApInt;

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

/// `cf.switch`: the destination of the first case value equal to the flag,
/// else the default destination.
pub struct Switch;

impl OpSemantics for Switch {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let ir = exec.ir();
        let flag = exec
            .int_operand(op, 0)?
            .ok_or_else(|| InterpError::poison(ir, op, "used as the flag"))?;
        let cases = ir.successors(op).len().saturating_sub(1);
        let values: Vec<ApInt> = match ir.attr(op, "case_values").map(|a| ir.ctx().attr_data(a)) {
            Some(AttrData::DenseElements { elements, .. }) => elements
                .iter()
                .map(|&element| match ir.ctx().big_integer_of_element(element) {
                    Some(value) => Ok(ApInt::from_big(flag.width(), &value)),
                    None => Err(InterpError::unsupported(
                        ir,
                        op,
                        "has case values that are not integers",
                    )),
                })
                .collect::<Result<_, _>>()?,
            _ => Vec::new(),
        };
        // A splat stands for every case.
        let value_of = |case: usize| match values.as_slice() {
            [single] => Some(single),
            all => all.get(case),
        };
        let taken = (0..cases).find(|&case| value_of(case).is_some_and(|v| *v == flag));
        branch_to(exec, op, taken.map_or(0, |case| case + 1))
    }
}

/// `cf.assert %cond, "message"`.
pub struct Assert;

impl OpSemantics for Assert {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let ir = exec.ir();
        let condition = exec
            .int_operand(op, 0)?
            .ok_or_else(|| InterpError::poison(ir, op, "used as the condition"))?;
        if condition.is_zero() {
            let message = match ir.attr(op, "msg").map(|a| ir.ctx().attr_data(a)) {
                Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
                _ => String::new(),
            };
            return Err(InterpError::AssertionFailed {
                location: ir.op_location(op),
                message,
            });
        }
        Ok(Action::Next)
    }
}
