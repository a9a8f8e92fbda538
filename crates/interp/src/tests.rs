//! The interpreter through its Rust API, on programs of the dialects
//! Strata ships (registered here by hand, as the interpreter does not
//! depend on them).

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::{Context, Ir, OpId, OpInterface};

use crate::{InterpError, Interpreter, Limits, RtValue, register_semantics};

/// A context with no dialects but the semantics: the ops parse as
/// unregistered ones, which is enough for the interpreter, as it finds
/// semantics by op name (but not for calls and callables, which need the
/// func dialect's interfaces: see the lit tests for those).
fn parse(text: &str) -> (Ir, OpId) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    register_semantics(&mut ctx);
    parse_source(Arc::new(ctx), text, &ParserConfig::default())
        .unwrap_or_else(|e| panic!("parses: {}", e.diagnostic().message))
}

#[test]
fn semantics_are_an_op_interface_registered_by_name() {
    let (ir, top) = parse(r#""arith.addi"() : () -> ()"#);
    let op = ir
        .first_op(ir.entry_block(ir.regions(top)[0]).expect("a block"))
        .expect("an op");
    assert!(ir.interface::<dyn crate::OpSemantics>(op).is_some());
    assert_eq!(<dyn crate::OpSemantics as OpInterface>::NAME, "OpSemantics");
}

#[test]
fn values_print_as_strata_run_prints_them() {
    assert_eq!(RtValue::int(32, -5).to_string(), "-5");
    assert_eq!(RtValue::int(1, 1).to_string(), "1");
    assert_eq!(RtValue::int(8, 255).to_string(), "-1");
    assert_eq!(RtValue::Poison.to_string(), "poison");
}

#[test]
fn limits_default_to_ten_million_steps_and_ten_thousand_calls() {
    let limits = Limits::default();
    assert_eq!((limits.max_steps, limits.max_depth), (10_000_000, 10_000));
}

#[test]
fn an_op_without_semantics_is_reported_where_it_is() {
    let (ir, top) = parse("\"builtin.module\"() ({\n  \"x.unknown\"() : () -> ()\n}) : () -> ()\n");
    let module = ir
        .first_op(ir.entry_block(ir.regions(top)[0]).expect("a block"))
        .expect("the module");
    let table = SymbolTable::build(&ir, top);
    assert!(table.lookup("f").is_none());
    let mut interpreter = Interpreter::new(&ir);
    // The module is not callable: the interpreter says so rather than
    // guessing.
    let error = interpreter
        .call(module, Vec::new())
        .expect_err("not a callable");
    assert!(
        matches!(error, InterpError::Unsupported { .. }),
        "{error:?}"
    );
}
