//! The greedy driver's worklist (MLIR's `Worklist`): ops to visit, taken
//! from the back, each at most once; pushing, popping and removing are
//! O(1) (a removed op leaves a hole that popping skips). Positions are kept
//! in a dense side table keyed by op slot, checked against the op itself
//! so that a slot reused by a new op is told apart.

use strata_ir::{EntityMap, OpId};

/// Ops to visit.
pub struct Worklist {
    list: Vec<Option<OpId>>,
    /// The index in `list` of each op in it (`NONE` for the others).
    position: EntityMap<OpId, u32>,
    len: usize,
}

const NONE: u32 = u32::MAX;

impl Default for Worklist {
    fn default() -> Self {
        Worklist {
            list: Vec::new(),
            position: EntityMap::with_default(NONE),
            len: 0,
        }
    }
}

impl Worklist {
    /// An empty worklist.
    pub fn new() -> Self {
        Self::default()
    }

    /// Where `op` is in the list, if it is in.
    fn index_of(&self, op: OpId) -> Option<usize> {
        let index = *self.position.get(op);
        (index != NONE && self.list.get(index as usize) == Some(&Some(op)))
            .then_some(index as usize)
    }

    /// Adds `op` at the back unless it is already in.
    pub fn push(&mut self, op: OpId) {
        if self.index_of(op).is_some() {
            return;
        }
        let index = u32::try_from(self.list.len()).unwrap_or(NONE);
        self.position.insert(op, index);
        self.list.push(Some(op));
        self.len += 1;
    }

    /// Takes the op at the back.
    pub fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                // Unless a newer op in the same slot took the entry.
                if *self.position.get(op) as usize == self.list.len() {
                    self.position.insert(op, NONE);
                }
                self.len -= 1;
                return Some(op);
            }
        }
        None
    }

    /// Forgets `op` (it was erased).
    pub fn remove(&mut self, op: OpId) {
        if let Some(index) = self.index_of(op) {
            self.list[index] = None;
            self.position.insert(op, NONE);
            self.len -= 1;
        }
    }

    /// Reverses the order (so a pre-order fill pops in order).
    pub fn reverse(&mut self) {
        self.list.reverse();
        for (index, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.position.insert(*op, index as u32);
            }
        }
    }

    /// Whether no op is left.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many ops are in.
    pub fn len(&self) -> usize {
        self.len
    }
}
