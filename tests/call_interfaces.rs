//! The call interfaces through the Rust API: a walk over a module finds
//! every op implementing `CallOpInterface` — `func` calls, calls through
//! closures, the test dialect's calls — and reads, for each, its callee,
//! its forwarded and consumed operands, its forwarded and produced
//! results, and the callable it resolves to. `set_callee` retargets a call,
//! and callables report the arguments that receive forwarded operands.

use std::sync::Arc;

use strata_interfaces::call::SetCalleeError;
use strata_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::symbol_table::{SymbolTableCollection, symbol_name};
use strata_ir::verifier::verify;
use strata_ir::{AttrData, Context, Ir, OpId, Value, WalkOrder};

const MODULE: &str = r#"
test.callable "printf" (i32) -> i32 variadic
func.func private @inc(i32) -> i32

func.func @main(%a: i32, %token: index, %fn: (i32) -> i32) -> i32 {
  %direct = func.call @inc(%a) : (i32) -> i32
  %constant = func.constant @inc : (i32) -> i32
  %indirect = func.call_indirect %constant(%direct) : (i32) -> i32
  %closure = func.lambda @add captures(%a : i32) (%self, %y: i32) -> i32 {
    %captured = func.getfield %self[0] : ((i32) -> i32) -> i32
    %sum = arith.addi %captured, %y : i32
    func.return %sum : i32
  }
  %through_closure = func.call_indirect %closure(%indirect) : (i32) -> i32
  %async, %done = test.call_async @inc(%through_closure) after %token : (i32) -> i32
  %varargs = test.call_cast @printf(%async, %token) : (i32, index) -> i32
  %value = test.call_value %fn(%varargs) : (i32) -> i32 via (i32) -> i32
  %loop = func.lambda @loop (%self, %n: i32) -> i32 {
    %again = func.call_indirect %self(%n) : (i32) -> i32
    func.return %again : i32
  }
  return %value : i32
}
"#;

fn parse(text: &str) -> (Ir, OpId) {
    let mut ctx = Context::new();
    for register in strata_opt::DEFAULT_DIALECTS {
        register(&mut ctx);
    }
    let (ir, top) = parse_source(Arc::new(ctx), text, &ParserConfig::default())
        .unwrap_or_else(|error| panic!("parses: {}", error.diagnostic().message));
    if let Err(error) = verify(&ir, top) {
        panic!("verifies: {}", error.first().message);
    }
    (ir, top)
}

/// `%name` for a value the source named.
fn value_name(ir: &Ir, value: Value) -> String {
    ir.name_hint(value).map_or_else(
        || "%?".to_string(),
        |hint| format!("%{}", ir.ctx().str(hint)),
    )
}

fn names(ir: &Ir, values: impl IntoIterator<Item = Value>) -> String {
    let names: Vec<String> = values.into_iter().map(|v| value_name(ir, v)).collect();
    format!("[{}]", names.join(", "))
}

/// One line per call: what the interface says about it.
fn describe_calls(ir: &Ir, top: OpId) -> Vec<String> {
    let mut tables = SymbolTableCollection::new();
    let mut lines = Vec::new();
    for op in ir.walk_collect(top, WalkOrder::PreOrder) {
        let Some(call) = ir.interface::<dyn CallOpInterface>(op) else {
            continue;
        };
        let callee = match call.callee(ir, op) {
            Some(Callee::Symbol(symbol)) => match ir.ctx().attr_data(symbol) {
                AttrData::SymbolRef { root, .. } => format!("@{}", ir.ctx().str(*root)),
                _ => "?".to_string(),
            },
            Some(Callee::Value(value)) => value_name(ir, value),
            None => "none".to_string(),
        };
        let operand = |index: usize| ir.operand(op, index).expect("in range");
        let result = |index: usize| ir.results(op)[index];
        let callable = call.resolve_callable(ir, op, &mut tables);
        let resolved = callable.map_or("unresolved".to_string(), |callable| {
            let name = symbol_name(ir, callable).unwrap_or("");
            format!("{} {name}", ir.op_name_str(callable))
        });
        lines.push(format!(
            "{} {callee}: forwarded {} consumed {} -> forwarded {} produced {}; calls {resolved}",
            ir.op_name_str(op),
            names(ir, call.forwarded_operands(ir, op, callable).map(operand)),
            names(ir, call.consumed_operands(ir, op, callable).map(operand)),
            names(ir, call.forwarded_results(ir, op).map(result)),
            names(ir, call.produced_results(ir, op).map(result)),
        ));
    }
    lines
}

#[test]
fn every_call_lists_its_callee_and_forwarded_values() {
    let (ir, top) = parse(MODULE);
    let expected = [
        "func.call @inc: forwarded [%a] consumed [] -> forwarded [%direct] produced []; calls func.func inc",
        "func.call_indirect %constant: forwarded [%direct] consumed [%constant] -> forwarded [%indirect] produced []; calls func.func inc",
        "func.call_indirect %closure: forwarded [%indirect] consumed [%closure] -> forwarded [%through_closure] produced []; calls func.lambda add",
        "test.call_async @inc: forwarded [%through_closure] consumed [%token] -> forwarded [%async] produced [%done]; calls func.func inc",
        // printf is (i32, ...) -> i32: the extra %token is consumed.
        "test.call_cast @printf: forwarded [%async] consumed [%token] -> forwarded [%varargs] produced []; calls test.callable printf",
        "test.call_value %fn: forwarded [%varargs] consumed [%fn] -> forwarded [%value] produced []; calls unresolved",
        // A call through a closure's %self calls the closure.
        "func.call_indirect %self: forwarded [%n] consumed [%self] -> forwarded [%again] produced []; calls func.lambda loop",
    ];
    assert_eq!(describe_calls(&ir, top), expected);
}

#[test]
fn callables_report_the_arguments_that_receive_forwarded_operands() {
    let (ir, top) = parse(MODULE);
    let mut seen = Vec::new();
    for op in ir.walk_collect(top, WalkOrder::PreOrder) {
        let Some(callable) = ir.interface::<dyn CallableOpInterface>(op) else {
            continue;
        };
        let types = |types: &[strata_ir::Type]| {
            types
                .iter()
                .map(|&ty| strata_ir::asm::printer::type_to_string(ir.ctx(), ty))
                .collect::<Vec<_>>()
                .join(", ")
        };
        seen.push(format!(
            "{} {}: ({}) -> ({}) body {} receives {} variadic {}",
            ir.op_name_str(op),
            symbol_name(&ir, op).unwrap_or(""),
            types(callable.argument_types(&ir, op)),
            types(callable.result_types(&ir, op)),
            callable.callable_region(&ir, op).is_some(),
            names(&ir, callable.callable_arguments(&ir, op).iter().copied()),
            callable.is_variadic(&ir, op),
        ));
    }
    let expected = [
        "test.callable printf: (i32) -> (i32) body false receives [] variadic true",
        "func.func inc: (i32) -> (i32) body false receives [] variadic false",
        "func.func main: (i32, index, (i32) -> i32) -> (i32) body true receives [%a, %token, %fn] variadic false",
        // `%self` is the lambda's own argument, not a forwarded operand's.
        "func.lambda add: (i32) -> (i32) body true receives [%y] variadic false",
        "func.lambda loop: (i32) -> (i32) body true receives [%n] variadic false",
    ];
    assert_eq!(seen, expected);
}

#[test]
fn set_callee_retargets_a_call_and_refuses_the_wrong_kind() {
    let (mut ir, top) = parse(MODULE);
    let calls: Vec<OpId> = ir
        .walk_collect(top, WalkOrder::PreOrder)
        .into_iter()
        .filter(|&op| ir.interface::<dyn CallOpInterface>(op).is_some())
        .collect();
    let direct = calls[0];
    let call = ir
        .interface::<dyn CallOpInterface>(direct)
        .expect("func.call is a call");
    let printf = ir.ctx().flat_symbol_ref_attr("printf");
    let callee_value = ir.operand(calls[1], 0).expect("call_indirect has a callee");

    assert!(matches!(
        call.set_callee(&mut ir, direct, Callee::Value(callee_value)),
        Err(SetCalleeError::WrongKind { kind: "value", .. })
    ));
    call.set_callee(&mut ir, direct, Callee::Symbol(printf))
        .expect("a symbol callee is accepted");
    assert_eq!(call.callee(&ir, direct), Some(Callee::Symbol(printf)));
    // func.call calls func.func only: the retargeted call no longer
    // resolves, and the verifier says so in MLIR's words.
    let mut tables = SymbolTableCollection::new();
    assert_eq!(call.resolve_callable(&ir, direct, &mut tables), None);
    let error = verify(&ir, top).expect_err("func.call of a test.callable");
    assert_eq!(
        error.first().message,
        "'func.call' op 'printf' does not reference a valid function"
    );
}

#[test]
fn one_symbol_table_serves_every_lookup() {
    let mut text =
        String::from("func.func private @callee(i32) -> i32\nfunc.func @many(%a: i32) {\n");
    for i in 0..1000 {
        text.push_str(&format!("  %r{i} = func.call @callee(%a) : (i32) -> i32\n"));
    }
    text.push_str("  return\n}\n");
    let (ir, top) = parse(&text);
    let mut tables = SymbolTableCollection::new();
    let mut resolved = 0;
    for op in ir.walk_collect(top, WalkOrder::PreOrder) {
        if let Some(call) = ir.interface::<dyn CallOpInterface>(op) {
            resolved += usize::from(call.resolve_callable(&ir, op, &mut tables).is_some());
        }
    }
    assert_eq!(resolved, 1000);
    assert_eq!(tables.built_tables(), 1);
}
