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

    /// Creates an op from `state` and inserts it at the insertion point.
    pub fn create(&mut self, state: OperationState) -> Result<OpId, IrError> {
        let op = self.ir.create_op(state);
        match self.point {
            Some(InsertionPoint::BlockEnd(block)) => self.ir.insert_op(op, block, None)?,
            Some(InsertionPoint::Before(before)) => {
                let block = self
                    .ir
                    .op_parent_block(before)
                    .ok_or(IrError::AlreadyAttached(format!("{before:?} is detached")))?;
                self.ir.insert_op(op, block, Some(before))?
            }
            None => {}
        }
        Ok(op)
    }
}
