//! `scf.parallel` and its reductions. The reference interpreter runs the
//! iterations one after another, the last dimension fastest (any order is
//! allowed; this one is what a nest of `scf.for` loops would do), and
//! combines each iteration's contributions in that order.
//!
//! While the loop runs, its results hold the reductions so far: they start
//! as the initial values, `scf.reduce` runs reduction region `i` on
//! (result `i`, operand `i`) and stores what `scf.reduce.return` hands back
//! in result `i`. A loop with a dimension that runs no iteration gives its
//! initial values.

use std::cmp::Ordering;

use strata_ir::ods::segments::segment_sizes;
use strata_ir::{OpId, RegionId, Value};

use crate::error::InterpError;
use crate::semantics::{Action, Execution, OpSemantics};
use crate::value::RtValue;
use strata_arith::fold::apint::ApInt;

/// The name of the property that splits the operands into bounds, steps
/// and initial values.
const SEGMENTS: &str = "operandSegmentSizes";

/// `scf.parallel (%i...) = (%lb...) to (%ub...) step (%s...) init (...)`.
/// A step that is not positive is undefined behaviour; poison bounds stop
/// the run.
pub struct Parallel;

/// The bounds and steps of each dimension.
struct Dimensions {
    lower: Vec<ApInt>,
    upper: Vec<ApInt>,
    steps: Vec<ApInt>,
}

impl Parallel {
    fn dimensions(exec: &Execution<'_>, op: OpId) -> Result<Dimensions, InterpError> {
        let ir = exec.ir();
        let sizes = segment_sizes(ir, op, SEGMENTS)
            .filter(|sizes| sizes.len() == 4 && sizes[0] == sizes[1] && sizes[1] == sizes[2])
            .ok_or_else(|| InterpError::unsupported(ir, op, "has malformed operand segments"))?;
        let rank = sizes[0];
        let group = |start: usize| -> Result<Vec<ApInt>, InterpError> {
            (start..start + rank)
                .map(|index| {
                    exec.int_operand(op, index)?
                        .ok_or_else(|| InterpError::poison(ir, op, "used as a loop bound or step"))
                })
                .collect()
        };
        let dimensions = Dimensions {
            lower: group(0)?,
            upper: group(rank)?,
            steps: group(2 * rank)?,
        };
        if dimensions
            .steps
            .iter()
            .any(|step| step.scmp(&ApInt::zero(step.width())) != Ordering::Greater)
        {
            return Err(InterpError::undefined(
                ir,
                op,
                "has a step that is not positive",
            ));
        }
        Ok(dimensions)
    }

    fn body(exec: &Execution<'_>, op: OpId) -> Result<RegionId, InterpError> {
        let ir = exec.ir();
        ir.regions(op)
            .first()
            .copied()
            .filter(|&region| ir.entry_block(region).is_some())
            .ok_or_else(|| InterpError::unsupported(ir, op, "has no body"))
    }

    fn induction_vars(exec: &Execution<'_>, op: OpId) -> Result<Vec<Value>, InterpError> {
        let body = Self::body(exec, op)?;
        let ir = exec.ir();
        Ok(ir
            .entry_block(body)
            .map(|block| ir.block_arguments(block).to_vec())
            .unwrap_or_default())
    }

    fn enter(exec: &Execution<'_>, op: OpId, ivs: Vec<ApInt>) -> Result<Action, InterpError> {
        Ok(Action::Enter {
            region: Self::body(exec, op)?,
            arguments: ivs.into_iter().map(RtValue::Int).collect(),
        })
    }
}

impl OpSemantics for Parallel {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        let dimensions = Self::dimensions(exec, op)?;
        let rank = dimensions.lower.len();
        let inits = exec.operand_range(op, 3 * rank..exec.ir().num_operands(op))?;
        exec.set_results(op, inits);
        let runs = dimensions
            .lower
            .iter()
            .zip(&dimensions.upper)
            .all(|(lower, upper)| lower.scmp(upper) == Ordering::Less);
        if !runs {
            return Ok(Action::Next);
        }
        Self::enter(exec, op, dimensions.lower)
    }

    fn resume(
        &self,
        exec: &mut Execution<'_>,
        op: OpId,
        _region: usize,
        _values: Vec<RtValue>,
    ) -> Result<Action, InterpError> {
        let dimensions = Self::dimensions(exec, op)?;
        let mut ivs = Vec::new();
        for iv in Self::induction_vars(exec, op)? {
            ivs.push(exec.value(iv)?.as_int().ok_or_else(|| {
                InterpError::unsupported(exec.ir(), op, "has a non-integer induction variable")
            })?);
        }
        // The next point of the iteration space, the last dimension
        // fastest; none after the last point.
        for dimension in (0..ivs.len()).rev() {
            let next = ivs[dimension]
                .checked_add(&dimensions.steps[dimension], true)
                .filter(|next| next.scmp(&dimensions.upper[dimension]) == Ordering::Less);
            match next {
                Some(next) => {
                    ivs[dimension] = next;
                    return Self::enter(exec, op, ivs);
                }
                None => ivs[dimension] = dimensions.lower[dimension].clone(),
            }
        }
        Ok(Action::Next)
    }
}

/// `scf.reduce`: runs each reduction region on the enclosing loop's
/// reduction so far and this iteration's operand, then hands control back
/// to the loop.
pub struct Reduce;

impl Reduce {
    /// Reduction `index`: its region, on (result `index` of the loop,
    /// operand `index`); the end of the iteration after the last one.
    fn reduction(exec: &Execution<'_>, op: OpId, index: usize) -> Result<Action, InterpError> {
        let ir = exec.ir();
        let Some(&region) = ir.regions(op).get(index) else {
            return Ok(Action::Yield(Vec::new()));
        };
        let accumulated = Self::loop_result(exec, op, index)?;
        Ok(Action::Enter {
            region,
            arguments: vec![exec.value(accumulated)?, exec.operand(op, index)?],
        })
    }

    fn loop_result(exec: &Execution<'_>, op: OpId, index: usize) -> Result<Value, InterpError> {
        let ir = exec.ir();
        ir.parent_op(op)
            .and_then(|parallel| ir.results(parallel).get(index).copied())
            .ok_or_else(|| InterpError::unsupported(ir, op, "has no loop result to reduce into"))
    }
}

impl OpSemantics for Reduce {
    fn execute(&self, exec: &mut Execution<'_>, op: OpId) -> Result<Action, InterpError> {
        Self::reduction(exec, op, 0)
    }

    fn resume(
        &self,
        exec: &mut Execution<'_>,
        op: OpId,
        region: usize,
        values: Vec<RtValue>,
    ) -> Result<Action, InterpError> {
        let result = Self::loop_result(exec, op, region)?;
        exec.bind(&[result], values);
        Self::reduction(exec, op, region + 1)
    }
}
