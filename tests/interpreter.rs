//! The reference interpreter through its Rust API with every dialect
//! `strata-opt` registers: external functions bound to Rust callbacks or
//! traced, closures, and limits.

use std::sync::Arc;

use strata_interp::{InterpError, Interpreter, Limits, RtValue, register_semantics};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::{Context, Ir, OpId};

fn parse(text: &str) -> (Ir, OpId) {
    let mut ctx = Context::new();
    for register in strata_opt::DEFAULT_DIALECTS {
        register(&mut ctx);
    }
    register_semantics(&mut ctx);
    parse_source(Arc::new(ctx), text, &ParserConfig::default())
        .unwrap_or_else(|e| panic!("parses: {}", e.diagnostic().message))
}

fn function(ir: &Ir, top: OpId, name: &str) -> OpId {
    SymbolTable::build(ir, top)
        .lookup(name)
        .unwrap_or_else(|| panic!("no @{name}"))
}

const PROGRAM: &str = r#"
func.func private @get(i32) -> i32
func.func @twice(%a: i32) -> i32 {
  %x = func.call @get(%a) : (i32) -> i32
  %y = func.call @get(%x) : (i32) -> i32
  return %y : i32
}
func.func @spin(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
    %b = arith.addi %a, %c1 : index
    scf.yield %b : index
  }
  return %r : index
}
"#;

#[test]
fn a_bound_external_answers_and_every_call_is_traced() {
    let (ir, top) = parse(PROGRAM);
    let mut interpreter = Interpreter::new(&ir);
    interpreter.bind_external(
        "get",
        Box::new(|arguments| match arguments {
            [RtValue::Int(a)] => Ok(vec![RtValue::int(32, a.to_i128().unwrap_or_default() * 10)]),
            _ => Err("get takes one integer".to_string()),
        }),
    );
    let results = interpreter
        .call(function(&ir, top, "twice"), vec![RtValue::int(32, 4)])
        .expect("runs");
    assert_eq!(results, vec![RtValue::int(32, 400)]);
    let trace: Vec<String> = interpreter.trace().iter().map(|c| c.to_string()).collect();
    assert_eq!(trace, ["@get(4)", "@get(40)"]);
}

#[test]
fn an_unbound_external_answers_the_same_for_the_same_arguments() {
    let (ir, top) = parse(PROGRAM);
    let twice = function(&ir, top, "twice");
    let run = |argument: i128| {
        let mut interpreter = Interpreter::new(&ir);
        interpreter
            .call(twice, vec![RtValue::int(32, argument)])
            .expect("runs")
    };
    assert_eq!(run(3), run(3));
    assert_ne!(run(3), run(4));
}

#[test]
fn the_step_limit_stops_a_long_loop_and_counts_ops() {
    let (ir, top) = parse(PROGRAM);
    let spin = function(&ir, top, "spin");
    let mut interpreter = Interpreter::new(&ir);
    let results = interpreter
        .call(spin, vec![RtValue::int(64, 1000)])
        .expect("runs");
    assert_eq!(results, vec![RtValue::int(64, 1000)]);
    // Three ops before the loop and the return, two per iteration.
    assert_eq!(interpreter.steps(), 3 + 2 * 1000 + 1);
    let mut limited = Interpreter::new(&ir).with_limits(Limits {
        max_steps: 100,
        max_depth: 10,
    });
    let error = limited
        .call(spin, vec![RtValue::int(64, 1000)])
        .expect_err("too many steps");
    assert!(matches!(error, InterpError::Limit { .. }), "{error:?}");
}
