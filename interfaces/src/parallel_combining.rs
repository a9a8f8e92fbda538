//! Ops that combine the results of parallel iterations into shared values
//! (MLIR's `ParallelCombiningOpInterface`): the ops of the terminator of a
//! parallel loop, `scf.forall.in_parallel`, each of which writes into some
//! of the loop's shared outputs (`tensor.parallel_insert_slice` in MLIR).
//!
//! ```text
//! %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
//!   scf.forall.in_parallel {
//!     tensor.parallel_insert_slice %s into %o[%i] [1] [1] : ...
//!   }
//! }
//! ```

use strata_ir::{Ir, OpId, OpInterface};

/// An op that writes into the shared outputs of its parallel loop.
pub trait ParallelCombiningOpInterface: Sync {
    /// The positions of the operands it writes into (MLIR's
    /// `getUpdatedDestinations`); each must be an output block argument of
    /// the loop.
    fn updated_destinations(&self, ir: &Ir, op: OpId) -> Vec<usize>;
}

impl OpInterface for dyn ParallelCombiningOpInterface {
    const NAME: &'static str = "ParallelCombiningOpInterface";
}
