//! Creating ops at an insertion point (MLIR's `OpBuilder`).

use crate::ir::{BlockId, Ir, IrError, OpId, OperationState};

/// Where the builder inserts: before an op, or at the end of a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertionPoint {
    /// At the end of the block.
    BlockEnd(BlockId),
    /// Just before the op.
    Before(OpId),
}

/// Creates ops and inserts them at its insertion point.
pub struct Builder<'ir> {
    ir: &'ir mut Ir,
    point: Option<InsertionPoint>,
}

impl<'ir> Builder<'ir> {
    /// A builder with no insertion point (ops are created detached).
    pub fn new(ir: &'ir mut Ir) -> Self {
        Builder { ir, point: None }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(ir: &'ir mut Ir, block: BlockId) -> Self {
        Builder {
            ir,
            point: Some(InsertionPoint::BlockEnd(block)),
        }
    }

    /// The IR.
    pub fn ir(&mut self) -> &mut Ir {
        self.ir
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, point: InsertionPoint) {
        self.point = Some(point);
    }

    /// The insertion point.
    pub fn insertion_point(&self) -> Option<InsertionPoint> {
        self.point
    }

    /// Creates an op from `state` and inserts it at the insertion point. Fails,
    /// creating nothing, if the insertion point is before a detached op.
    pub fn create(&mut self, state: OperationState) -> Result<OpId, IrError> {
        let (block, before) = match self.point {
            Some(InsertionPoint::BlockEnd(block)) => (Some(block), None),
            Some(InsertionPoint::Before(before)) => match self.ir.op_parent_block(before) {
                Some(block) => (Some(block), Some(before)),
                None => return Err(IrError::Detached(before)),
            },
            None => (None, None),
        };
        let op = self.ir.create_op(state);
        if let Some(block) = block {
            self.ir.insert_op(op, block, before)?;
        }
        Ok(op)
    }
}
