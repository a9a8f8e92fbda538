//! The position of ops within their block, cached lazily (MLIR's
//! `Operation::isBeforeInBlock` with `orderIndex` and the block's "order is
//! valid" bit). Appending keeps the cache; inserting elsewhere invalidates
//! the block's cache, and the next query renumbers the block once.
//!
//! The cache is written through atomics so that `&Ir` stays `Sync`: two
//! threads renumbering the same block write the same numbers.

use std::sync::atomic::Ordering;

use super::Ir;
use super::entity::OpId;

impl Ir {
    /// Whether `a` comes before `b` in their block. False when they are
    /// the same op or not in the same block. Amortized O(1).
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        let (Some(block), Some(other)) = (self.op(a).parent, self.op(b).parent) else {
            return false;
        };
        if block != other || a.body() != b.body() || a == b {
            return false;
        }
        let body = self.body(a.body());
        let data = &body.blocks[block.index()];
        if !data.order_valid.load(Ordering::Acquire) {
            let mut next = data.first_op;
            let mut position = 0u32;
            while let Some(op) = next {
                let op_data = &body.ops[op.index()];
                op_data.order.store(position, Ordering::Relaxed);
                position += 1;
                next = op_data.next;
            }
            data.order_valid.store(true, Ordering::Release);
        }
        body.ops[a.index()].order.load(Ordering::Relaxed)
            < body.ops[b.index()].order.load(Ordering::Relaxed)
    }
}
