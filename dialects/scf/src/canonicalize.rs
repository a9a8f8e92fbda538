//! Canonicalization patterns of the scf ops (MLIR's
//! `getCanonicalizationPatterns`), registered as the
//! `CanonicalizationPatterns` interface so `canonicalize` finds them.
//!
//! | Op | Pattern | MLIR |
//! |----|---------|------|
//! | `scf.if` | [`IfToSelect`] | `ConvertTrivialIfToSelect` (for ifs that only yield) |

use strata_ir::{Ir, OpId, OperationState, Value};
use strata_rewrite::{
    CanonicalizationPatterns, MatchFailure, PatternRewriter, PatternRoot, RewritePattern,
    RewritePatternSet,
};

use crate::IfOp;

/// `scf.if`'s patterns.
pub struct IfPatterns;

impl CanonicalizationPatterns for IfPatterns {
    fn add_patterns(&self, patterns: &mut RewritePatternSet) {
        patterns.add(IfToSelect);
    }
}

/// An `scf.if` whose branches do nothing but yield becomes one
/// `arith.select` per result (or the value itself when both branches
/// yield it):
///
/// ```text
/// %r = scf.if %c -> (i32) {            %r = arith.select %c, %a, %b : i32
///   scf.yield %a : i32          =>
/// } else {
///   scf.yield %b : i32
/// }
/// ```
pub struct IfToSelect;

/// The values the only op of `region`'s block, a yield, yields.
fn only_yield(ir: &Ir, region: strata_ir::RegionId) -> Option<Vec<Value>> {
    let block = ir.entry_block(region)?;
    let mut ops = ir.block_ops(block);
    let yield_op = ops.next()?;
    if ops.next().is_some() || ir.op_name_str(yield_op) != "scf.yield" {
        return None;
    }
    Some(ir.operands(yield_op).collect())
}

impl RewritePattern for IfToSelect {
    fn name(&self) -> &'static str {
        "scf-if-to-select"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op("scf.if")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let if_op = IfOp(op);
        if ir.results(op).is_empty() {
            return Err(MatchFailure("the if has no results".into()));
        }
        let (Some(then_values), Some(else_values)) = (
            only_yield(ir, if_op.then_region(ir)),
            only_yield(ir, if_op.else_region(ir)),
        ) else {
            return Err(MatchFailure("a branch does more than yield".into()));
        };
        let condition = if_op.condition(ir);
        let location = ir.op_location(op);
        let pairs: Vec<(Value, Value, strata_ir::Type)> = then_values
            .into_iter()
            .zip(else_values)
            .zip(ir.result_type_iter(op))
            .map(|((t, e), ty)| (t, e, ty))
            .collect();
        rewriter.set_insertion_point_before(op);
        let mut replacements = Vec::with_capacity(pairs.len());
        for (then_value, else_value, ty) in pairs {
            if then_value == else_value {
                replacements.push(then_value);
                continue;
            }
            let mut state = OperationState::new(rewriter.ir_ref(), "arith.select", location);
            state.operands.extend([condition, then_value, else_value]);
            state.result_types.push(ty);
            let select = rewriter
                .create(state)
                .map_err(|error| MatchFailure(error.to_string()))?;
            replacements.push(rewriter.ir_ref().results(select)[0]);
        }
        rewriter
            .replace_op(op, &replacements)
            .map_err(|error| MatchFailure(error.to_string()))
    }
}
