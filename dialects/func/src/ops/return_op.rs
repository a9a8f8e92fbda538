//! `func.return` (MLIR's `ReturnOp`): the terminator of a function body,
//! returning its operands as the function's results.
//!
//! ```text
//! func.return %a, %b : i32, f32
//! ```
//!
//! It must be directly inside a `func.func` or a `func.lambda`, and its
//! values must match the result types of that callable. Outside both it
//! reports MLIR's `expects parent op 'func.func'` (upstream has no
//! `func.lambda`, and mlir-opt's wording is kept for the case it knows).

use strata_ir::asm::printer::type_to_string;
use strata_ir::ods::verify::op_error;
use strata_ir::symbol_table::symbol_name;
use strata_ir::{Diagnostic, Ir, OpId, Value};
use strata_macros::op;

use super::func::function_signature;

/// Returns from the enclosing function.
#[op(
    name = "func.return",
    traits(Pure, ReturnLike, Terminator),
    format = "attr-dict ($operands^ `:` type($operands))?",
    verifier = verify_return
)]
pub struct ReturnOp {
    /// The returned values.
    #[operand]
    operands: Vec<Value>,
}

/// MLIR's `HasParent<FuncOp>` and `ReturnOp::verify`, with `func.lambda`
/// as a second parent: as many operands as the enclosing callable has
/// results, of the same types.
fn verify_return(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let parent = ir.parent_op(op);
    let kind = match parent.map(|parent| ir.op_name_str(parent)) {
        Some("func.func") => "function",
        Some("func.lambda") => "lambda",
        _ => return Err(op_error(ir, op, "expects parent op 'func.func'")),
    };
    let Some(function) = parent else {
        return Ok(());
    };
    let (_, results) = function_signature(ir, function);
    // `function (@f)` as MLIR says it; an unnamed lambda is `lambda`.
    let (named, in_callable) = match symbol_name(ir, function) {
        Some(name) => (format!("{kind} (@{name})"), format!("in {kind} @{name}")),
        None => (kind.to_string(), format!("in the enclosing {kind}")),
    };
    if ir.num_operands(op) != results.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "has {} operands, but enclosing {named} returns {}",
                ir.num_operands(op),
                results.len()
            ),
        ));
    }
    let ctx = ir.ctx();
    for (index, (operand, &expected)) in ir.operands(op).zip(&results).enumerate() {
        let actual = ir.value_type(operand);
        if actual != expected {
            return Err(Diagnostic::error(
                ir.op_location(op),
                format!(
                    "type of return operand {index} ('{}') doesn't match function result type ('{}') {in_callable}",
                    type_to_string(ctx, actual),
                    type_to_string(ctx, expected)
                ),
            ));
        }
    }
    Ok(())
}
