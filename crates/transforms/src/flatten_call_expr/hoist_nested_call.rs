//! The pattern that hoists a call out of the expression trees around it,
//! when its value is not the whole expression (that case is
//! [`super::root_call::ReplaceTreeByRootCall`]'s). The call lands just
//! before the outermost tree, in that tree's block, named `t__tmp_vN`;
//! what its operands compute inside the tree goes along as trees of their
//! own.
//!
//! ```text
//! %x = expr.tree : i32 {                    %t__tmp_v0 = func.call @f(%a) : (i32) -> i32
//!   %0 = func.call @f(%a) : (i32) -> i32    %x = expr.tree : i32 {
//!   %1 = arith.addi %0, %b : i32      =>      %1 = arith.addi %t__tmp_v0, %b : i32
//!   expr.yield %1 : i32                       expr.yield %1 : i32
//! }                                         }
//! ```

use std::sync::Arc;

use strata_ir::OpId;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::TemporaryNames;
use super::trees::{
    depends_on_a_call, enclosing_trees, hoist_call, is_call_in_tree, is_root_chain,
};

/// Hoists a call-like op that is not the root of its expression.
pub struct HoistNestedCall {
    names: Arc<TemporaryNames>,
}

impl HoistNestedCall {
    /// The pattern, naming its temporaries from `names`.
    pub fn new(names: Arc<TemporaryNames>) -> Self {
        HoistNestedCall { names }
    }
}

impl RewritePattern for HoistNestedCall {
    fn name(&self) -> &'static str {
        "HoistNestedCall"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Matching(is_call_in_tree)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let trees = enclosing_trees(ir, op);
        if trees.is_empty() {
            return Err(MatchFailure("not in an expression".into()));
        }
        if is_root_chain(ir, op, &trees) {
            return Err(MatchFailure(
                "the value of the expression: the tree is replaced by the call".into(),
            ));
        }
        if ir.results(op).len() != 1 || depends_on_a_call(ir, op, &trees) {
            return Err(MatchFailure("not an expression's call".into()));
        }
        let result = ir.results(op)[0];
        hoist_call(rewriter, op, &trees).map_err(|e| MatchFailure::from(e.to_string()))?;
        let name = self.names.next();
        rewriter
            .set_name_hint(result, Some(&name))
            .map_err(|e| MatchFailure::from(e.to_string()))
    }
}
