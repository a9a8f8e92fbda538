//! What the `scf.while` patterns share: the loop's blocks and terminators,
//! and building a replacement loop as MLIR's `WhileOp` builders do.

use strata_ir::{BlockId, Location, OpId, Type, Value};
use strata_rewrite::{MatchFailure, PatternRewriter};

use crate::{ConditionOp, WhileOp};

/// The pieces of an `scf.while` the patterns look at.
pub(crate) struct WhileParts {
    /// The `before` block.
    pub before: BlockId,
    /// The `after` block.
    pub after: BlockId,
    /// The `scf.condition` ending `before`.
    pub condition_op: OpId,
}

impl WhileParts {
    /// The parts of `op`, if its regions have their blocks and terminators.
    pub fn of(rewriter: &PatternRewriter<'_>, op: OpId) -> Result<Self, MatchFailure> {
        let (before, after) = Self::blocks_of(rewriter, op)?;
        let ir = rewriter.ir_ref();
        let missing = || MatchFailure("the loop lacks a terminator".into());
        Ok(WhileParts {
            before,
            after,
            condition_op: ir.last_op(before).ok_or_else(missing)?,
        })
    }

    /// The `before` and `after` blocks of a loop whose blocks may not have
    /// terminators yet.
    pub fn blocks_of(
        rewriter: &PatternRewriter<'_>,
        op: OpId,
    ) -> Result<(BlockId, BlockId), MatchFailure> {
        let ir = rewriter.ir_ref();
        let missing = || MatchFailure("the loop lacks a block".into());
        let while_op = WhileOp(op);
        Ok((
            ir.entry_block(while_op.before(ir)).ok_or_else(missing)?,
            ir.entry_block(while_op.after(ir)).ok_or_else(missing)?,
        ))
    }

    /// The condition `scf.condition` tests.
    pub fn condition(&self, rewriter: &PatternRewriter<'_>) -> Result<Value, MatchFailure> {
        rewriter
            .ir_ref()
            .operand(self.condition_op, 0)
            .ok_or_else(|| MatchFailure("scf.condition has no condition".into()))
    }

    /// The values `scf.condition` forwards.
    pub fn condition_args(&self, rewriter: &PatternRewriter<'_>) -> Vec<Value> {
        rewriter
            .ir_ref()
            .operands(self.condition_op)
            .skip(1)
            .collect()
    }
}

/// Creates, at the insertion point, an `scf.while` of `inits` with results
/// of `types`. With `with_blocks`, each region gets a block whose arguments
/// are the inits' types (at their locations) and the result types (at the
/// loop's location), as MLIR's builder with body callbacks does; without,
/// the regions are empty, as the ODS builder leaves them.
pub(crate) fn create_while(
    rewriter: &mut PatternRewriter<'_>,
    location: Location,
    types: &[Type],
    inits: &[Value],
    with_blocks: bool,
) -> Result<OpId, MatchFailure> {
    let state = WhileOp::build_state(rewriter.ir(), location, inits, types);
    let new_while = rewriter.create(state)?;
    if with_blocks {
        let ir = rewriter.ir_ref();
        let (before, after) = (WhileOp(new_while).before(ir), WhileOp(new_while).after(ir));
        let arguments: Vec<(Type, Location)> = inits
            .iter()
            .map(|&v| (ir.value_type(v), ir.value_location(v)))
            .collect();
        create_block(rewriter, before, &arguments)?;
        let arguments: Vec<(Type, Location)> = types.iter().map(|&ty| (ty, location)).collect();
        create_block(rewriter, after, &arguments)?;
    }
    Ok(new_while)
}

/// Appends a block with `arguments` to `region` (MLIR's `createBlock`,
/// which leaves the insertion point alone here).
pub(crate) fn create_block(
    rewriter: &mut PatternRewriter<'_>,
    region: strata_ir::RegionId,
    arguments: &[(Type, Location)],
) -> Result<BlockId, MatchFailure> {
    let block = rewriter.ir().append_new_block(region)?;
    for &(ty, location) in arguments {
        rewriter.ir().add_block_argument(block, ty, location)?;
    }
    Ok(block)
}

/// Replaces `condition_op` by an `scf.condition` of `condition` forwarding
/// `args`.
pub(crate) fn replace_condition(
    rewriter: &mut PatternRewriter<'_>,
    condition_op: OpId,
    condition: Value,
    args: &[Value],
) -> Result<(), MatchFailure> {
    let location = rewriter.ir_ref().op_location(condition_op);
    let state = ConditionOp::build_state(rewriter.ir(), location, condition, args);
    rewriter.replace_op_with_new_op(condition_op, state)?;
    Ok(())
}
