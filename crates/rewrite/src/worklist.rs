//! The greedy driver's worklist (MLIR's `Worklist`): ops to visit, taken
//! from the back, each at most once; pushing, popping and removing are
//! O(1) (a removed op leaves a hole that popping skips).

use rustc_hash::FxHashMap;
use strata_ir::OpId;

/// Ops to visit.
#[derive(Default)]
pub struct Worklist {
    list: Vec<Option<OpId>>,
    position: FxHashMap<OpId, usize>,
}

impl Worklist {
    /// An empty worklist.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `op` at the back unless it is already in.
    pub fn push(&mut self, op: OpId) {
        if self.position.contains_key(&op) {
            return;
        }
        self.position.insert(op, self.list.len());
        self.list.push(Some(op));
    }

    /// Takes the op at the back.
    pub fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.position.remove(&op);
                return Some(op);
            }
        }
        None
    }

    /// Forgets `op` (it was erased).
    pub fn remove(&mut self, op: OpId) {
        if let Some(index) = self.position.remove(&op) {
            self.list[index] = None;
        }
    }

    /// Reverses the order (so a pre-order fill pops in order).
    pub fn reverse(&mut self) {
        self.list.reverse();
        for (index, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.position.insert(*op, index);
            }
        }
    }

    /// Whether no op is left.
    pub fn is_empty(&self) -> bool {
        self.position.is_empty()
    }

    /// How many ops are in.
    pub fn len(&self) -> usize {
        self.position.len()
    }
}
