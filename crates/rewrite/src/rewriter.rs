//! The pattern rewriter (MLIR's `PatternRewriter` / `RewriterBase`): a
//! builder with the mutations patterns use, in MLIR's vocabulary. Every
//! change goes through the IR's mutators, so the IR's change log (see
//! `strata_ir::Change`) records it, and a driver learns from the log which
//! ops to revisit: the rewriter keeps no listener of its own.

use strata_ir::builder::{Builder, InsertionPoint};
use strata_ir::{
    BlockId, Ir, IrError, Location, OpId, OpOperand, OperationState, RegionId, Value, ValueMapping,
};

use crate::pattern::MatchFailure;

/// A builder plus the rewrites patterns make.
pub struct PatternRewriter<'ir> {
    builder: Builder<'ir>,
}

impl<'ir> PatternRewriter<'ir> {
    /// A rewriter on `ir`, with no insertion point.
    pub fn new(ir: &'ir mut Ir) -> Self {
        PatternRewriter {
            builder: Builder::new(ir),
        }
    }

    /// The IR, to read it (and, for what the rewriter has no method for,
    /// to change it: the change log still sees it).
    pub fn ir(&mut self) -> &mut Ir {
        self.builder.ir()
    }

    /// The IR, read-only.
    pub fn ir_ref(&self) -> &Ir {
        self.builder.ir_ref()
    }

    /// Where [`PatternRewriter::create`] inserts.
    pub fn set_insertion_point(&mut self, point: InsertionPoint) {
        self.builder.set_insertion_point(point);
    }

    /// Inserts before `op` from now on (MLIR's `setInsertionPoint`).
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.builder.set_insertion_point(InsertionPoint::Before(op));
    }

    /// Inserts at the start of `block` from now on.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        let point = InsertionPoint::block_start(self.ir_ref(), block);
        self.builder.set_insertion_point(point);
    }

    /// Inserts at the end of `block` from now on.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.builder
            .set_insertion_point(InsertionPoint::BlockEnd(block));
    }

    /// Creates an op at the insertion point (MLIR's `create`).
    pub fn create(&mut self, state: OperationState) -> Result<OpId, IrError> {
        self.builder.create(state)
    }

    /// Deep-clones `op` through `mapping` at the insertion point (MLIR's
    /// `clone`); returns the clone.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut ValueMapping) -> Result<OpId, IrError> {
        self.builder.clone(op, mapping)
    }

    /// Replaces the results of `op` by `values`, then erases it (MLIR's
    /// `replaceOp`).
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        self.ir().replace_op_uses_with(op, values)?;
        self.ir().erase_op(op)
    }

    /// Replaces `op` by `new_op`'s results, then erases `op`.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) -> Result<(), IrError> {
        let values = self.ir_ref().results(new_op).to_vec();
        self.replace_op(op, &values)
    }

    /// Creates the op `state` describes just before `op` and replaces `op`
    /// by its results (MLIR's `replaceOpWithNewOp`); returns the new op.
    pub fn replace_op_with_new_op(
        &mut self,
        op: OpId,
        state: OperationState,
    ) -> Result<OpId, IrError> {
        self.set_insertion_point_before(op);
        let new_op = self.create(state)?;
        self.replace_op_with_op(op, new_op)?;
        Ok(new_op)
    }

    /// Erases `op`, which must be unused (MLIR's `eraseOp`).
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.ir().erase_op(op)
    }

    /// Erases `block` and its ops (MLIR's `eraseBlock`).
    pub fn erase_block(&mut self, block: BlockId) -> Result<(), IrError> {
        self.ir().erase_block(block)
    }

    /// Changes `op` in place through `change` (MLIR's `modifyOpInPlace`);
    /// the driver revisits `op`.
    pub fn modify_op_in_place<R>(
        &mut self,
        op: OpId,
        change: impl FnOnce(&mut Ir, OpId) -> R,
    ) -> R {
        change(self.ir(), op)
    }

    /// Moves the ops of `source` before `before` in `dest` (at its end when
    /// `None`), its arguments replaced by `arguments`, and erases `source`
    /// (MLIR's `inlineBlockBefore`).
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        arguments: &[Value],
    ) -> Result<(), IrError> {
        self.ir()
            .inline_block_before(source, dest, before, arguments)
    }

    /// Appends the ops of `source` to `dest` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(
        &mut self,
        source: BlockId,
        dest: BlockId,
        arguments: &[Value],
    ) -> Result<(), IrError> {
        self.ir().merge_blocks(source, dest, arguments)
    }

    /// Moves the blocks of `region` into `dest` before `before` (MLIR's
    /// `inlineRegionBefore`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) -> Result<(), IrError> {
        self.ir().inline_region_before(region, dest, before)
    }

    /// Moves `op` to just before `before`, in `before`'s block (MLIR's
    /// `moveOpBefore`).
    pub fn move_op_before(&mut self, op: OpId, before: OpId) -> Result<(), IrError> {
        self.ir().move_op_before(op, before)
    }

    /// Moves `op` to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) -> Result<(), IrError> {
        self.ir().move_op_to_end(op, block)
    }

    /// Sets the name hint of `value` (what the printer calls it).
    pub fn set_name_hint(&mut self, value: Value, hint: Option<&str>) -> Result<(), IrError> {
        self.ir().set_name_hint(value, hint)
    }

    /// Splits `block` before `at` (MLIR's `splitBlock`); returns the new
    /// block, holding `at` and what followed it.
    pub fn split_block(&mut self, block: BlockId, at: OpId) -> Result<BlockId, IrError> {
        self.ir().split_block(block, at)
    }

    /// Makes every use of `from` a use of `to`.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) -> Result<(), IrError> {
        self.ir().replace_all_uses_with(from, to)
    }

    /// Makes the uses of `from` that `predicate` accepts uses of `to`.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        predicate: impl FnMut(OpOperand) -> bool,
    ) -> Result<(), IrError> {
        self.ir().replace_uses_with_if(from, to, predicate)
    }

    /// Says why a pattern did not match (MLIR's `notifyMatchFailure`); a
    /// pattern returns it.
    pub fn notify_match_failure(
        &self,
        location: Location,
        reason: impl Into<MatchFailure>,
    ) -> MatchFailure {
        let _ = location;
        reason.into()
    }
}
