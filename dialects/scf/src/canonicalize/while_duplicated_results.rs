//! `WhileRemoveDuplicatedResults` (MLIR's pattern of that name on
//! `scf.while`): a value `scf.condition` forwards twice is forwarded once;
//! the second `after` argument and result become the first.
//!
//! ```text
//! %r:2 = scf.while ... -> (i32, i32) {         %r = scf.while ... -> (i32) {
//!   scf.condition(%c) %a, %a : i32, i32   =>     scf.condition(%c) %a : i32
//! } do {                                       } do {
//! ^bb0(%x: i32, %y: i32): ...                  ^bb0(%x: i32): ...  (%y is %x)
//! ```

use strata_ir::{OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::while_support::{WhileParts, create_while, replace_condition};
use crate::WhileOp;

/// Forwards each value out of `scf.condition` once.
pub struct WhileRemoveDuplicatedResults;

impl RewritePattern for WhileRemoveDuplicatedResults {
    fn name(&self) -> &'static str {
        "WhileRemoveDuplicatedResults"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(WhileOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let parts = WhileParts::of(rewriter, op)?;
        let condition = parts.condition(rewriter)?;
        let forwarded = parts.condition_args(rewriter);
        let mut unique: Vec<Value> = Vec::new();
        for &value in &forwarded {
            if !unique.contains(&value) {
                unique.push(value);
            }
        }
        let first_position = |value: &Value| unique.iter().position(|u| u == value).unwrap_or(0);
        if unique.len() == forwarded.len() {
            return Err(MatchFailure("no value is forwarded twice".into()));
        }
        let ir = rewriter.ir_ref();
        let types: Vec<Type> = unique.iter().map(|&v| ir.value_type(v)).collect();
        let location = ir.op_location(op);
        let inits = WhileOp(op).inits(ir);

        let new_while = create_while(rewriter, location, &types, &inits, true)?;
        let new_parts = WhileParts::blocks_of(rewriter, new_while)?;
        let ir = rewriter.ir_ref();
        let new_after_args = ir.block_arguments(new_parts.1).to_vec();
        let new_results = ir.results(new_while).to_vec();
        let after_mapping: Vec<Value> = forwarded
            .iter()
            .map(|v| new_after_args[first_position(v)])
            .collect();
        let result_mapping: Vec<Value> = forwarded
            .iter()
            .map(|v| new_results[first_position(v)])
            .collect();
        replace_condition(rewriter, parts.condition_op, condition, &unique)?;
        let new_before_args = rewriter.ir_ref().block_arguments(new_parts.0).to_vec();
        rewriter.merge_blocks(parts.before, new_parts.0, &new_before_args)?;
        rewriter.merge_blocks(parts.after, new_parts.1, &after_mapping)?;
        Ok(rewriter.replace_op(op, &result_mapping)?)
    }
}
