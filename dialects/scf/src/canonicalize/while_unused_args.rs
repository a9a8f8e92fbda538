//! `WhileRemoveUnusedArgs` (MLIR's pattern of that name on `scf.while`):
//! a `before` argument nobody reads goes, with its initial value and the
//! value the body yields for it.
//!
//! ```text
//! %r = scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {     %r = scf.while (%a = %x) : (i32) -> i32 {
//!   scf.condition(%c) %a : i32                        =>        scf.condition(%c) %a : i32
//! } do {                                                      } do {
//! ^bb0(%n: i32):                                              ^bb0(%n: i32):
//!   scf.yield %n, %m : i32, i32                                 scf.yield %n : i32
//! ```

use strata_ir::{OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::while_support::{WhileParts, create_while, erase_unused_arguments, replace_yield};
use crate::WhileOp;

/// Removes the unread `before` arguments of an `scf.while`.
pub struct WhileRemoveUnusedArgs;

impl RewritePattern for WhileRemoveUnusedArgs {
    fn name(&self) -> &'static str {
        "WhileRemoveUnusedArgs"
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
        let ir = rewriter.ir_ref();
        let before_args = ir.block_arguments(parts.before).to_vec();
        if !before_args.iter().any(|&arg| ir.use_empty(arg)) {
            return Err(MatchFailure("no args to remove".into()));
        }
        let yields: Vec<Value> = ir.operands(parts.yield_op).collect();
        let inits = WhileOp(op).inits(ir);
        let mut erased = Vec::new();
        let (mut new_yields, mut new_inits) = (Vec::new(), Vec::new());
        for (index, &arg) in before_args.iter().enumerate() {
            if ir.use_empty(arg) {
                erased.push(index);
            } else {
                new_yields.push(yields[index]);
                new_inits.push(inits[index]);
            }
        }
        let location = ir.op_location(op);
        let types: Vec<Type> = ir.result_type_iter(op).collect();
        erase_unused_arguments(rewriter, parts.before, &erased)?;
        let new_while = create_while(rewriter, location, &types, &new_inits, true)?;
        let (new_before, new_after) = WhileParts::blocks_of(rewriter, new_while)?;
        replace_yield(rewriter, parts.yield_op, &new_yields)?;
        let arguments = rewriter.ir_ref().block_arguments(new_before).to_vec();
        rewriter.merge_blocks(parts.before, new_before, &arguments)?;
        let arguments = rewriter.ir_ref().block_arguments(new_after).to_vec();
        rewriter.merge_blocks(parts.after, new_after, &arguments)?;
        let results = rewriter.ir_ref().results(new_while).to_vec();
        Ok(rewriter.replace_op(op, &results)?)
    }
}
