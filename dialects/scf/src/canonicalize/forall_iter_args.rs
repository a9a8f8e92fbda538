//! `ForallOpIterArgsFolder` (MLIR's pattern of that name on `scf.forall`):
//! a shared output whose result is unused, or that no combining op of the
//! `scf.forall.in_parallel` writes, goes; its block argument and result
//! become the output itself, and the combining ops that wrote it are
//! erased.
//!
//! ```text
//! %r:2 = scf.forall (%i) in (%n)                   %r = scf.forall (%i) in (%n)
//!     shared_outs(%o = %a, %p = %b) {                  shared_outs(%p = %b) {
//!   use(%o)                                 =>       use(%a)
//!   scf.forall.in_parallel {                           scf.forall.in_parallel {
//!     write into %p                                      write into %p
//!   }                                                  }
//! }                                                  }
//! ... %r#0, %r#1                                     ... %a, %r
//! ```

use strata_interfaces::ParallelCombiningOpInterface;
use strata_ir::{Ir, OpId, Value};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use crate::ForallOp;
use crate::ops::forall_bounds::ForallBounds;

/// Drops the shared outputs of an `scf.forall` that are unused or never
/// written.
pub struct ForallOpIterArgsFolder;

impl RewritePattern for ForallOpIterArgsFolder {
    fn name(&self) -> &'static str {
        "ForallOpIterArgsFolder"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(ForallOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let forall = ForallOp(op);
        let outputs = forall.outputs(ir);
        let out_args = forall.region_out_args(ir);
        let results = ir.results(op).to_vec();
        if outputs.len() != results.len() || out_args.len() != results.len() {
            return Err(MatchFailure("the shared outputs are malformed".into()));
        }
        let dropped: Vec<bool> = results
            .iter()
            .zip(&out_args)
            .map(|(&result, &arg)| {
                ir.use_empty(result) || combining_ops(ir, forall, arg).is_empty()
            })
            .collect();
        if !dropped.contains(&true) {
            return Err(MatchFailure(
                "every shared output is used and written".into(),
            ));
        }
        let rank = forall.rank(ir);
        let bounds = ForallBounds::of(ir, forall);
        let location = ir.op_location(op);
        let attributes = ir.attributes(op);
        let mapping = ir.attr(op, "mapping");
        let block = ir
            .entry_block(forall.region(ir))
            .ok_or_else(|| MatchFailure("the body has no block".into()))?;
        let mut kept_outputs = Vec::new();
        let mut kept_types = Vec::new();
        for (index, &drop) in dropped.iter().enumerate().rev() {
            let (output, arg, result) = (outputs[index], out_args[index], results[index]);
            if !drop {
                kept_outputs.push(output);
                kept_types.push(rewriter.ir_ref().value_type(result));
                continue;
            }
            for combining in combining_ops(rewriter.ir_ref(), forall, arg) {
                rewriter.erase_op(combining)?;
            }
            rewriter.replace_all_uses_with(arg, output)?;
            rewriter.replace_all_uses_with(result, output)?;
            rewriter.ir().erase_argument(block, rank + index)?;
        }
        kept_outputs.reverse();
        kept_types.reverse();
        rewriter.set_insertion_point_before(op);
        let state =
            bounds.build_state(rewriter.ir(), location, &kept_outputs, mapping, &kept_types);
        let new_op = rewriter.create(state)?;
        rewriter.ir().set_attributes(new_op, attributes)?;
        let source = forall.region(rewriter.ir_ref());
        let destination = ForallOp(new_op).region(rewriter.ir_ref());
        rewriter.ir().take_region_body(source, destination)?;
        let mut new_results = rewriter.ir_ref().results(new_op).to_vec().into_iter();
        let replacements: Vec<Value> = dropped
            .iter()
            .zip(&outputs)
            .map(|(&drop, &output)| {
                if drop {
                    Some(output)
                } else {
                    new_results.next()
                }
            })
            .collect::<Option<_>>()
            .ok_or_else(|| MatchFailure("the new loop has too few results".into()))?;
        Ok(rewriter.replace_op(op, &replacements)?)
    }
}

/// The ops of `forall`'s `scf.forall.in_parallel` that write into `arg`
/// (MLIR's `ForallOp::getCombiningOps`).
fn combining_ops(ir: &Ir, forall: ForallOp, arg: Value) -> Vec<OpId> {
    let Some(terminator) = ir
        .entry_block(forall.region(ir))
        .and_then(|block| ir.last_op(block))
    else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for &region in ir.regions(terminator) {
        let Some(block) = ir.entry_block(region) else {
            continue;
        };
        for inner in ir.block_ops(block) {
            let Some(combining) = ir.interface::<dyn ParallelCombiningOpInterface>(inner) else {
                continue;
            };
            if combining
                .updated_destinations(ir, inner)
                .into_iter()
                .any(|position| ir.operand(inner, position) == Some(arg))
            {
                found.push(inner);
            }
        }
    }
    found
}
