//! The walk pattern driver (MLIR's `walkAndApplyPatterns`): one
//! deterministic walk over the ops nested in an op, trying the patterns on
//! each op once, highest benefit first. No worklist, no folding, no
//! revisiting: a pattern sees each op as the walk reaches it. Patterns may
//! erase or replace the op they match and create ops before it; ops
//! created by a rewrite are not visited.

use rustc_hash::FxHashSet;
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
    let existing: FxHashSet<OpId> = ops.iter().copied().collect();
    let mut rewrites = 0;
    for nested in ops {
        if !ir.is_live(nested) || !existing.contains(&nested) {
            continue;
        }
        for pattern in patterns.candidates(ir, nested) {
            let mut rewriter = PatternRewriter::new(ir);
            if pattern.match_and_rewrite(nested, &mut rewriter).is_ok() {
                rewrites += 1;
                break;
            }
        }
    }
    rewrites
}
