//! The pattern that replaces an expression whose value is a call by the
//! call: the call is hoisted just before the tree (with what its operands
//! compute inside, as trees of their own), takes the tree's name — or a
//! temporary's, `t__tmp_vN`, when the tree has none — and the tree goes.
//!
//! ```text
//! %c = expr.tree : i32 {                    %t__tmp_v0 = func.call @bar(%a) : (i32) -> i32
//!   %0 = func.call @bar(%a) : (i32) -> i32  %c = func.call @foo(%t__tmp_v0) : (i32) -> i32
//!   %1 = func.call @foo(%0) : (i32) -> i32
//!   expr.yield %1 : i32               =>
//! }
//! ```
//!
//! (`@bar` was hoisted first, by [`super::hoist_nested_call`]: the walk
//! reaches the ops of a tree before the tree.)

use std::sync::Arc;

use strata_expr::TreeOp;
use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::TemporaryNames;
use super::trees::{depends_on_a_call, hoist_call, is_tree, root_call};

/// Replaces an outermost `expr.tree` whose root is a call by that call.
pub struct ReplaceTreeByRootCall {
    names: Arc<TemporaryNames>,
}

impl ReplaceTreeByRootCall {
    /// The pattern, naming its temporaries from `names`.
    pub fn new(names: Arc<TemporaryNames>) -> Self {
        ReplaceTreeByRootCall { names }
    }
}

impl RewritePattern for ReplaceTreeByRootCall {
    fn name(&self) -> &'static str {
        "ReplaceTreeByRootCall"
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
        if ir.parent_op(tree).is_some_and(|parent| is_tree(ir, parent)) {
            return Err(MatchFailure("nested in another expression".into()));
        }
        let Some((call, trees)) = root_call(ir, tree) else {
            return Err(MatchFailure("the root is not a call".into()));
        };
        if ir.results(call).len() != 1 || depends_on_a_call(ir, call, &trees) {
            return Err(MatchFailure("not an expression's call".into()));
        }
        let value = ir.results(tree)[0];
        let name = ir
            .name_hint(value)
            .map(|hint| ir.ctx().str(hint).to_string());
        let result = ir.results(call)[0];
        let failed = |e: strata_ir::IrError| MatchFailure::from(e.to_string());
        hoist_call(rewriter, call, &trees).map_err(failed)?;
        let name = name.unwrap_or_else(|| self.names.next());
        rewriter
            .set_name_hint(result, Some(&name))
            .map_err(failed)?;
        rewriter.replace_op(tree, &[result]).map_err(failed)
    }
}
