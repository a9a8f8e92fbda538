//! `ParallelOpSingleOrZeroIterationDimsFolder` (MLIR's pattern of that name
//! on `scf.parallel`): a loop with a dimension known to run no iteration
//! becomes its initial values; the dimensions known to run once go, their
//! induction variables replaced by their lower bounds; when none is left,
//! the body and the reductions run in place.
//!
//! ```text
//! %r = scf.parallel (%i, %j) = (%c0, %c0)        %r = scf.parallel (%j) = (%c0)
//!     to (%c1, %n) step (%c1, %c1)                   to (%n) step (%c1)
//!     init (%x) -> f32 {                  =>         init (%x) -> f32 {
//!   %v = use(%i, %j)                                %v = use(%c0, %j)
//!   scf.reduce(%v : f32) { ... }                    scf.reduce(%v : f32) { ... }
//! }                                               }
//! ```
//!
//! As in MLIR, the new loop is built afresh: the old one's discardable
//! attributes do not carry over. The trip count is MLIR 22's
//! `constantTripCount` (signed; equal bounds run no iteration).

use strata_ir::{Ir, OpId, Value, ValueMapping};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::for_trivial_loops::trip_count;
use crate::ParallelOp;

/// Drops the dimensions of an `scf.parallel` that run once, or the whole
/// loop when one runs no iteration or all run once.
pub struct ParallelOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ParallelOpSingleOrZeroIterationDimsFolder {
    fn name(&self) -> &'static str {
        "ParallelOpSingleOrZeroIterationDimsFolder"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(ParallelOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let parallel = ParallelOp(op);
        let inits = parallel.init_vals(ir);
        let dimensions = Dimensions::of(ir, parallel);
        let mut mapping = ValueMapping::default();
        let mut kept = Dimensions::default();
        for (index, &induction_var) in dimensions.induction_vars.iter().enumerate() {
            let (lower, upper, step) = (
                dimensions.lower[index],
                dimensions.upper[index],
                dimensions.steps[index],
            );
            let trips = if lower == upper {
                Some(0)
            } else {
                trip_count(ir, lower, upper, step, true).and_then(|count| count.to_i128())
            };
            match trips {
                Some(0) => return Ok(rewriter.replace_op(op, &inits)?),
                Some(1) => mapping.map_value(induction_var, lower),
                _ => kept.push(induction_var, lower, upper, step),
            }
        }
        if kept.lower.len() == dimensions.lower.len() {
            return Err(MatchFailure(
                "no dimension is known to run once or not at all".into(),
            ));
        }
        if kept.lower.is_empty() {
            return inline_single_iteration(rewriter, parallel, &inits, mapping);
        }
        let location = ir.op_location(op);
        let result_types: Vec<_> = ir.results(op).iter().map(|&r| ir.value_type(r)).collect();
        let state = ParallelOp::build_state(
            rewriter.ir(),
            location,
            &kept.lower,
            &kept.upper,
            &kept.steps,
            &inits,
            &result_types,
        );
        rewriter.set_insertion_point_before(op);
        let new_op = rewriter.create(state)?;
        let source = parallel.region(rewriter.ir_ref());
        let destination = ParallelOp(new_op).region(rewriter.ir_ref());
        rewriter
            .ir()
            .clone_region_into(source, destination, &mut mapping)?;
        Ok(rewriter.replace_op_with_op(op, new_op)?)
    }
}

/// Every dimension runs once: the body's ops are cloned before the loop,
/// then each reduction region, combining initial value `i` with the value
/// the body hands to reduction `i`; what the regions return replaces the
/// loop.
fn inline_single_iteration(
    rewriter: &mut PatternRewriter<'_>,
    parallel: ParallelOp,
    inits: &[Value],
    mut mapping: ValueMapping,
) -> Result<(), MatchFailure> {
    let ir = rewriter.ir_ref();
    let op = parallel.0;
    let reduce = parallel
        .reduce_op(ir)
        .ok_or_else(|| MatchFailure("the body does not end in scf.reduce".into()))?;
    let body_ops = body_ops_without_terminator(ir, parallel);
    rewriter.set_insertion_point_before(op);
    for body_op in body_ops {
        rewriter.clone_op(body_op, &mut mapping)?;
    }
    let ir = rewriter.ir_ref();
    let reduced: Vec<Value> = ir.operands(reduce.0).collect();
    let mut results = Vec::new();
    for (index, region) in reduce.reductions(ir).into_iter().enumerate() {
        let ir = rewriter.ir_ref();
        let block = ir
            .entry_block(region)
            .ok_or_else(|| MatchFailure("a reduction region has no block".into()))?;
        let arguments = ir.block_arguments(block).to_vec();
        let (Some(&lhs), Some(&rhs), Some(&init), Some(&value)) = (
            arguments.first(),
            arguments.get(1),
            inits.get(index),
            reduced.get(index),
        ) else {
            return Err(MatchFailure("a reduction is malformed".into()));
        };
        mapping.map_value(lhs, init);
        mapping.map_value(rhs, mapping.lookup_value(value));
        let ops: Vec<OpId> = ir.block_ops(block).collect();
        let Some((&terminator, region_ops)) = ops.split_last() else {
            return Err(MatchFailure("a reduction region is empty".into()));
        };
        for &region_op in region_ops {
            rewriter.clone_op(region_op, &mut mapping)?;
        }
        let returned = rewriter
            .ir_ref()
            .operand(terminator, 0)
            .ok_or_else(|| MatchFailure("a reduction returns nothing".into()))?;
        results.push(mapping.lookup_value(returned));
    }
    Ok(rewriter.replace_op(op, &results)?)
}

/// The ops of the loop body before its terminator.
pub(super) fn body_ops_without_terminator(ir: &Ir, parallel: ParallelOp) -> Vec<OpId> {
    let Some(block) = ir.entry_block(parallel.region(ir)) else {
        return Vec::new();
    };
    let mut ops: Vec<OpId> = ir.block_ops(block).collect();
    ops.pop();
    ops
}

/// The dimensions of a loop: induction variable, bounds and step of each.
#[derive(Default)]
struct Dimensions {
    induction_vars: Vec<Value>,
    lower: Vec<Value>,
    upper: Vec<Value>,
    steps: Vec<Value>,
}

impl Dimensions {
    fn of(ir: &Ir, parallel: ParallelOp) -> Self {
        Dimensions {
            induction_vars: parallel.induction_vars(ir),
            lower: parallel.lower_bound(ir),
            upper: parallel.upper_bound(ir),
            steps: parallel.step(ir),
        }
    }

    fn push(&mut self, induction_var: Value, lower: Value, upper: Value, step: Value) {
        self.induction_vars.push(induction_var);
        self.lower.push(lower);
        self.upper.push(upper);
        self.steps.push(step);
    }
}
