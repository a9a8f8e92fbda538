//! `cf.assert` (MLIR's `cf::AssertOp`): a runtime assertion that aborts
//! with a message when its `i1` argument is false.
//!
//! ```mlir
//! cf.assert %ok, "value out of range"
//! ```
//!
//! It is not a terminator and not pure: like MLIR it declares a write
//! effect, so it is never erased as dead.

use strata_interfaces::{MemoryEffect, MemoryEffectOpInterface};
use strata_ir::asm::parser::{ParseResult, Parser};
use strata_ir::ods::constraints::I1;
use strata_ir::ods::{FormatState, TypeGroup};
use strata_ir::{Attribute, Ir, OpId, Value};
use strata_macros::op;

use crate::attributes::MESSAGE_ATTR;

/// Assert operation with a message attribute.
///
/// At runtime, aborts with `msg` when `arg` is false.
#[op(
    name = "cf.assert",
    interfaces(MemoryEffectOpInterface = AssertEffects),
    format = "$arg `,` $msg attr-dict",
    infer_types = infer_argument_type
)]
pub struct AssertOp {
    /// The asserted condition.
    #[operand(I1)]
    arg: Value,
    /// The message reported when the assertion fails.
    #[attr(MESSAGE_ATTR)]
    msg: Attribute,
}

/// `cf.assert`'s side effects (MLIR's `AssertOp::getEffects`): a write.
#[derive(Debug)]
pub struct AssertEffects;

impl MemoryEffectOpInterface for AssertEffects {
    fn effects(&self, _ir: &Ir, _op: OpId) -> Vec<MemoryEffect> {
        vec![MemoryEffect::Write]
    }
}

/// The custom form does not spell the argument's type: it is `i1`.
fn infer_argument_type<'a>(
    parser: &mut Parser<'a, '_>,
    state: &mut FormatState<'a>,
) -> ParseResult<()> {
    let i1 = parser.ctx().integer_type(1);
    if let Some(slot) = state.operand_types.first_mut() {
        *slot = Some(TypeGroup::from_slice(&[i1]));
    }
    Ok(())
}
