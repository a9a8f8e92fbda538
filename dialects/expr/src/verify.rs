//! The verifier of `expr.tree`: what makes its body an expression.
//!
//! - The body is one block without arguments, ending in `expr.yield` of a
//!   value of the tree's result type.
//! - Every other op computes one value and has no side effects, except
//!   call-like ops (see [`strata_interfaces::is_call_like`]), which an
//!   expression exists to hold; no op has regions, except nested trees.
//! - Each value computed inside is used exactly once, inside the tree (by
//!   the yield for the root): the ops form a tree. One exception: a call
//!   (or a nested tree holding one) whose value is not used at all, which
//!   then runs for its effects in its place in the order (a comma
//!   expression, `(f(x), 0)`). Folding
//!   leaves such calls (`f(x) * 0` becomes `0`), and so does
//!   `remove-dead-values` when the expression's value is dead; a value
//!   used twice is never allowed.
//! - Operands come before their users: the order of the ops is the order
//!   of evaluation. The dominance check of the core verifier enforces it
//!   (the body is an SSA region), so a use before its definition is
//!   reported there.

use strata_interfaces::is_call_like;
use strata_interfaces::region_branch::verify_body_without_arguments;
use strata_interfaces::side_effects::is_memory_effect_free;
use strata_ir::asm::printer::type_to_string;
use strata_ir::ods::verify::op_error;
use strata_ir::{Diagnostic, Ir, OpId};

/// The op's own checks (before its body's ops verify): the body is a
/// block without arguments.
pub fn verify_tree_result(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_body_without_arguments(ir, op, "expects a body that yields its value").map(|_| ())
}

/// The tree shape, once the ops inside verify.
pub fn verify_tree_shape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(block) = ir
        .regions(op)
        .first()
        .and_then(|&region| ir.entry_block(region))
    else {
        return Ok(());
    };
    let terminator = ir.last_op(block);
    let yield_op = terminator.filter(|&last| ir.op_name_str(last) == "expr.yield");
    let Some(yield_op) = yield_op else {
        return Err(op_error(ir, op, "expects its body to end in 'expr.yield'"));
    };
    if let (Some(root), Some(&result)) = (ir.operand(yield_op, 0), ir.results(op).first()) {
        let (yielded, expected) = (ir.value_type(root), ir.value_type(result));
        if yielded != expected {
            return Err(op_error(
                ir,
                yield_op,
                format!(
                    "yields a value of type {}, but the expression's type is {}",
                    type_to_string(ir.ctx(), yielded),
                    type_to_string(ir.ctx(), expected)
                ),
            )
            .with_note(ir.op_location(op), "the expression is here"));
        }
    }
    for inner in ir.block_ops(block) {
        if inner != yield_op {
            verify_expression_op(ir, op, inner)?;
        }
    }
    Ok(())
}

/// One op of the tree `tree`: what it may be and how its value is used.
fn verify_expression_op(ir: &Ir, tree: OpId, op: OpId) -> Result<(), Diagnostic> {
    let note = |error: Diagnostic| error.with_note(ir.op_location(tree), "in this expression");
    let nested_tree = ir.op_name_str(op) == "expr.tree";
    if !nested_tree && !ir.regions(op).is_empty() {
        return Err(note(op_error(
            ir,
            op,
            "cannot be part of an expression: it has regions (only a nested 'expr.tree' may)",
        )));
    }
    if !nested_tree && !is_call_like(ir, op) && !is_memory_effect_free(ir, op) {
        return Err(note(op_error(
            ir,
            op,
            "cannot be part of an expression: it may have side effects (of those, an expression holds only calls)",
        )));
    }
    let [result] = ir.results(op) else {
        return Err(note(op_error(
            ir,
            op,
            format!(
                "cannot be part of an expression: it has {} results, and each op in an expression computes one value",
                ir.results(op).len()
            ),
        )));
    };
    let mut uses = ir.uses(*result);
    match (uses.next(), uses.next()) {
        // A call (or a tree holding one) evaluated for its effects alone.
        (None, _) if !is_memory_effect_free(ir, op) => Ok(()),
        (None, _) => Err(note(op_error(
            ir,
            op,
            "computes a value that is not used: each value in an expression is used exactly once",
        ))),
        (Some(_), Some(_)) => {
            let count = ir.uses(*result).count();
            Err(note(op_error(
                ir,
                op,
                format!(
                    "computes a value that is used {count} times: each value in an expression is used exactly once"
                ),
            )))
        }
        (Some(only), None) if !ir.is_ancestor_or_self(tree, only.op) => Err(note(op_error(
            ir,
            op,
            "computes a value that is used outside the expression",
        ))),
        _ => Ok(()),
    }
}
