//! `MergeNestedParallelLoops` (MLIR's pattern of that name on
//! `scf.parallel`): a loop whose body is only another loop, whose bounds do
//! not depend on the outer induction variables, becomes one loop over both
//! sets of dimensions. Loops with reductions are left alone, as in MLIR.
//!
//! ```text
//! scf.parallel (%i) = (%a) to (%b) step (%s) {    scf.parallel (%i, %j) = (%a, %c)
//!   scf.parallel (%j) = (%c) to (%d) step (%t) {      to (%b, %d) step (%s, %t) {
//!     use(%i, %j)                           =>      use(%i, %j)
//!   }                                               scf.reduce
//! }                                               }
//! ```
//!
//! The merged loop is built afresh: neither loop's discardable attributes
//! carry over, and its induction variables take the outer loop's location.

use strata_ir::{OpId, Value, ValueMapping};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::parallel_single_or_zero_iteration::body_ops_without_terminator;
use crate::ParallelOp;
use crate::ops::reduce::ReduceOp;

/// Merges an `scf.parallel` with the one its body consists of.
pub struct MergeNestedParallelLoops;

impl RewritePattern for MergeNestedParallelLoops {
    fn name(&self) -> &'static str {
        "MergeNestedParallelLoops"
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
        let outer = ParallelOp(op);
        let &[inner_op] = body_ops_without_terminator(ir, outer).as_slice() else {
            return Err(MatchFailure("the body is not a single op".into()));
        };
        if ir.op_name_str(inner_op) != ParallelOp::NAME {
            return Err(MatchFailure("the body is not an scf.parallel".into()));
        }
        let inner = ParallelOp(inner_op);
        let outer_ivs = outer.induction_vars(ir);
        let inner_bounds: Vec<Value> =
            [inner.lower_bound(ir), inner.upper_bound(ir), inner.step(ir)].concat();
        if inner_bounds.iter().any(|bound| outer_ivs.contains(bound)) {
            return Err(MatchFailure(
                "the inner bounds depend on the outer induction variables".into(),
            ));
        }
        if !outer.init_vals(ir).is_empty() || !inner.init_vals(ir).is_empty() {
            return Err(MatchFailure("reductions are not supported".into()));
        }
        let concat = |a: Vec<Value>, b: Vec<Value>| [a, b].concat();
        let lower = concat(outer.lower_bound(ir), inner.lower_bound(ir));
        let upper = concat(outer.upper_bound(ir), inner.upper_bound(ir));
        let steps = concat(outer.step(ir), inner.step(ir));
        let inner_ivs = inner.induction_vars(ir);
        let inner_body = body_ops_without_terminator(ir, inner);
        let location = ir.op_location(op);
        let state =
            ParallelOp::build_state(rewriter.ir(), location, &lower, &upper, &steps, &[], &[]);
        rewriter.set_insertion_point_before(op);
        let merged = rewriter.create(state)?;
        let region = ParallelOp(merged).region(rewriter.ir_ref());
        let block = rewriter.ir().append_new_block(region)?;
        let index = rewriter.ir_ref().ctx().index_type();
        let mut mapping = ValueMapping::default();
        for &old in outer_ivs.iter().chain(&inner_ivs) {
            let new = rewriter.ir().add_block_argument(block, index, location)?;
            mapping.map_value(old, new);
        }
        rewriter.set_insertion_point_to_end(block);
        for body_op in inner_body {
            rewriter.clone_op(body_op, &mut mapping)?;
        }
        let terminator = ReduceOp::build_state(rewriter.ir(), location, &[], 0);
        rewriter.create(terminator)?;
        Ok(rewriter.replace_op_with_op(op, merged)?)
    }
}
