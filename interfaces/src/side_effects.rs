//! Side effects (MLIR's `MemoryEffectOpInterface`): what an op may do
//! besides computing its results. An op with the `Pure` trait has none.

use strata_ir::{Ir, OpId, OpInterface, OpTraits};

/// One effect on memory or the outside world.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryEffect {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates.
    Allocate,
    /// Frees.
    Free,
}

/// An op that can say what effects it has.
pub trait MemoryEffectOpInterface: Sync {
    /// The op's effects (empty: none).
    fn effects(&self, ir: &Ir, op: OpId) -> Vec<MemoryEffect>;
}

impl OpInterface for dyn MemoryEffectOpInterface {
    const NAME: &'static str = "MemoryEffectOpInterface";
}

/// Whether `op` has no side effects: it has the `Pure` trait, or it reports
/// no effects through [`MemoryEffectOpInterface`] and has no regions. An op
/// that says nothing is assumed to have effects, as in MLIR.
pub fn is_pure(ir: &Ir, op: OpId) -> bool {
    if ir.has_trait(op, OpTraits::PURE) {
        return true;
    }
    ir.interface::<dyn MemoryEffectOpInterface>(op)
        .is_some_and(|effects| ir.regions(op).is_empty() && effects.effects(ir, op).is_empty())
}
