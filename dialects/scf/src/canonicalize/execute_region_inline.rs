//! The two `scf.execute_region` patterns of MLIR: `SingleBlockExecuteInliner`
//! (a one-block region's ops take the op's place) and
//! `MultiBlockExecuteInliner` (in a function or another
//! `scf.execute_region`, whose regions may hold several blocks, the
//! region's blocks are spliced in: the block is split at the op, a
//! `cf.br` enters the region, and each `scf.yield` becomes a `cf.br` to
//! the split-off rest, whose arguments replace the results). Neither
//! applies to an op marked `no_inline`.
//!
//! ```text
//! %v = scf.execute_region -> i64 {          %x = func.call @val() : () -> i64
//!   %x = func.call @val() : () -> i64  =>   func.call @use(%x) : (i64) -> ()
//!   scf.yield %x : i64
//! }
//! func.call @use(%v) : (i64) -> ()
//! ```

use strata_interfaces::{CallableOpInterface, SymbolOpInterface};
use strata_ir::{Ir, OpId};
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use super::replace_op_with_region;
use crate::ExecuteRegionOp;

/// Inlines an `scf.execute_region` whose region has one block.
pub struct SingleBlockExecuteInliner;

/// Inlines a multi-block `scf.execute_region` into a function body.
pub struct MultiBlockExecuteInliner;

/// Whether `op` may be inlined at all.
fn inlinable(ir: &Ir, op: OpId) -> Result<(), MatchFailure> {
    if ExecuteRegionOp(op).no_inline(ir).is_some() {
        return Err(MatchFailure("the op is marked no_inline".into()));
    }
    Ok(())
}

impl RewritePattern for SingleBlockExecuteInliner {
    fn name(&self) -> &'static str {
        "SingleBlockExecuteInliner"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(ExecuteRegionOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        inlinable(ir, op)?;
        let region = ExecuteRegionOp(op).region(ir);
        if ir.region_blocks(region).count() != 1 {
            return Err(MatchFailure("the region does not have one block".into()));
        }
        replace_op_with_region(rewriter, op, region, &[])
    }
}

/// Whether the op `parent` is a function (MLIR's `FunctionOpInterface`: a
/// callable symbol) or an `scf.execute_region`.
fn takes_blocks(ir: &Ir, parent: OpId) -> bool {
    ir.op_name_str(parent) == ExecuteRegionOp::NAME
        || (ir.interface::<dyn CallableOpInterface>(parent).is_some()
            && ir.interface::<dyn SymbolOpInterface>(parent).is_some())
}

impl RewritePattern for MultiBlockExecuteInliner {
    fn name(&self) -> &'static str {
        "MultiBlockExecuteInliner"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(ExecuteRegionOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        inlinable(ir, op)?;
        if !ir
            .parent_op(op)
            .is_some_and(|parent| takes_blocks(ir, parent))
        {
            return Err(MatchFailure("the parent cannot hold several blocks".into()));
        }
        let location = ir.op_location(op);
        let region = ExecuteRegionOp(op).region(ir);
        let entry = ir
            .entry_block(region)
            .ok_or_else(|| MatchFailure("the region has no block".into()))?;
        let previous = ir
            .op_parent_block(op)
            .ok_or_else(|| MatchFailure("the op is not in a block".into()))?;
        let parent_region = ir
            .block_parent_region(previous)
            .ok_or_else(|| MatchFailure("the block is not in a region".into()))?;
        let result_types: Vec<_> = ir.result_type_iter(op).collect();

        let rest = rewriter.split_block(previous, op)?;
        rewriter.set_insertion_point_to_end(previous);
        let state = strata_cf::BranchOp::build_state(rewriter.ir(), location, &[], entry);
        rewriter.create(state)?;
        let blocks: Vec<_> = rewriter.ir_ref().region_blocks(region).collect();
        for block in blocks {
            let ir = rewriter.ir_ref();
            let Some(terminator) = ir
                .last_op(block)
                .filter(|&t| ir.op_name_str(t) == "scf.yield")
            else {
                continue;
            };
            let values: Vec<_> = ir.operands(terminator).collect();
            let yield_location = ir.op_location(terminator);
            rewriter.set_insertion_point_before(terminator);
            let state =
                strata_cf::BranchOp::build_state(rewriter.ir(), yield_location, &values, rest);
            rewriter.create(state)?;
            rewriter.erase_op(terminator)?;
        }
        rewriter.inline_region_before(region, parent_region, Some(rest))?;
        let mut arguments = Vec::with_capacity(result_types.len());
        for ty in result_types {
            arguments.push(rewriter.ir().add_block_argument(rest, ty, location)?);
        }
        Ok(rewriter.replace_op(op, &arguments)?)
    }
}
