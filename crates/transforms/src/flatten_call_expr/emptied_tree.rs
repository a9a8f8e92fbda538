//! The pattern that drops a tree whose body only yields a value from
//! outside, as hoisting its root call leaves a tree nested in another:
//! the tree's value is that value.
//!
//! ```text
//! %v = expr.tree : i32 {
//!   expr.yield %t__tmp_v0 : i32       =>    (uses of %v use %t__tmp_v0)
//! }
//! ```

use strata_expr::TreeOp;
use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::trees::{tree_block, tree_root, tree_yield};

/// Replaces an `expr.tree` that computes nothing by the value it yields.
pub struct DropEmptiedTree;

impl RewritePattern for DropEmptiedTree {
    fn name(&self) -> &'static str {
        "DropEmptiedTree"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(TreeOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        tree: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let only_yield = tree_block(ir, tree)
            .and_then(|block| ir.first_op(block))
            .is_some_and(|first| Some(first) == tree_yield(ir, tree));
        let Some(root) = tree_root(ir, tree).filter(|_| only_yield) else {
            return Err(MatchFailure("the tree computes something".into()));
        };
        rewriter
            .replace_op(tree, &[root])
            .map_err(|e| MatchFailure::from(e.to_string()))
    }
}
