//! The scf dialect: `scf.if`, `scf.for`, `scf.while`,
//! `scf.execute_region` and `scf.index_switch` enter their regions and take
//! back what `scf.yield` / `scf.condition` hand them.

use strata_ir::{AttrData, ElementValue, OpId, RegionId};

use crate::error::InterpError;
use crate::semantics::{Action, Execution, OpSemantics};
use crate::value::RtValue;
use strata_arith::fold::apint::ApInt;

/// Region `index` of `op` when it has a block.
fn region_with_block(exec: &Execution<'_>, op: OpId, index: usize) -> Option<RegionId> {
    let ir = exec.ir();
    ir.regions(op)
        .get(index)
        .copied()
        .filter(|&region| ir.entry_block(region).is_some())
}

fn region(exec: &Execution<'_>, op: OpId, index: usize) -> Result<RegionId, InterpError> {
    region_with_block(exec, op, index).ok_or_else(|| {
        InterpError::unsupported(exec.ir(), op, format!("has no block in region #{index}"))
    })
}

/// What a region yielded becomes the op's results.
fn results_from_region(
    exec: &mut Execution<'_>,
    op: OpId,
    values: Vec<RtValue>,
) -> Result<Action, InterpError> {
    exec.set_results(op, values);
    Ok(Action::Next)
}

/// `scf.yield`: hands its operands to the op around it.
pub struct Yield;

impl OpSemantics for Yield {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        Ok(Action::Yield(exec.operands(op)?))
    }
}

/// `scf.condition(%c) %args`: hands the condition and the arguments to the
/// `scf.while` around it; a poison condition stops the run.
pub struct Condition;

impl OpSemantics for Condition {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        if exec.int_operand(op, 0)?.is_none() {
            return Err(InterpError::poison(exec.ir(), op, "used as the condition"));
        }
        Ok(Action::Yield(exec.operands(op)?))
    }
}

/// `scf.if`: the `then` region when the condition is true, else the `else`
/// region (or nothing when it is empty).
pub struct If;

impl OpSemantics for If {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let condition = exec
            .int_operand(op, 0)?
            .ok_or_else(|| InterpError::poison(exec.ir(), op, "used as the condition"))?;
        let index = if condition.is_zero() { 1 } else { 0 };
        match region_with_block(exec, op, index) {
            Some(region) => Ok(Action::Enter {
                region,
                arguments: Vec::new(),
            }),
            None => {
                exec.set_results(op, Vec::new());
                Ok(Action::Next)
            }
        }
    }

    fn resume(
        &self,
        exec: &mut Execution<'_>,
        op: OpId,
        _region: usize,
        values: Vec<RtValue>,
    ) -> Result<Action, InterpError> {
        results_from_region(exec, op, values)
    }
}

/// `scf.index_switch`: the case region whose value (the `cases` property,
/// in region order after the default region) equals the argument, else the
/// default region; a poison argument stops the run.
pub struct IndexSwitch;

impl OpSemantics for IndexSwitch {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let arg = exec
            .int_operand(op, 0)?
            .ok_or_else(|| InterpError::poison(exec.ir(), op, "used as the switch argument"))?;
        let arg = arg.to_i128();
        let ir = exec.ir();
        let case = match ir.attr(op, "cases").map(|cases| ir.ctx().attr_data(cases)) {
            Some(AttrData::DenseArray { values, .. }) => values
                .iter()
                .position(|value| matches!(value, ElementValue::Int(n) if Some(*n) == arg)),
            _ => None,
        };
        let index = case.map_or(0, |position| position + 1);
        Ok(Action::Enter {
            region: region(exec, op, index)?,
            arguments: Vec::new(),
        })
    }

    fn resume(
        &self,
        exec: &mut Execution<'_>,
        op: OpId,
        _region: usize,
        values: Vec<RtValue>,
    ) -> Result<Action, InterpError> {
        results_from_region(exec, op, values)
    }
}

/// `scf.execute_region`: runs its region once.
pub struct ExecuteRegion;

impl OpSemantics for ExecuteRegion {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        Ok(Action::Enter {
            region: region(exec, op, 0)?,
            arguments: Vec::new(),
        })
    }

    fn resume(
        &self,
        exec: &mut Execution<'_>,
        op: OpId,
        _region: usize,
        values: Vec<RtValue>,
    ) -> Result<Action, InterpError> {
        results_from_region(exec, op, values)
    }
}

/// `scf.for %iv = %lb to %ub step %step iter_args(...)`: the body runs for
/// `%iv` from `%lb` while below `%ub` (signed, or unsigned with
/// `unsignedCmp`), adding `%step` each time; the loop also ends when that
/// addition leaves the type's range. A step that is not positive is
/// undefined behaviour.
pub struct For;

impl For {
    /// The bounds and step; poison stops the run.
    fn bounds(exec: &Execution<'_>, op: OpId) -> Result<[ApInt; 3], InterpError> {
        let bound = |index| {
            exec.int_operand(op, index)?
                .ok_or_else(|| InterpError::poison(exec.ir(), op, "used as a loop bound"))
        };
        let bounds = [bound(0)?, bound(1)?, bound(2)?];
        if bounds[2].scmp(&ApInt::zero(bounds[2].width())) != std::cmp::Ordering::Greater {
            return Err(InterpError::undefined(
                exec.ir(),
                op,
                "has a step that is not positive",
            ));
        }
        Ok(bounds)
    }

    fn below(exec: &Execution<'_>, op: OpId, iv: &ApInt, upper: &ApInt) -> bool {
        if exec.ir().attr(op, "unsignedCmp").is_some() {
            iv.ucmp(upper) == std::cmp::Ordering::Less
        } else {
            iv.scmp(upper) == std::cmp::Ordering::Less
        }
    }

    /// The next iteration, or the loop's end with `values` as results.
    fn iterate(
        exec: &mut Execution<'_>,
        op: OpId,
        iv: Option<ApInt>,
        values: Vec<RtValue>,
    ) -> Result<Action, InterpError> {
        let [_, upper, _] = Self::bounds(exec, op)?;
        match iv.filter(|iv| Self::below(exec, op, iv, &upper)) {
            Some(iv) => {
                let mut arguments = vec![RtValue::Int(iv)];
                arguments.extend(values);
                Ok(Action::Enter {
                    region: region(exec, op, 0)?,
                    arguments,
                })
            }
            None => {
                exec.set_results(op, values);
                Ok(Action::Next)
            }
        }
    }
}

impl OpSemantics for For {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let [lower, _, _] = Self::bounds(exec, op)?;
        let initial: Vec<RtValue> = exec.operands(op)?.into_iter().skip(3).collect();
        Self::iterate(exec, op, Some(lower), initial)
    }

    fn resume(
        &self,
        exec: &mut Execution<'_>,
        op: OpId,
        _region: usize,
        values: Vec<RtValue>,
    ) -> Result<Action, InterpError> {
        let [_, _, step] = Self::bounds(exec, op)?;
        let body = region(exec, op, 0)?;
        let iv_value = exec
            .ir()
            .entry_block(body)
            .and_then(|block| exec.ir().block_arguments(block).first().copied())
            .ok_or_else(|| InterpError::unsupported(exec.ir(), op, "has no induction variable"))?;
        let iv = exec.value(iv_value)?.as_int().ok_or_else(|| {
            InterpError::unsupported(exec.ir(), op, "has a non-integer induction variable")
        })?;
        let unsigned = exec.ir().attr(op, "unsignedCmp").is_some();
        // The exact sum of the readings the comparison uses; none when it
        // leaves the type's range.
        let next = iv.checked_add(&step, !unsigned);
        Self::iterate(exec, op, next, values)
    }
}

/// `scf.while`: the `before` region decides (through `scf.condition`)
/// whether the `after` region runs with the values it passes, or the loop
/// ends with them.
pub struct While;

impl OpSemantics for While {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        Ok(Action::Enter {
            region: region(exec, op, 0)?,
            arguments: exec.operands(op)?,
        })
    }

    fn resume(
        &self,
        exec: &mut Execution<'_>,
        op: OpId,
        from: usize,
        values: Vec<RtValue>,
    ) -> Result<Action, InterpError> {
        if from == 1 {
            return Ok(Action::Enter {
                region: region(exec, op, 0)?,
                arguments: values,
            });
        }
        let mut values = values.into_iter();
        let go_on = values
            .next()
            .and_then(|condition| condition.as_int())
            .is_some_and(|condition| !condition.is_zero());
        let arguments: Vec<RtValue> = values.collect();
        if go_on {
            Ok(Action::Enter {
                region: region(exec, op, 1)?,
                arguments,
            })
        } else {
            exec.set_results(op, arguments);
            Ok(Action::Next)
        }
    }
}
