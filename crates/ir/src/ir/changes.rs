//! Change tracking: every mutation of an [`Ir`](super::Ir) is recorded as a
//! [`Change`] while recording is on. This is what MLIR's
//! `RewriterBase::Listener` receives, turned into a log that the observer
//! drains (`notifyOperationInserted`, `notifyOperationModified`,
//! `notifyOperationErased`, `notifyBlockInserted`, `notifyBlockErased`).
//!
//! The log lives in the `Ir` and every mutator writes to it, so nothing
//! (a builder, a hand-written pattern, a parser hook) can change the IR
//! without the observer seeing it. A pull-based log rather than callbacks
//! keeps the borrow checker happy: a rewrite driver holds `&mut Ir`, applies
//! a pattern, then drains the changes into its worklist.

use super::entity::{BlockId, OpId, RegionId, Value};
use crate::context::Symbol;

/// One mutation of the IR.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A new op was created (detached, or at `block`).
    OpCreated { op: OpId },
    /// `op` was linked into `block` (just created there, or moved there).
    OpInserted { op: OpId, block: BlockId },
    /// `op` was unlinked from `block` (to be moved, or left detached).
    OpDetached { op: OpId, block: BlockId },
    /// `op` was erased. Each op nested in it gets its own record first
    /// (post order). `operands` are the values it used, so an observer can
    /// revisit their producers (MLIR's greedy driver does).
    OpErased {
        op: OpId,
        name: Symbol,
        operands: Vec<Value>,
    },
    /// Operand `index` of `op` now uses `new` instead of `old`.
    OperandSet {
        op: OpId,
        index: u32,
        old: Value,
        new: Value,
    },
    /// Operands were inserted into or removed from `op`, or all replaced.
    OperandsChanged { op: OpId },
    /// Successor `index` of `op` is now `new` instead of `old`.
    SuccessorSet {
        op: OpId,
        index: u32,
        old: BlockId,
        new: BlockId,
    },
    /// The discardable attributes of `op` changed.
    AttributesChanged { op: OpId },
    /// The properties of `op` changed.
    PropertiesChanged { op: OpId },
    /// The location of `op` changed.
    LocationChanged { op: OpId },
    /// The type of `value` changed (a result or a block argument).
    ValueTypeChanged { value: Value },
    /// The name hint of `value` changed.
    NameHintChanged { value: Value },
    /// `block` was created (detached).
    BlockCreated { block: BlockId },
    /// `block` was linked into `region`.
    BlockInserted { block: BlockId, region: RegionId },
    /// `block` was unlinked from `region`.
    BlockDetached { block: BlockId, region: RegionId },
    /// `block` was erased (its ops were erased first).
    BlockErased { block: BlockId },
    /// A new argument was inserted at `index` of `block`.
    ArgumentInserted {
        block: BlockId,
        index: u32,
        value: Value,
    },
    /// Argument `index` of `block` was erased.
    ArgumentErased {
        block: BlockId,
        index: u32,
        value: Value,
    },
    /// The location of argument `index` of `block` changed.
    ArgumentLocationChanged { block: BlockId, index: u32 },
    /// A region was created (detached, or as part of an op).
    RegionCreated { region: RegionId },
    /// `region` was erased (its blocks were erased first).
    RegionErased { region: RegionId },
}

/// The log of changes, recorded only while an observer asked for it.
#[derive(Debug, Default)]
pub(crate) struct ChangeLog {
    recording: bool,
    changes: Vec<Change>,
}

impl ChangeLog {
    #[inline]
    pub(crate) fn is_recording(&self) -> bool {
        self.recording
    }

    #[inline]
    pub(crate) fn record(&mut self, change: impl FnOnce() -> Change) {
        if self.recording {
            self.changes.push(change());
        }
    }

    pub(crate) fn set_recording(&mut self, on: bool) -> bool {
        std::mem::replace(&mut self.recording, on)
    }

    pub(crate) fn drain(&mut self) -> Vec<Change> {
        std::mem::take(&mut self.changes)
    }

    pub(crate) fn pending(&self) -> &[Change] {
        &self.changes
    }
}
