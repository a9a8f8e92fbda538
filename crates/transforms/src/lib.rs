//! MLIR's generic transforms (`mlir/lib/Transforms`) on Strata IR, each a
//! [`strata_pass::Pass`] with MLIR 22's name, semantics and statistics:
//!
//! | Pass | Module | MLIR |
//! |------|--------|------|
//! | `cse` | [`cse`] | `CSE` |
//! | `symbol-dce` | [`symbol_dce`] | `SymbolDCE` |
//!
//! [`register_passes`] adds them to a registry; [`op_equivalence`] is
//! MLIR's `OperationEquivalence`, which `cse` uses.

pub mod cse;
pub mod op_equivalence;
pub mod symbol_dce;

use strata_pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(cse::CSE);
    registry.register(symbol_dce::SYMBOL_DCE);
}
