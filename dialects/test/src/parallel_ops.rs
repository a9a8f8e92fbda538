//! `test.parallel_combine`: an op that implements
//! [`ParallelCombiningOpInterface`], so that Strata's lit suite can check
//! what `scf.forall.in_parallel` demands of the ops in it (MLIR's own
//! example is `tensor.parallel_insert_slice`):
//!
//! ```text
//! scf.forall.in_parallel {
//!   test.parallel_combine %value into %out : tensor<1xf32> into tensor<?xf32>
//! }
//! ```

use strata_interfaces::ParallelCombiningOpInterface;
use strata_ir::ods::constraints::ANY_TYPE;
use strata_ir::{Ir, OpId, Value};
use strata_macros::op;

/// Writes `source` into `dest`, a shared output of the enclosing loop.
#[op(
    name = "test.parallel_combine",
    interfaces(ParallelCombiningOpInterface = CombinesIntoDest),
    format = "$source `into` $dest attr-dict `:` type($source) `into` type($dest)"
)]
pub struct ParallelCombineOp {
    /// What is written.
    #[operand(ANY_TYPE)]
    source: Value,
    /// Where it is written.
    #[operand(ANY_TYPE)]
    dest: Value,
}

/// [`ParallelCombiningOpInterface`] for `test.parallel_combine`: it writes
/// into its second operand.
pub struct CombinesIntoDest;

impl ParallelCombiningOpInterface for CombinesIntoDest {
    fn updated_destinations(&self, _ir: &Ir, _op: OpId) -> Vec<usize> {
        vec![1]
    }
}
