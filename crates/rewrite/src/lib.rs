//! Pattern rewriting, after MLIR's (`mlir/Rewrite`, `mlir/Transforms`):
//!
//! | MLIR | Strata |
//! |------|--------|
//! | `RewritePattern`, `OpRewritePattern<Op>`, benefit | [`RewritePattern`], [`PatternRoot`] |
//! | `RewritePatternSet`, `FrozenRewritePatternSet` | [`RewritePatternSet`], [`FrozenRewritePatternSet`] |
//! | `PatternRewriter` / `RewriterBase` | [`PatternRewriter`] |
//! | `applyPatternsGreedily`, `applyOpPatternsGreedily`, `GreedyRewriteConfig` | [`apply_patterns_greedily`], [`apply_op_patterns_greedily`], [`GreedyRewriteConfig`] |
//! | `simplifyRegions`, `mergeIdenticalBlocks` | [`region_simplify`], [`block_merge`] |
//! | `SuccessorOperands::erase` / `append` | [`branch_operands`] |
//! | `walkAndApplyPatterns` | [`walk_and_apply_patterns`] |
//! | `Operation::fold`, `OperationFolder` | [`folder::fold_op`], [`folder::ConstantUniquer`] |
//! | `getCanonicalizationPatterns` | [`CanonicalizationPatterns`], an op interface |
//!
//! Rewrites go through the IR's mutators, whose change log tells the
//! greedy driver what to revisit. Ops contribute canonicalization patterns
//! by registering [`CanonicalizationPatterns`] as an op interface, so the
//! core does not depend on this crate.

pub mod block_merge;
pub mod branch_operands;
pub mod folder;
pub mod greedy;
pub mod pattern;
pub mod region_branch;
pub mod region_simplify;
pub mod rewriter;
pub mod walk;
pub mod worklist;

pub use greedy::{
    GreedyOutcome, GreedyRewriteConfig, RegionSimplification, apply_op_patterns_greedily,
    apply_patterns_greedily,
};
pub use pattern::{
    FrozenRewritePatternSet, MatchFailure, PatternRoot, RewritePattern, RewritePatternSet,
};
pub use rewriter::PatternRewriter;
pub use walk::walk_and_apply_patterns;
pub use worklist::Worklist;

use strata_ir::OpInterface;

/// An op's canonicalization patterns (MLIR's
/// `getCanonicalizationPatterns`), registered as an op interface:
/// `ctx.register_interface::<dyn CanonicalizationPatterns>("arith.addi",
/// &AddIPatterns)`. `canonicalize` collects them for every registered op.
pub trait CanonicalizationPatterns: Sync {
    /// Adds the op's patterns to `patterns`.
    fn add_patterns(&self, patterns: &mut RewritePatternSet);
}

impl OpInterface for dyn CanonicalizationPatterns {
    const NAME: &'static str = "CanonicalizationPatterns";
}

#[cfg(test)]
mod tests;
