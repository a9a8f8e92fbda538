//! Creating ops at an insertion point (MLIR's `OpBuilder`).

use crate::ir::{BlockId, BodyId, Entity, Ir, IrError, OpId, OperationState, ValueMapping};

/// Where the builder inserts: before an op, or at the end of a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertionPoint {
    /// At the end of the block.
    BlockEnd(BlockId),
    /// Just before the op.
    Before(OpId),
}

impl InsertionPoint {
    /// The start of `block`: before its first op, or its end when it is
    /// empty (MLIR's `setInsertionPointToStart`).
    pub fn block_start(ir: &Ir, block: BlockId) -> Self {
        match ir.first_op(block) {
            Some(first) => InsertionPoint::Before(first),
            None => InsertionPoint::BlockEnd(block),
        }
    }
}

/// Creates ops and inserts them at its insertion point. Ops are created in
/// the body of the insertion point, or, without one, in the builder's
/// detached body (the top level unless [`Builder::detached_in`] says
/// otherwise). Every op it creates is recorded in the IR's change log like
/// any other mutation.
pub struct Builder<'ir> {
    ir: &'ir mut Ir,
    point: Option<InsertionPoint>,
    detached_body: BodyId,
}

impl<'ir> Builder<'ir> {
    /// A builder with no insertion point: ops are created detached, at the
    /// top level.
    pub fn new(ir: &'ir mut Ir) -> Self {
        let detached_body = ir.root_body();
        Builder {
            ir,
            point: None,
            detached_body,
        }
    }

    /// A builder with no insertion point that creates detached ops in `body`
    /// (so they can later be inserted into a block of that body).
    pub fn detached_in(ir: &'ir mut Ir, body: BodyId) -> Self {
        Builder {
            ir,
            point: None,
            detached_body: body,
        }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(ir: &'ir mut Ir, block: BlockId) -> Self {
        Builder {
            ir,
            point: Some(InsertionPoint::BlockEnd(block)),
            detached_body: block.body(),
        }
    }

    /// A builder inserting before `op`.
    pub fn before(ir: &'ir mut Ir, op: OpId) -> Self {
        Builder {
            ir,
            point: Some(InsertionPoint::Before(op)),
            detached_body: op.body(),
        }
    }

    /// The IR.
    pub fn ir(&mut self) -> &mut Ir {
        self.ir
    }

    /// The IR, read-only.
    pub fn ir_ref(&self) -> &Ir {
        self.ir
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, point: InsertionPoint) {
        self.point = Some(point);
    }

    /// Clears the insertion point: ops are created detached.
    pub fn clear_insertion_point(&mut self) {
        self.point = None;
    }

    /// The insertion point.
    pub fn insertion_point(&self) -> Option<InsertionPoint> {
        self.point
    }

    /// The body new ops go to.
    pub fn body(&self) -> BodyId {
        match self.point {
            Some(InsertionPoint::BlockEnd(block)) => block.body(),
            Some(InsertionPoint::Before(op)) => op.body(),
            None => self.detached_body,
        }
    }

    /// Deep-clones `op` through `mapping` (see [`Ir::clone_op_into`]) and
    /// inserts the clone at the insertion point (MLIR's `OpBuilder::clone`).
    pub fn clone(&mut self, op: OpId, mapping: &mut ValueMapping) -> Result<OpId, IrError> {
        let (block, before) = self.insertion_block()?;
        let clone = self.ir.clone_op_into(op, self.body(), mapping)?;
        self.insert_new(clone, block, before)
    }

    /// Inserts `op`, just made for this insertion, into `block` before
    /// `before`; erases it when the IR refuses, leaving the IR as it was.
    fn insert_new(
        &mut self,
        op: OpId,
        block: Option<BlockId>,
        before: Option<OpId>,
    ) -> Result<OpId, IrError> {
        if let Some(block) = block
            && let Err(error) = self.ir.insert_op(op, block, before)
        {
            self.ir.erase_op(op)?;
            return Err(error);
        }
        Ok(op)
    }

    /// The block and the op before which new ops go (none without an
    /// insertion point); an error when the point is before a detached op.
    fn insertion_block(&self) -> Result<(Option<BlockId>, Option<OpId>), IrError> {
        match self.point {
            Some(InsertionPoint::BlockEnd(block)) => Ok((Some(block), None)),
            Some(InsertionPoint::Before(before)) => match self
                .ir
                .check_op(before)
                .map(|()| self.ir.op_parent_block(before))?
            {
                Some(block) => Ok((Some(block), Some(before))),
                None => Err(IrError::Detached(Entity::Op(before))),
            },
            None => Ok((None, None)),
        }
    }

    /// Creates an op from `state` and inserts it at the insertion point. Fails,
    /// creating nothing, if the insertion point is before a detached op, or
    /// if the IR refuses the state (see [`Ir::create_op`]).
    pub fn create(&mut self, state: OperationState) -> Result<OpId, IrError> {
        let (block, before) = self.insertion_block()?;
        let op = self.ir.create_op(self.body(), state)?;
        self.insert_new(op, block, before)
    }
}
