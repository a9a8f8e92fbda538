//! Walking nested operations in pre or post order (MLIR's `Operation::walk`).
//! Walks are iterative, so arbitrarily deep nesting cannot overflow the stack.

use super::{Ir, OpId};

/// The order in which a walk visits an op relative to the ops nested in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkOrder {
    /// An op before the ops in its regions.
    PreOrder,
    /// An op after the ops in its regions.
    PostOrder,
}

impl Ir {
    /// The ops directly inside `op`'s regions (one level down), regions,
    /// blocks and ops in order.
    pub fn child_ops(&self, op: OpId) -> impl Iterator<Item = OpId> + '_ {
        self.regions(op)
            .iter()
            .flat_map(|&region| self.region_blocks(region))
            .flat_map(|block| self.block_ops(block))
    }

    /// Calls `visit` on `root` and every op nested in it, in `order`. Regions
    /// are visited in order, blocks in order, ops in order.
    pub fn walk(&self, root: OpId, order: WalkOrder, mut visit: impl FnMut(OpId)) {
        // Each frame: an op, and the next op to visit in the block being walked
        // inside it (or the next block/region to enter).
        enum Frame {
            Enter(OpId),
            Exit(OpId),
        }
        let mut stack = vec![Frame::Enter(root)];
        let mut children: Vec<OpId> = Vec::new();
        while let Some(frame) = stack.pop() {
            match frame {
                Frame::Enter(op) => {
                    if order == WalkOrder::PreOrder {
                        visit(op);
                    } else {
                        stack.push(Frame::Exit(op));
                    }
                    children.clear();
                    for &region in self.regions(op) {
                        for block in self.region_blocks(region) {
                            children.extend(self.block_ops(block));
                        }
                    }
                    stack.extend(children.drain(..).rev().map(Frame::Enter));
                }
                Frame::Exit(op) => visit(op),
            }
        }
    }

    /// The ops of [`Ir::walk`] as a vector.
    pub fn walk_collect(&self, root: OpId, order: WalkOrder) -> Vec<OpId> {
        let mut ops = Vec::new();
        self.walk(root, order, |op| ops.push(op));
        ops
    }
}
