//! A canonicalization pattern that reaches its fixpoint slowly, to test
//! `canonicalize{test-convergence}` and the driver's limits:
//! `test.slow_fixpoint` counts its `steps` attribute up by one each time
//! the pattern sees it, until 64. With `max-iterations` and
//! `max-num-rewrites` small enough the driver stops before the fixpoint
//! (and `test-convergence` fails); without them it gets there — a pattern
//! that never stops would hang the driver, as it would MLIR's.

use strata_ir::OpDefinition;
use strata_ir::{AttrData, OpId, OpTraits};
use strata_rewrite::{
    CanonicalizationPatterns, MatchFailure, PatternRewriter, PatternRoot, RewritePattern,
    RewritePatternSet,
};

/// Where the count stops.
pub const FIXPOINT: i128 = 64;

/// An op without operands and results whose `steps` a pattern counts up.
pub static SLOW_FIXPOINT: OpDefinition = OpDefinition::new(
    "test.slow_fixpoint",
    "An op its canonicalization pattern changes 64 times before it settles",
    OpTraits::empty(),
);

/// `test.slow_fixpoint`'s pattern.
pub struct SlowFixpointPatterns;

impl CanonicalizationPatterns for SlowFixpointPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(CountStep);
    }
}

/// Adds one to `steps` (`0` when absent), until [`FIXPOINT`].
pub struct CountStep;

impl RewritePattern for CountStep {
    fn name(&self) -> &'static str {
        "CountStep"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("test.slow_fixpoint")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ctx = rewriter.ir_ref().ctx();
        let steps = match rewriter
            .ir_ref()
            .attr(op, "steps")
            .map(|a| ctx.attr_data(a))
        {
            Some(AttrData::Integer { value, .. }) => *value,
            _ => 0,
        };
        if steps >= FIXPOINT {
            return Err(MatchFailure("settled".into()));
        }
        let next = ctx.integer_attr(steps + 1, ctx.integer_type(64));
        rewriter
            .modify_op_in_place(op, |ir, op| ir.set_attr(op, "steps", next))
            .map_err(|e| MatchFailure::from(e.to_string()))
    }
}
