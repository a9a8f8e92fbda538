//! `WhileOpAlignBeforeArgs` (MLIR's pattern of that name on `scf.while`):
//! when `scf.condition` forwards exactly the `before` arguments in another
//! order, it forwards them in their own order instead, and the `after`
//! arguments and results are permuted to match (this helps raising
//! `scf.while` to `scf.for`).
//!
//! ```text
//! %r:2 = scf.while (%a = %x, %b = %y) ... {     %r:2 = scf.while (%a = %x, %b = %y) ... {
//!   scf.condition(%c) %b, %a : i32, i32   =>      scf.condition(%c) %a, %b : i32, i32
//! } do {                                        } do {
//! ^bb0(%p: i32, %q: i32): ...                   ^bb0(%q: i32, %p: i32): ...
//! }                                             }
//! (uses of %r#0 use %r#1 and the other way round)
//! ```

use strata_ir::{OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::while_support::{WhileParts, create_while, replace_condition};
use crate::WhileOp;

/// Puts the values `scf.condition` forwards in the `before` arguments'
/// order.
pub struct WhileOpAlignBeforeArgs;

impl RewritePattern for WhileOpAlignBeforeArgs {
    fn name(&self) -> &'static str {
        "WhileOpAlignBeforeArgs"
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
        let ir = rewriter.ir_ref();
        let before_args = ir.block_arguments(parts.before).to_vec();
        if before_args == forwarded {
            return Err(MatchFailure("already aligned".into()));
        }
        let has_duplicates = forwarded
            .iter()
            .enumerate()
            .any(|(i, v)| forwarded[..i].contains(v));
        if has_duplicates || before_args.len() != forwarded.len() {
            return Err(MatchFailure("not a permutation of the arguments".into()));
        }
        // `mapping[j] = i`: forwarded value `j` is before argument `i`.
        let mut mapping = vec![0; forwarded.len()];
        for (i, arg) in before_args.iter().enumerate() {
            let j = forwarded
                .iter()
                .position(|v| v == arg)
                .ok_or_else(|| MatchFailure("not a permutation of the arguments".into()))?;
            mapping[j] = i;
        }
        let results = ir.results(op).to_vec();
        let mut types: Vec<Type> = vec![ir.value_type(results[0]); results.len()];
        for (i, &j) in mapping.iter().enumerate() {
            types[j] = ir.value_type(results[i]);
        }
        let location = ir.op_location(op);
        let inits = WhileOp(op).inits(ir);

        replace_condition(rewriter, parts.condition_op, condition, &before_args)?;
        rewriter.set_insertion_point_before(op);
        let new_while = create_while(rewriter, location, &types, &inits, true)?;
        let (new_before, new_after) = WhileParts::blocks_of(rewriter, new_while)?;
        let ir = rewriter.ir_ref();
        let new_results = ir.results(new_while).to_vec();
        let new_after_args = ir.block_arguments(new_after).to_vec();
        let new_before_args = ir.block_arguments(new_before).to_vec();
        let replacements: Vec<Value> = mapping.iter().map(|&j| new_results[j]).collect();
        let after_arguments: Vec<Value> = mapping.iter().map(|&j| new_after_args[j]).collect();
        let before_first = ir.first_op(new_before);
        let after_first = ir.first_op(new_after);
        rewriter.inline_block_before(parts.before, new_before, before_first, &new_before_args)?;
        rewriter.inline_block_before(parts.after, new_after, after_first, &after_arguments)?;
        Ok(rewriter.replace_op(op, &replacements)?)
    }
}
