//! `builtin.unrealized_conversion_cast` (MLIR's `UnrealizedConversionCastOp`):
//! a placeholder conversion between type systems that dialect conversions
//! leave while they are partially applied.
//!
//! ```mlir
//! %0 = builtin.unrealized_conversion_cast %a : i32 to i64
//! %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, i8
//! ```

use strata_macros::op;

use crate::attributes::Attribute;
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, Value};
use crate::ods::verify::op_error;
use crate::registry::FoldResult;

/// An unrealized conversion between types.
///
/// Folds away when its inputs already have the output types, and when it
/// undoes another cast (`A -> B -> A`).
#[op(
    name = "builtin.unrealized_conversion_cast",
    traits(Pure),
    format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
    verifier = verify_cast,
    fold = fold_cast
)]
pub struct UnrealizedConversionCastOp {
    /// The values to convert.
    #[operand]
    inputs: Vec<Value>,
    /// The converted values.
    #[result]
    outputs: Vec<Value>,
}

fn verify_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.results(op).is_empty() {
        return Err(op_error(
            ir,
            op,
            "expected at least one result for cast operation",
        ));
    }
    Ok(())
}

fn fold_cast(ir: &Ir, op: OpId, _constants: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let inputs: Vec<Value> = ir.operands(op).collect();
    let output_types: Vec<_> = ir.results(op).iter().map(|&v| ir.value_type(v)).collect();
    let types_of = |values: &[Value]| values.iter().map(|&v| ir.value_type(v)).collect::<Vec<_>>();
    if types_of(&inputs) == output_types {
        return Some(inputs.into_iter().map(FoldResult::Value).collect());
    }
    let producer = ir.defining_op(*inputs.first()?)?;
    if ir.op_name(producer) != ir.op_name(op) || ir.results(producer) != inputs.as_slice() {
        return None;
    }
    let producer_inputs: Vec<Value> = ir.operands(producer).collect();
    (types_of(&producer_inputs) == output_types)
        .then(|| producer_inputs.into_iter().map(FoldResult::Value).collect())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::asm::parser::{ParserConfig, parse_source};
    use crate::context::Context;

    fn parse(source: &str) -> (Ir, OpId) {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        parse_source(Arc::new(ctx), source, &ParserConfig::default()).expect("parses")
    }

    fn casts(ir: &Ir, top: OpId) -> Vec<OpId> {
        let mut found = Vec::new();
        ir.walk(top, crate::ir::WalkOrder::PreOrder, |op| {
            if UnrealizedConversionCastOp::from_op(ir, op).is_some() {
                found.push(op);
            }
        });
        found
    }

    #[test]
    fn a_round_trip_through_two_casts_folds_to_the_original_value() {
        let (ir, top) = parse(
            "%a = \"foo.def\"() : () -> i32\n\
             %b = unrealized_conversion_cast %a : i32 to i64\n\
             %c = unrealized_conversion_cast %b : i64 to i32\n",
        );
        let ops = casts(&ir, top);
        let first = UnrealizedConversionCastOp(ops[0]);
        let a = first.inputs(&ir)[0];
        assert_eq!(
            fold_cast(&ir, ops[1], &[None]),
            Some(vec![FoldResult::Value(a)])
        );
        assert_eq!(fold_cast(&ir, ops[0], &[None]), None, "i32 to i64 stays");
    }

    #[test]
    fn a_cast_to_the_same_types_folds_to_its_inputs() {
        let (ir, top) = parse(
            "%a = \"foo.def\"() : () -> i32\n%b = unrealized_conversion_cast %a : i32 to i32\n",
        );
        let ops = casts(&ir, top);
        let a = UnrealizedConversionCastOp(ops[0]).inputs(&ir)[0];
        assert_eq!(
            fold_cast(&ir, ops[0], &[None]),
            Some(vec![FoldResult::Value(a)])
        );
    }

    #[test]
    fn a_cast_needs_a_result() {
        // The custom form needs a result type; the generic form can omit it.
        let (ir, top) = parse("\"builtin.unrealized_conversion_cast\"() : () -> ()\n");
        let error = crate::verifier::verify(&ir, top)
            .expect_err("no result")
            .first()
            .clone();
        assert!(
            error
                .message
                .contains("expected at least one result for cast operation"),
            "{}",
            error.message
        );
    }
}
