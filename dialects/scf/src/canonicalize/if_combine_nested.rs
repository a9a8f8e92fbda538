//! `CombineNestedIfs` (MLIR's pattern of that name on `scf.if`): an `if`
//! whose `then` region holds nothing but another `if` (and whose `else`
//! regions, if any, only yield) becomes one `if` on both conditions.
//!
//! ```text
//! scf.if %a {                    %c = arith.andi %a, %b : i1
//!   scf.if %b {            =>    scf.if %c {
//!     func.call @f()               func.call @f()
//!   }                            }
//! }
//! ```
//!
//! A result of the outer `if` that the inner one does not produce comes
//! from an `arith.select` on the outer condition.

use strata_ir::{OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::{terminator, value_region, yielded};
use crate::{IfOp, YieldOp};

/// Folds an `scf.if` nested alone in another's `then` region into one
/// `scf.if` on the conjunction.
pub struct CombineNestedIfs;

impl RewritePattern for CombineNestedIfs {
    fn name(&self) -> &'static str {
        "CombineNestedIfs"
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
        let outer = IfOp(op);
        let then_region = outer.then_region(ir);
        let then_block = ir
            .last_block(then_region)
            .ok_or_else(|| MatchFailure("the then region has no block".into()))?;
        let body: Vec<OpId> = ir.block_ops(then_block).collect();
        let [nested_if, _terminator] = body[..] else {
            return Err(MatchFailure(
                "the then region does more than one thing".into(),
            ));
        };
        let only_yields = |region| {
            ir.last_block(region)
                .is_none_or(|b| ir.block_ops(b).count() == 1)
        };
        if !only_yields(outer.else_region(ir)) {
            return Err(MatchFailure("the else region does work".into()));
        }
        if ir.op_name_str(nested_if) != IfOp::NAME {
            return Err(MatchFailure("the then region holds no scf.if".into()));
        }
        let nested = IfOp(nested_if);
        if !only_yields(nested.else_region(ir)) {
            return Err(MatchFailure("the nested else region does work".into()));
        }
        let mut then_yield = yielded(ir, then_region);
        let else_yield = yielded(ir, outer.else_region(ir));
        let nested_then_yield = yielded(ir, nested.then_region(ir));
        let nested_else_yield = yielded(ir, nested.else_region(ir));
        let mut to_select = Vec::new();
        for (index, value) in then_yield.iter_mut().enumerate() {
            if ir.defining_op(*value) == Some(nested_if) {
                let Some(result) = ir.results(nested_if).iter().position(|r| r == value) else {
                    continue;
                };
                if nested_else_yield.get(result) != else_yield.get(index) {
                    return Err(MatchFailure(
                        "the inner and outer else regions yield different values".into(),
                    ));
                }
                *value = nested_then_yield[result];
                continue;
            }
            if value_region(ir, *value) == Some(then_region) {
                return Err(MatchFailure("a yielded value is computed inside".into()));
            }
            to_select.push(index);
        }

        let location = ir.op_location(op);
        let (outer_condition, inner_condition) = (outer.condition(ir), nested.condition(ir));
        let types: Vec<Type> = ir.result_type_iter(op).collect();
        let nested_then_block = ir
            .last_block(nested.then_region(ir))
            .ok_or_else(|| MatchFailure("the nested then region has no block".into()))?;
        let i1 = rewriter.ir_ref().value_type(outer_condition);
        let state = strata_arith::ops::integer::AndIOp::build_state(
            rewriter.ir(),
            location,
            outer_condition,
            inner_condition,
            i1,
        );
        let and = rewriter.create(state)?;
        let condition = rewriter.ir_ref().results(and)[0];
        let state = IfOp::build_state(rewriter.ir(), location, condition, &types);
        let new_if = rewriter.create(state)?;
        let new_then = IfOp(new_if).then_region(rewriter.ir_ref());
        let new_else = IfOp(new_if).else_region(rewriter.ir_ref());
        let new_then_block = rewriter.ir().append_new_block(new_then)?;

        let mut results: Vec<Value> = rewriter.ir_ref().results(new_if).to_vec();
        rewriter.set_insertion_point_before(new_if);
        for index in to_select {
            let ty = rewriter.ir_ref().value_type(then_yield[index]);
            let state = strata_arith::ops::select::SelectOp::build_state(
                rewriter.ir(),
                location,
                outer_condition,
                then_yield[index],
                else_yield[index],
                ty,
            );
            let select = rewriter.create(state)?;
            results[index] = rewriter.ir_ref().results(select)[0];
        }
        rewriter.merge_blocks(nested_then_block, new_then_block, &[])?;
        let old_yield = terminator(rewriter.ir_ref(), new_then)
            .ok_or_else(|| MatchFailure("the then region has no yield".into()))?;
        let yield_location = rewriter.ir_ref().op_location(old_yield);
        rewriter.set_insertion_point_to_end(new_then_block);
        let state = YieldOp::build_state(rewriter.ir(), yield_location, &then_yield);
        rewriter.replace_op_with_new_op(old_yield, state)?;
        if !else_yield.is_empty() {
            let else_block = rewriter.ir().append_new_block(new_else)?;
            rewriter.set_insertion_point_to_end(else_block);
            let state = YieldOp::build_state(rewriter.ir(), location, &else_yield);
            rewriter.create(state)?;
        }
        Ok(rewriter.replace_op(op, &results)?)
    }
}
