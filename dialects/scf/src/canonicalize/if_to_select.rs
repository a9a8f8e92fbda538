//! `ConvertTrivialIfToSelect` (MLIR's pattern of that name on `scf.if`):
//! each result whose two yielded values are defined outside the `if`
//! becomes an `arith.select` (or the value itself when both are the
//! same); the `if` keeps only the results computed inside it.
//!
//! ```text
//! %r:2 = scf.if %c -> (i32, i32) {       %s = arith.select %c, %a, %b : i32
//!   %x = func.call @f() : () -> i32      %r = scf.if %c -> (i32) {
//!   scf.yield %x, %a : i32, i32     =>     %x = func.call @f() : () -> i32
//! } else {                                 scf.yield %x : i32
//!   scf.yield %x0, %b : i32, i32         } else { ... }
//! }
//! ```

use strata_ir::{OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{terminator, value_region, yielded};
use crate::{IfOp, YieldOp};

/// Hoists the results of an `scf.if` that only pick between outside
/// values into `arith.select`s.
pub struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn name(&self) -> &'static str {
        "ConvertTrivialIfToSelect"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(IfOp::NAME)
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
        let (then_region, else_region) = (if_op.then_region(ir), if_op.else_region(ir));
        let then_values = yielded(ir, then_region);
        let else_values = yielded(ir, else_region);
        let computed_inside = |t: Value, e: Value| {
            value_region(ir, t) == Some(then_region) || value_region(ir, e) == Some(else_region)
        };
        let kept_types: Vec<Type> = then_values
            .iter()
            .zip(&else_values)
            .filter(|&(&t, &e)| computed_inside(t, e))
            .map(|(&t, _)| ir.value_type(t))
            .collect();
        if kept_types.len() == ir.results(op).len() {
            return Err(MatchFailure("every result is computed inside".into()));
        }
        let hoisted: Vec<bool> = then_values
            .iter()
            .zip(&else_values)
            .map(|(&t, &e)| !computed_inside(t, e))
            .collect();
        let condition = if_op.condition(ir);
        let location = ir.op_location(op);

        // The replacement `if` takes both regions; it keeps the yields of
        // the results computed inside.
        let state = IfOp::build_state(rewriter.ir(), location, condition, &kept_types);
        let replacement = rewriter.create(state)?;
        let new_regions = [
            IfOp(replacement).then_region(rewriter.ir_ref()),
            IfOp(replacement).else_region(rewriter.ir_ref()),
        ];
        rewriter.inline_region_before(then_region, new_regions[0], None)?;
        rewriter.inline_region_before(else_region, new_regions[1], None)?;

        let kept_results = rewriter.ir_ref().results(replacement).to_vec();
        let mut replacements = Vec::with_capacity(hoisted.len());
        let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
        rewriter.set_insertion_point_before(replacement);
        for ((&t, &e), &hoist) in then_values.iter().zip(&else_values).zip(&hoisted) {
            if !hoist {
                replacements.push(kept_results[true_yields.len()]);
                true_yields.push(t);
                false_yields.push(e);
            } else if t == e {
                replacements.push(t);
            } else {
                let ty = rewriter.ir_ref().value_type(t);
                let state = strata_arith::ops::select::SelectOp::build_state(
                    rewriter.ir(),
                    location,
                    condition,
                    t,
                    e,
                    ty,
                );
                let select = rewriter.create(state)?;
                replacements.push(rewriter.ir_ref().results(select)[0]);
            }
        }
        for (region, values) in new_regions.into_iter().zip([true_yields, false_yields]) {
            let old_yield = terminator(rewriter.ir_ref(), region)
                .ok_or_else(|| MatchFailure("the region has no terminator".into()))?;
            let yield_location = rewriter.ir_ref().op_location(old_yield);
            let state = YieldOp::build_state(rewriter.ir(), yield_location, &values);
            rewriter.replace_op_with_new_op(old_yield, state)?;
        }
        Ok(rewriter.replace_op(op, &replacements)?)
    }
}
