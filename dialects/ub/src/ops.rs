//! The ub ops (MLIR's `UBOps.td`): `ub.poison`, a constant whose value is
//! poison, and `ub.unreachable`, a terminator control never reaches.

use strata_ir::{Attribute, FoldResult, Ir, OpId, Value};
use strata_macros::op;

use crate::attributes::{POISON_ATTR, default_poison};

/// A poison value: `%0 = ub.poison : i32`. Its `value` is `#ub.poison`
/// unless a dialect provides another poison attribute
/// (`ub.poison <#d.poison> : i32`).
#[op(
    name = "ub.poison",
    traits(Pure, ConstantLike),
    format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
    fold = fold_poison
)]
pub struct PoisonOp {
    /// The poison attribute.
    #[attr(POISON_ATTR, default = default_poison)]
    value: Option<Attribute>,
    /// The poison value.
    #[result]
    result: Value,
}

/// `ub.poison` folds to its value (it is a constant).
fn fold_poison(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let value = ir
        .attr(op, "value")
        .unwrap_or_else(|| default_poison(ir.ctx()));
    Some(vec![FoldResult::Attribute(value)])
}

/// A point control never reaches: `ub.unreachable`. Reaching it is
/// undefined behaviour.
#[op(name = "ub.unreachable", traits(Terminator), format = "attr-dict")]
pub struct UnreachableOp {}
