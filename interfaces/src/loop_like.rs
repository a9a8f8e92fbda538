//! Loops (MLIR's `LoopLikeOpInterface`): the induction variable, bounds and
//! step of a counted loop, the loop-carried values and the body region.

use strata_ir::{Ir, OpId, OpInterface, RegionId, Value};

/// A loop.
pub trait LoopLikeOpInterface: Sync {
    /// The regions executed on each iteration.
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId>;

    /// The induction variable, for a counted loop.
    fn induction_var(&self, _ir: &Ir, _op: OpId) -> Option<Value> {
        None
    }

    /// The lower bound, for a counted loop.
    fn lower_bound(&self, _ir: &Ir, _op: OpId) -> Option<Value> {
        None
    }

    /// The upper bound, for a counted loop.
    fn upper_bound(&self, _ir: &Ir, _op: OpId) -> Option<Value> {
        None
    }

    /// The step, for a counted loop.
    fn step(&self, _ir: &Ir, _op: OpId) -> Option<Value> {
        None
    }

    /// The initial values of the loop-carried variables (`iter_args`).
    fn inits(&self, _ir: &Ir, _op: OpId) -> Vec<Value> {
        Vec::new()
    }

    /// The block arguments that carry those values through the body.
    fn region_iter_args(&self, _ir: &Ir, _op: OpId) -> Vec<Value> {
        Vec::new()
    }
}

impl OpInterface for dyn LoopLikeOpInterface {
    const NAME: &'static str = "LoopLikeOpInterface";
}
