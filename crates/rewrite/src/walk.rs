//! The walk pattern driver (MLIR's `walkAndApplyPatterns`): one
//! deterministic walk over the ops nested in an op, trying the patterns on
//! each op once, highest benefit first. No worklist, no folding, no
//! revisiting: a pattern sees each op as the walk reaches it. Patterns may
//! erase or replace the op they match and create ops before it; ops
//! created by a rewrite are not visited.

use strata_ir::{Ir, OpId, WalkOrder};

use crate::pattern::FrozenRewritePatternSet;
use crate::rewriter::PatternRewriter;

/// Applies `patterns` once to each op nested in `op` (not `op` itself), in
/// `order`; returns how many rewrites were made.
pub fn walk_and_apply_patterns(
    ir: &mut Ir,
    op: OpId,
    patterns: &FrozenRewritePatternSet,
    order: WalkOrder,
) -> usize {
    let ops: Vec<OpId> = ir
        .walk_collect(op, order)
        .into_iter()
        .filter(|&nested| nested != op)
        .collect();
    // Ops a rewrite creates are not in `ops`; one it erased is no longer
    // live (handles carry generations, so a reused slot does not pass).
    let mut rewrites = 0;
    for nested in ops {
        if !ir.is_live(nested) {
            continue;
        }
        for pattern in patterns.candidates(ir, nested) {
            let mut rewriter = PatternRewriter::new(ir);
            rewriter.set_insertion_point_before(nested);
            if pattern.match_and_rewrite(nested, &mut rewriter).is_ok() {
                rewrites += 1;
                break;
            }
        }
    }
    rewrites
}
