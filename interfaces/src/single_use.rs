//! Regions whose values are each used exactly once: the ops in them form
//! trees (an expression, `expr.tree`). A transformation must not give such
//! a value a second use — CSE, for one, replaces an op there by an
//! equivalent one that dominates it but never keeps one there as the
//! replacement of another. No MLIR counterpart (`emitc.expression`
//! relies on its verifier alone).

use strata_ir::traits::OpTrait;
use strata_ir::{Ir, OpId};

/// The values defined in the op's regions are used exactly once.
pub struct SingleUseValues;

impl OpTrait for SingleUseValues {
    const NAME: &'static str = "SingleUseValues";
}

/// Whether the values `op` defines must keep one use each: its parent op
/// has [`SingleUseValues`].
pub fn defines_single_use_values(ir: &Ir, op: OpId) -> bool {
    ir.parent_op(op)
        .is_some_and(|parent| ir.implements_trait::<SingleUseValues>(parent))
}
