//! `func.getfield`: reads one captured value of a closure, Kirin's
//! `func.GetField`.
//!
//! ```text
//! %x1 = func.getfield %self[0] : ((i32) -> i32) -> i32
//! "func.getfield"(%self) <{index = 0 : i64}> : ((i32) -> i32) -> i32
//! ```
//!
//! The closure is the `%self` of the enclosing `func.lambda` or the result
//! of a `func.lambda` (the captures of any other function value are not
//! known). The verifier checks `index` against that lambda's captures and
//! requires the result to have the capture's type.

use strata_ir::asm::printer::type_to_string;
use strata_ir::ods::constraints::{ANY_TYPE, FUNCTION_TYPE, I64_ATTR};
use strata_ir::ods::verify::op_error;
use strata_ir::{AttrData, Attribute, Diagnostic, Ir, OpId, Value, ValueDef};
use strata_macros::op;

use super::lambda::LambdaOp;

/// Reads capture `index` of `closure`.
#[op(
    name = "func.getfield",
    traits(Pure),
    format = "$closure `[` $index `]` attr-dict `:` functional-type($closure, $result)",
    verifier = verify_getfield
)]
pub struct GetFieldOp {
    /// A closure: a lambda's `%self`, or a `func.lambda` result.
    #[operand(FUNCTION_TYPE)]
    closure: Value,
    /// Which capture, counting from 0.
    #[attr(I64_ATTR)]
    index: Attribute,
    /// The captured value.
    #[result(ANY_TYPE)]
    result: Value,
}

/// The `func.lambda` whose closure `value` is: the op defining it, or the
/// lambda whose entry block's `%self` it is.
pub fn closure_lambda(ir: &Ir, value: Value) -> Option<LambdaOp> {
    match ir.value_def(value) {
        ValueDef::OpResult { op, .. } => LambdaOp::from_op(ir, op),
        ValueDef::BlockArgument { block, index: 0 } => {
            let lambda = LambdaOp::from_op(ir, ir.block_parent_op(block)?)?;
            let region = ir.block_parent_region(block)?;
            (ir.entry_block(region) == Some(block)).then_some(lambda)
        }
        _ => None,
    }
}

fn verify_getfield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let getfield = GetFieldOp(op);
    let closure = getfield.closure(ir);
    if matches!(
        ir.value_def(closure),
        ValueDef::OutsideBody { .. } | ValueDef::Placeholder
    ) {
        // A value from outside an isolated body: the isolation check says so.
        return Ok(());
    }
    let Some(lambda) = closure_lambda(ir, closure) else {
        return Err(op_error(
            ir,
            op,
            "expects its operand to be a closure: the '%self' argument of a 'func.lambda' or the result of a 'func.lambda'",
        ));
    };
    let ctx = ir.ctx();
    let index = match getfield.index(ir).map(|index| ctx.attr_data(index)) {
        Some(AttrData::Integer { value, .. }) => *value,
        _ => return Ok(()),
    };
    let captures = ir.num_operands(lambda.op());
    let defined_here = (ir.op_location(lambda.op()), "the closure is defined here");
    let Some(capture) = usize::try_from(index)
        .ok()
        .and_then(|index| ir.operand(lambda.op(), index))
    else {
        return Err(op_error(
            ir,
            op,
            format!(
                "index {index} is out of range for a closure with {captures} captured value{}",
                if captures == 1 { "" } else { "s" }
            ),
        )
        .with_note(defined_here.0, defined_here.1));
    };
    let expected = ir.value_type(capture);
    let actual = ir.value_type(getfield.result(ir));
    if actual != expected {
        return Err(op_error(
            ir,
            op,
            format!(
                "result type '{}' does not match the type of capture #{index} ('{}')",
                type_to_string(ctx, actual),
                type_to_string(ctx, expected)
            ),
        )
        .with_note(defined_here.0, defined_here.1));
    }
    Ok(())
}
