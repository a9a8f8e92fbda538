//! `DropUnreachableCondBranch` (MLIR 22's pattern of that name on
//! `cf.cond_br`): a destination that holds nothing but `ub.unreachable`
//! is never taken, so the branch goes to the other one unconditionally.
//! The true destination is looked at first; when both are unreachable,
//! control goes to the false one. Only the block's first op counts: a
//! block with anything before its `ub.unreachable` stays a destination
//! (dead ops there go first, and a later visit drops the branch).
//!
//! ```text
//! cf.cond_br %c, ^bb1, ^bb2(%x : i32)         cf.br ^bb2(%x : i32)
//! ^bb1:                                 =>    ^bb1:
//!   ub.unreachable                              ub.unreachable
//! ^bb2(%y: i32):                              ^bb2(%y: i32):
//!   return %y : i32                             return %y : i32
//! ```

use strata_ir::{BlockId, Ir, OpId};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};
use strata_ub::UnreachableOp;

use super::{replace_by_branch, successor_values};
use crate::CondBranchOp;

/// Replaces a `cf.cond_br` with an unreachable destination by a `cf.br`
/// to the other destination.
pub struct DropUnreachableCondBranch;

impl RewritePattern for DropUnreachableCondBranch {
    fn name(&self) -> &'static str {
        "DropUnreachableCondBranch"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(CondBranchOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let successors = ir.successors(op);
        let [true_dest, false_dest] = successors[..] else {
            return Err(MatchFailure("not two successors".into()));
        };
        let taken = if starts_unreachable(ir, true_dest) {
            1
        } else if starts_unreachable(ir, false_dest) {
            0
        } else {
            return Err(MatchFailure("no destination is unreachable".into()));
        };
        let dest = successors[taken];
        let values = successor_values(ir, op, taken);
        replace_by_branch(rewriter, op, dest, &values)
    }
}

/// Whether the first op of `block` is `ub.unreachable`.
fn starts_unreachable(ir: &Ir, block: BlockId) -> bool {
    ir.block_ops(block)
        .next()
        .is_some_and(|first| ir.op_name_str(first) == UnreachableOp::NAME)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use strata_ir::Context;
    use strata_ir::asm::parser::{ParserConfig, parse_source};
    use strata_ir::asm::printer::{PrintOptions, operation_to_string};
    use strata_rewrite::{
        GreedyRewriteConfig, RegionSimplification, RewritePatternSet, apply_patterns_greedily,
    };

    use super::DropUnreachableCondBranch;

    /// The function body after the pattern ran alone for one round,
    /// without region simplification (so the blocks it leaves behind stay
    /// visible: the driver erases unreachable blocks when a round starts).
    fn after_pattern(blocks: &str) -> String {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        crate::register(&mut ctx);
        strata_ub::register(&mut ctx);
        let text = format!("\"t.f\"() ({{\n^bb0(%c: i1, %x: i32):\n{blocks}\n}}) : () -> ()\n");
        let (mut ir, top) =
            parse_source(Arc::new(ctx), &text, &ParserConfig::default()).expect("parses");
        let mut patterns = RewritePatternSet::new();
        patterns.add(DropUnreachableCondBranch);
        let config = GreedyRewriteConfig {
            region_simplification: RegionSimplification::Disabled,
            max_iterations: Some(1),
            ..GreedyRewriteConfig::default()
        };
        apply_patterns_greedily(&mut ir, top, &patterns.freeze(), &config);
        strata_ir::verifier::verify(&ir, top).expect("still verifies");
        let options = PrintOptions {
            generic: true,
            ..PrintOptions::default()
        };
        operation_to_string(&ir, top, options)
    }

    #[test]
    fn an_unreachable_true_destination_leaves_the_false_one() {
        let printed = after_pattern(
            "  cf.cond_br %c, ^bb1, ^bb2(%x : i32)\n^bb1:\n  ub.unreachable\n^bb2(%y: i32):\n  \"t.return\"(%y) : (i32) -> ()",
        );
        assert!(
            printed.contains("\"cf.br\"(%x)[^bb2]"),
            "the branch goes to ^bb2 with %x:\n{printed}"
        );
        assert!(!printed.contains("cf.cond_br"), "{printed}");
    }

    #[test]
    fn an_unreachable_false_destination_leaves_the_true_one() {
        let printed = after_pattern(
            "  cf.cond_br %c, ^bb1(%x : i32), ^bb2\n^bb1(%y: i32):\n  \"t.return\"(%y) : (i32) -> ()\n^bb2:\n  ub.unreachable",
        );
        assert!(printed.contains("\"cf.br\"(%x)[^bb1]"), "{printed}");
    }

    #[test]
    fn with_both_unreachable_control_goes_to_the_false_destination() {
        let printed = after_pattern(
            "  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  ub.unreachable\n^bb2:\n  ub.unreachable {false_side}",
        );
        assert!(printed.contains("\"cf.br\"()[^bb2]"), "{printed}");
    }

    #[test]
    fn an_op_before_the_unreachable_keeps_the_branch() {
        let printed = after_pattern(
            "  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  \"t.effect\"() : () -> ()\n  ub.unreachable\n^bb2:\n  \"t.return\"() : () -> ()",
        );
        assert!(printed.contains("\"cf.cond_br\""), "{printed}");
    }
}
