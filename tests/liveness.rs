//! The liveness analysis behind `remove-dead-values`, through the Rust
//! API: which named values of small programs it finds live, and why.

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::{Context, Ir, OpId, Value, WalkOrder};
use strata_transforms::liveness::Liveness;

fn parse(text: &str) -> (Ir, OpId) {
    let mut ctx = Context::new();
    for register in strata_opt::DEFAULT_DIALECTS {
        register(&mut ctx);
    }
    ctx.set_allow_unregistered_dialects(true);
    parse_source(Arc::new(ctx), text, &ParserConfig::default())
        .unwrap_or_else(|error| panic!("parses: {}", error.diagnostic().message))
}

/// The value the source named `%name` (a result or a block argument).
fn named(ir: &Ir, top: OpId, name: &str) -> Value {
    let is_named = |value: &Value| {
        ir.name_hint(*value)
            .is_some_and(|hint| ir.ctx().str(hint) == name)
    };
    let mut found = None;
    ir.walk(top, WalkOrder::PreOrder, |op| {
        if let Some(&value) = ir.results(op).iter().find(|v| is_named(v)) {
            found = Some(value);
        }
        for &region in ir.regions(op) {
            for block in ir.region_blocks(region) {
                if let Some(&value) = ir.block_arguments(block).iter().find(|v| is_named(v)) {
                    found = Some(value);
                }
            }
        }
    });
    found.unwrap_or_else(|| panic!("no value named %{name}"))
}

/// Whether each `%name` is live.
fn live(text: &str, names: &[&str]) -> Vec<bool> {
    let (ir, top) = parse(text);
    let liveness = Liveness::compute(&ir, top);
    names
        .iter()
        .map(|name| liveness.is_live(named(&ir, top, name)))
        .collect()
}

#[test]
fn returned_and_stored_values_are_live_and_what_feeds_nothing_is_not() {
    let text = r#"
func.func @f(%x: i32, %y: i32) -> i32 {
  %used = arith.addi %x, %x : i32
  %unused = arith.muli %used, %y : i32
  "x.store"(%y) : (i32) -> ()
  return %used : i32
}
"#;
    assert_eq!(
        live(text, &["x", "y", "used", "unused"]),
        [true, true, true, false]
    );
}

#[test]
fn a_private_function_needs_only_what_its_calls_use() {
    let text = r#"
func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}
func.func @caller(%x: i32, %y: i32) -> i32 {
  %r:2 = call @callee(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
"#;
    // %b is returned as result #1, which the call does not use; %y is
    // passed to %b.
    assert_eq!(
        live(text, &["a", "b", "x", "y"]),
        [true, false, true, false]
    );
}

#[test]
fn a_public_function_returns_to_unknown_callers() {
    let text = r#"
func.func @public(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}
func.func @caller(%x: i32) -> i32 {
  %r:2 = call @public(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
"#;
    assert_eq!(live(text, &["a", "b"]), [true, true]);
}

#[test]
fn code_that_cannot_run_is_dead_even_with_effects() {
    let text = r#"
func.func private @uncalled(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  "x.store"(%a) : (i32) -> ()
  return %a : i32
}
"#;
    assert_eq!(live(text, &["x", "a"]), [false, false]);
}

#[test]
fn a_branch_needs_what_it_passes_to_live_arguments_and_its_condition() {
    let text = r#"
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%p: i32):
  return %p : i32
^bb2(%q: i32):
  return %x : i32
}
"#;
    assert_eq!(
        live(text, &["c", "x", "y", "p", "q"]),
        [true, true, false, true, false]
    );
}

#[test]
fn a_loop_value_that_only_feeds_itself_is_dead() {
    let text = r#"
func.func @f(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %a : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}
"#;
    // The bounds steer a loop whose result #0 is live.
    assert_eq!(
        live(text, &["a", "a2", "b", "b2", "n"]),
        [true, true, false, false, true]
    );
}
