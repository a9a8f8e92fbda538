//! `FoldConstantCase` (MLIR's pattern of that name on `scf.index_switch`):
//! a switch on a constant becomes the region that runs, the case of that
//! value or else the default region.
//!
//! ```text
//! %c2 = arith.constant 2 : index
//! %r = scf.index_switch %c2 -> i32         %s = arith.addi %a, %b : i32
//! case 2 {                                 (uses of %r use %s)
//!   %s = arith.addi %a, %b : i32     =>
//!   scf.yield %s : i32
//! }
//! default { scf.yield %a : i32 }
//! ```

use strata_ir::{AttrData, OpId, Value};
use strata_rewrite::folder::constant_value;
use strata_rewrite::{MatchFailure, PatternRewriter, PatternRoot, RewritePattern};

use crate::IndexSwitchOp;

/// An `scf.index_switch` on a constant becomes the region that runs.
pub struct FoldConstantCase;

impl RewritePattern for FoldConstantCase {
    fn name(&self) -> &'static str {
        "FoldConstantCase"
    }

    fn root(&self) -> PatternRoot {
        PatternRoot::Op(IndexSwitchOp::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let ir = rewriter.ir_ref();
        let switch = IndexSwitchOp(op);
        let not_constant = || MatchFailure("the argument is not a constant".into());
        let attr = constant_value(ir, switch.arg(ir)).ok_or_else(not_constant)?;
        let AttrData::Integer { value, .. } = ir.ctx().attr_data(attr) else {
            return Err(not_constant());
        };
        let value = i64::try_from(*value).map_err(|_| not_constant())?;
        let region = switch.region_for(ir, value);
        let block = ir
            .entry_block(region)
            .ok_or_else(|| MatchFailure("the region has no block".into()))?;
        let terminator = ir
            .last_op(block)
            .ok_or_else(|| MatchFailure("the block has no terminator".into()))?;
        let results: Vec<Value> = ir.operands(terminator).collect();
        let dest = ir
            .op_parent_block(op)
            .ok_or_else(|| MatchFailure("the op is not in a block".into()))?;
        // In MLIR's order: move the ops out, drop the yield, replace the op.
        rewriter.inline_block_before(block, dest, Some(op), &[])?;
        rewriter.erase_op(terminator)?;
        rewriter.replace_op(op, &results)?;
        Ok(())
    }
}
