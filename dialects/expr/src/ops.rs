//! The expr ops: `expr.tree`, an expression evaluated where it stands,
//! and `expr.yield`, which ends it with the expression's value (its root).

use strata_interfaces::RegionBranchOpInterface;
use strata_interfaces::region_branch::RunsRegionOnce;
use strata_interfaces::side_effects::RecursiveMemoryEffects;
use strata_interfaces::single_use::SingleUseValues;
use strata_ir::ods::constraints::ANY_TYPE;
use strata_ir::{RegionId, Value};
use strata_macros::op;

use crate::verify::{verify_tree_result, verify_tree_shape};

/// An expression tree: `%c = expr.tree : i32 { ... expr.yield %v : i32 }`.
/// Its one block holds ops without side effects other than calls (and
/// nested trees), each with one result used exactly once inside the tree;
/// the yielded value is the tree's value. It has the effects of the calls
/// in it; its values keep one use each ([`SingleUseValues`]).
#[op(
    name = "expr.tree",
    traits(SingleBlock, RecursiveMemoryEffects, SingleUseValues),
    interfaces(RegionBranchOpInterface = RunsRegionOnce),
    format = "attr-dict `:` type($result) $body",
    verifier = verify_tree_result,
    verify_regions = verify_tree_shape
)]
pub struct TreeOp {
    /// The expression's value.
    #[result(ANY_TYPE)]
    result: Value,
    /// The expression, one block without arguments.
    #[region]
    body: RegionId,
}

/// Ends an `expr.tree` with its value: `expr.yield %v : i32`.
#[op(
    name = "expr.yield",
    traits(Pure, ReturnLike, Terminator, HasParent("expr.tree")),
    format = "$value attr-dict `:` type($value)"
)]
pub struct YieldOp {
    /// The root of the tree.
    #[operand(ANY_TYPE)]
    value: Value,
}
