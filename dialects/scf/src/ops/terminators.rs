//! The scf terminators: `scf.yield` (MLIR's `YieldOp`: ends the regions of
//! `scf.if`, `scf.for`, `scf.execute_region` and the `after` region of
//! `scf.while`, handing its operands to the parent or to the next
//! iteration) and `scf.condition` (MLIR's `ConditionOp`: ends the `before`
//! region of `scf.while`, choosing between the `after` region and leaving
//! the loop). Both use MLIR's declarative assembly formats.

use strata_interfaces::RegionBranchTerminatorOpInterface;
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::ods::constraints::{ANY_TYPE, I1};
use strata_ir::ods::{FormatState, TypeGroup};
use strata_ir::{Ir, OpId, Value};
use strata_macros::op;

/// Yields values from an scf region to its parent op or to the next
/// iteration: `scf.yield %a, %b : i32, f32`.
#[op(
    name = "scf.yield",
    traits(
        Pure,
        ReturnLike,
        Terminator,
        HasParent(
            "scf.execute_region",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.while"
        )
    ),
    format = "attr-dict ($results^ `:` type($results))?"
)]
pub struct YieldOp {
    /// The yielded values.
    #[operand(ANY_TYPE)]
    results: Vec<Value>,
}

/// Ends the `before` region of `scf.while`: when `condition` holds, `args`
/// go to the `after` region, otherwise they become the loop's results:
/// `scf.condition(%c) %a : i32`.
#[op(
    name = "scf.condition",
    traits(Pure, Terminator, HasParent("scf.while")),
    interfaces(RegionBranchTerminatorOpInterface = ConditionArgs),
    format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
    infer_types = infer_condition_type
)]
pub struct ConditionOp {
    /// Whether to run the `after` region.
    #[operand(I1)]
    condition: Value,
    /// The values forwarded to the `after` region or to the results.
    #[operand(ANY_TYPE)]
    args: Vec<Value>,
}

/// The condition's type is not written: it is `i1`.
fn infer_condition_type<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
) -> ParseResult<()> {
    let i1 = parser.ctx().integer_type(1);
    state.operand_types[0] = Some(TypeGroup::from_slice(&[i1]));
    Ok(())
}

/// [`RegionBranchTerminatorOpInterface`] for `scf.condition`: every operand
/// but the condition is forwarded.
pub struct ConditionArgs;

impl RegionBranchTerminatorOpInterface for ConditionArgs {
    fn successor_operands(&self, ir: &Ir, op: OpId) -> std::ops::Range<usize> {
        1..ir.num_operands(op).max(1)
    }
}
