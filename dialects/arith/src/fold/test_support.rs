//! Helpers for the folder unit tests: build IR from text (with arith
//! registered and other dialects allowed unregistered), find ops, and run
//! an op's fold hook with the constants of its operands.

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::attribute_to_string;
use strata_ir::{Attribute, Context, FoldResult, Ir, OpId, OpTraits, Value, WalkOrder};

/// Parses `source` (the body of a module) with arith registered.
pub(crate) fn parse(source: &str) -> (Ir, OpId) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&mut ctx);
    match parse_source(Arc::new(ctx), source, &ParserConfig::default()) {
        Ok(parsed) => parsed,
        Err(error) => panic!("test input does not parse: {error}\n{source}"),
    }
}

/// The ops named `name`, in order.
pub(crate) fn ops_named(ir: &Ir, top: OpId, name: &str) -> Vec<OpId> {
    ir.walk_collect(top, WalkOrder::PreOrder)
        .into_iter()
        .filter(|&op| ir.op_name_str(op) == name)
        .collect()
}

/// The constant each operand of `op` is defined by (`ConstantLike` ops).
pub(crate) fn operand_constants(ir: &Ir, op: OpId) -> Vec<Option<Attribute>> {
    ir.operands(op)
        .map(|value| {
            let def = ir.defining_op(value)?;
            if !ir.has_trait(def, OpTraits::CONSTANT_LIKE) {
                return None;
            }
            ir.attr(def, "value")
        })
        .collect()
}

/// What folding `op` gives, printed: `%name`-less value descriptions are
/// `value` for an existing value and the attribute text for a constant.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Folded {
    /// No fold.
    None,
    /// Folds to this existing value.
    Value(Value),
    /// Folds to this constant (printed).
    Constant(String),
}

/// Runs the fold hook of `op` with the constants of its operands.
pub(crate) fn fold(ir: &Ir, op: OpId) -> Folded {
    let constants = operand_constants(ir, op);
    let Some(hook) = ir.op_definition(op).and_then(|d| d.fold) else {
        return Folded::None;
    };
    match hook(ir, op, &constants).as_deref() {
        Some([FoldResult::Value(value)]) => Folded::Value(*value),
        Some([FoldResult::Attribute(attr)]) => {
            Folded::Constant(attribute_to_string(ir.ctx(), *attr))
        }
        _ => Folded::None,
    }
}

/// Runs the fold hook of a multi-result op: what each result folds to,
/// empty when it does not fold.
pub(crate) fn fold_results(ir: &Ir, op: OpId) -> Vec<Folded> {
    let constants = operand_constants(ir, op);
    let Some(hook) = ir.op_definition(op).and_then(|d| d.fold) else {
        return Vec::new();
    };
    hook(ir, op, &constants)
        .unwrap_or_default()
        .into_iter()
        .map(|result| match result {
            FoldResult::Value(value) => Folded::Value(value),
            FoldResult::Attribute(attr) => Folded::Constant(attribute_to_string(ir.ctx(), attr)),
        })
        .collect()
}

/// Folds the `index`-th op named `name` in `source`.
pub(crate) fn fold_nth(source: &str, name: &str, index: usize) -> (Ir, OpId, Folded) {
    let (ir, top) = parse(source);
    let op = ops_named(&ir, top, name)[index];
    let folded = fold(&ir, op);
    (ir, op, folded)
}

/// Folds the only op named `name` in `source`, expecting a constant.
pub(crate) fn fold_to_constant(source: &str, name: &str) -> Option<String> {
    match fold_nth(source, name, 0).2 {
        Folded::Constant(text) => Some(text),
        _ => None,
    }
}

/// Operand `index` of the only op named `name` in `source`, and what that
/// op folds to.
pub(crate) fn fold_with_operand(source: &str, name: &str, index: usize) -> (Folded, Folded) {
    let (ir, op, folded) = fold_nth(source, name, 0);
    let operand = ir.operand(op, index).map_or(Folded::None, Folded::Value);
    (folded, operand)
}
