//! The func dialect's canonicalization pattern (MLIR's
//! `CallIndirectOp::getCanonicalizationPatterns`), given to `canonicalize`
//! through the `CanonicalizationPatterns` interface.
//!
//! `SimplifyIndirectCallWithKnownCallee`: an indirect call whose callee is
//! a constant function reference (`func.constant`) becomes a direct call.
//!
//! ```text
//! %f = func.constant @g : (i32) -> i32
//! %r = func.call_indirect %f(%a) : (i32) -> i32    =>    %r = func.call @g(%a) : (i32) -> i32
//! ```
//!
//! A closure (`func.lambda`) is not a constant: calls of it stay.

use strata_ir::{AttrData, OpId, OperationState};
use strata_rewrite::folder::constant_value;
use strata_rewrite::{
    CanonicalizationPatterns, MatchFailure, PatternRewriter, PatternRoot, RewritePattern,
    RewritePatternSet,
};

/// `func.call_indirect`'s patterns.
pub struct CallIndirectPatterns;

impl CanonicalizationPatterns for CallIndirectPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(SimplifyIndirectCallWithKnownCallee);
    }
}

/// The pattern.
pub struct SimplifyIndirectCallWithKnownCallee;

impl RewritePattern for SimplifyIndirectCallWithKnownCallee {
    fn name(&self) -> &'static str {
        "SimplifyIndirectCallWithKnownCallee"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("func.call_indirect")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let callee = ir
            .operand(op, 0)
            .and_then(|callee| constant_value(ir, callee))
            .filter(|&callee| matches!(ir.ctx().attr_data(callee), AttrData::SymbolRef { .. }))
            .ok_or_else(|| MatchFailure("the callee is not a constant".into()))?;
        let ctx = ir.ctx();
        let mut state = OperationState::new(ir, "func.call", ir.op_location(op));
        state.operands.extend(ir.operands(op).skip(1));
        state.result_types.extend(ir.result_type_iter(op));
        state.properties = Some(ctx.dictionary(vec![(ctx.intern_str("callee"), callee)]));
        rewriter.set_insertion_point_before(op);
        let failed = |e: strata_ir::IrError| MatchFailure::from(e.to_string());
        rewriter
            .replace_op_with_new_op(op, state)
            .map(|_| ())
            .map_err(failed)
    }
}
