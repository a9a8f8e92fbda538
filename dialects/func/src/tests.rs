//! End-to-end tests of the func ops inside the crate: building with the
//! generated builders, parsing, verifying and printing through the core. The
//! expected texts are what `mlir-opt-22` prints for the same input.

use std::sync::Arc;

use strata_interfaces::{SymbolOpInterface, SymbolUserOpInterface, forwarded_operands};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::verifier::verify;
use strata_ir::{Builder, Context, FoldResult, Ir, Location, OpId, OperationState, WalkOrder};

use crate::symbol_uses::lookup_function;
use crate::{CallOp, ConstantOp, FuncOp, ReturnOp};

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&mut ctx);
    Arc::new(ctx)
}

fn parse(text: &str) -> Result<(Ir, OpId), String> {
    parse_source(context(), text, &ParserConfig::default())
        .map_err(|error| error.diagnostic().message.clone())
}

/// The first error of parsing then verifying `text`, with its notes.
fn errors_of(text: &str) -> Vec<String> {
    match parse(text) {
        Err(message) => vec![message],
        Ok((ir, top)) => match verify(&ir, top) {
            Ok(()) => Vec::new(),
            Err(error) => std::iter::once(error.first().message.clone())
                .chain(error.first().notes.iter().map(|n| n.message.clone()))
                .collect(),
        },
    }
}

fn error_of(text: &str) -> Option<String> {
    errors_of(text).into_iter().next()
}

fn print_with(text: &str, options: PrintOptions) -> String {
    let (ir, top) = parse(text).expect("parses");
    verify(&ir, top).expect("verifies");
    operation_to_string(&ir, top, options)
}

/// `text` printed as `mlir-opt-22` prints it.
fn print(text: &str) -> String {
    print_with(
        text,
        PrintOptions {
            discard_value_names: true,
            ..PrintOptions::default()
        },
    )
}

fn first_op_named(ir: &Ir, root: OpId, name: &str) -> OpId {
    ir.walk_collect(root, WalkOrder::PreOrder)
        .into_iter()
        .find(|&op| ir.op_name_str(op) == name)
        .expect("op present")
}

#[test]
fn builds_a_function_with_the_generated_builders() {
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let loc = Location::Unknown;
    // module { }: the module is isolated from above, so its region is
    // created in a body of its own.
    let mut state = OperationState::new(&ir, "builtin.module", loc);
    state.add_region();
    let module = ir.create_op(ir.root_body(), state).expect("module");
    let module_block = ir.append_new_block(ir.regions(module)[0]).expect("block");
    assert_ne!(module_block.body(), module.body());

    let i32 = ctx.integer_type(32);
    let function_type = ctx.type_attr(ctx.function_type(&[i32], &[i32]));
    let mut builder = Builder::at_end(&mut ir, module_block);
    let func = FuncOp::build(
        &mut builder,
        loc,
        ctx.string_attr("id"),
        function_type,
        None,
        None,
        None,
        None,
    )
    .expect("func.func");
    let entry = ir.append_new_block(func.body(&ir)).expect("entry block");
    let argument = ir.add_block_argument(entry, i32, loc).expect("argument");
    let mut builder = Builder::at_end(&mut ir, entry);
    let ret = ReturnOp::build(&mut builder, loc, &[argument]).expect("func.return");

    verify(&ir, module).expect("verifies");
    assert_eq!(func.name(&ir), Some("id"));
    assert_eq!(func.signature(&ir), (vec![i32], vec![i32]));
    assert!(!func.is_declaration(&ir));
    assert_eq!(ret.operands(&ir), vec![argument]);
    assert_eq!(
        operation_to_string(&ir, module, PrintOptions::default()),
        "module {\n  func.func @id(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n"
    );
    let returned = forwarded_operands(&ir, ret.op()).expect("func.return is ReturnLike");
    assert_eq!(returned, vec![argument]);
}

#[test]
fn a_function_without_body_is_a_declaration() {
    let text = "func.func private @f(i32)\n";
    let (ir, top) = parse(text).expect("parses");
    let func = FuncOp::from_op(&ir, first_op_named(&ir, top, "func.func")).expect("func");
    assert!(func.is_declaration(&ir));
    let symbol = ir
        .interface::<dyn SymbolOpInterface>(func.op())
        .expect("func.func is a symbol");
    assert!(symbol.is_declaration(&ir, func.op()));
    assert_eq!(symbol.name(&ir, func.op()), Some("f"));
    assert_eq!(
        error_of("func.func @f(i32)\n").as_deref(),
        Some("'func.func' op symbol declaration cannot have public visibility")
    );
}

#[test]
fn signatures_print_as_mlir_prints_them() {
    let text = "\
func.func private @a(i32 {x.y = 1 : i32}, f32 {}) -> (i64 {x.z})
func.func nested @b() -> ()
func.func private @c() -> ((i32) -> i32, i1 {}) attributes {x.w, no_inline}
func.func public @d(%x: i32 {x.a}, %y: f32) -> (i32) {
  return %x : i32
}
";
    assert_eq!(
        print(text),
        "\
module {
  func.func private @a(i32 {x.y = 1 : i32}, f32) -> (i64 {x.z})
  func.func nested @b()
  func.func private @c() -> ((i32) -> i32, i1) attributes {no_inline, x.w}
  func.func public @d(%arg0: i32 {x.a}, %arg1: f32) -> i32 {
    return %arg0 : i32
  }
}
"
    );
}

#[test]
fn generic_form_has_the_properties() {
    let text =
        "func.func private @a(i32 {x.y}, f32) -> (i64 {x.z}) attributes {no_inline, q = 1 : i32}\n";
    let printed = print_with(
        text,
        PrintOptions {
            generic: true,
            discard_value_names: true,
            ..PrintOptions::default()
        },
    );
    assert_eq!(
        printed,
        "\"builtin.module\"() ({\n  \"func.func\"() <{arg_attrs = [{x.y}, {}], function_type = (i32, f32) -> i64, no_inline, res_attrs = [{x.z}], sym_name = \"a\", sym_visibility = \"private\"}> ({\n  }) {q = 1 : i32} : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn argument_locations_print_with_debug_info() {
    let text = "func.func @f(%a: i32 loc(\"x.c\":1:2), %b: i32) {\n  return\n}\n";
    let printed = print_with(
        text,
        PrintOptions {
            debug_info: true,
            local_scope: true,
            discard_value_names: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        printed.contains(
            "func.func @f(%arg0: i32 loc(\"x.c\":1:2), %arg1: i32 loc(\"<stdin>\":1:38)) {"
        ),
        "{printed}"
    );
}

#[test]
fn signature_errors_match_mlir() {
    for (text, expected) in [
        (
            "func.func @f(%a: i32, f32) {\n  return\n}\n",
            "custom op 'func.func' expected SSA identifier",
        ),
        (
            "func.func @f(f32, %a: i32) {\n  return\n}\n",
            "custom op 'func.func' expected type instead of SSA identifier",
        ),
        (
            "func.func @f(%a#1: i32) {\n  return\n}\n",
            "result number not allowed in argument list",
        ),
        (
            "func.func f()\n",
            "custom op 'func.func' expected valid '@'-identifier for symbol name",
        ),
        (
            "func.func @f() {}\n",
            "custom op 'func.func' expected non-empty function body",
        ),
        (
            "func.func @f(%a: i32) {\n^bb0(%b: i32):\n  return\n}\n",
            "invalid block name in region with named arguments",
        ),
        (
            "func.func @f(%a: i32, %a: i32) {\n  return\n}\n",
            "region entry argument '%a' is already in use",
        ),
        (
            "func.func private @f() attributes {function_type = () -> ()}\n",
            "custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary",
        ),
    ] {
        assert_eq!(error_of(text).as_deref(), Some(expected), "{text}");
    }
}

#[test]
fn an_unnamed_signature_lets_the_body_declare_its_arguments() {
    let text = "func.func @f(i32) {\n^bb0(%a: i32):\n  return\n}\n";
    assert_eq!(
        print(text),
        "module {\n  func.func @f(%arg0: i32) {\n    return\n  }\n}\n"
    );
    assert_eq!(
        error_of("func.func @f(i32) {\n  return\n}\n").as_deref(),
        Some("'func.func' op entry block must have 1 arguments to match function signature")
    );
}

#[test]
fn call_verification_reports_both_result_type_lists() {
    let text = "\
func.func private @g() -> (i32, f32)
func.func @f() {
  %0:2 = call @g() : () -> (f32, i32)
  return
}
";
    assert_eq!(
        errors_of(text),
        vec![
            "'func.call' op result type mismatch at index 0".to_string(),
            "see current operation: %0:2 = \"func.call\"() <{callee = @g}> : () -> (f32, i32)"
                .to_string(),
            "      op result types: 'f32', 'i32'".to_string(),
            "function result types: 'i32', 'f32'".to_string(),
        ]
    );
}

#[test]
fn symbols_resolve_in_the_nearest_symbol_table_only() {
    let text = "\
func.func private @outer()
module @inner {
  func.func private @local()
  func.func @user() {
    call @local() : () -> ()
    return
  }
}
";
    let (ir, top) = parse(text).expect("parses");
    verify(&ir, top).expect("verifies");
    let call = CallOp::from_op(&ir, first_op_named(&ir, top, "func.call")).expect("call");
    let callee = call.callee(&ir).expect("callee");
    let uses = ir
        .interface::<dyn SymbolUserOpInterface>(call.op())
        .expect("func.call uses symbols");
    assert_eq!(uses.symbol_uses(&ir, call.op()), vec![callee]);
    let mut tables = strata_ir::symbol_table::SymbolTableCollection::new();
    let found = lookup_function(&mut tables, &ir, call.op(), callee).expect("found");
    assert_eq!(found.name(&ir), Some("local"));

    let outer = text.replace("call @local()", "call @outer()");
    assert_eq!(
        error_of(&outer).as_deref(),
        Some("'func.call' op 'outer' does not reference a valid function")
    );
}

#[test]
fn constant_is_named_f_and_folds_to_its_symbol() {
    let text = "\
func.func @f() {
  %0 = func.constant @f : () -> ()
  %1 = func.constant @f : () -> ()
  return
}
";
    assert_eq!(
        print(text),
        "module {\n  func.func @f() {\n    %f = constant @f : () -> ()\n    %f_0 = constant @f : () -> ()\n    return\n  }\n}\n"
    );
    let (ir, top) = parse(text).expect("parses");
    let constant =
        ConstantOp::from_op(&ir, first_op_named(&ir, top, "func.constant")).expect("constant");
    let fold = ir
        .op_definition(constant.op())
        .and_then(|d| d.fold)
        .expect("func.constant folds");
    let value = constant.value(&ir).expect("value");
    assert_eq!(
        fold(&ir, constant.op(), &[]),
        Some(vec![FoldResult::Attribute(value)])
    );
}

#[test]
fn return_is_checked_against_the_enclosing_function() {
    assert_eq!(
        error_of("func.func @r() -> i32 {\n  return\n}\n").as_deref(),
        Some("'func.return' op has 0 operands, but enclosing function (@r) returns 1")
    );
    assert_eq!(
        error_of("func.func @r(%a: f32) -> i32 {\n  return %a : f32\n}\n").as_deref(),
        Some(
            "type of return operand 0 ('f32') doesn't match function result type ('i32') in function @r"
        )
    );
    assert_eq!(
        error_of("\"t.op\"() ({\n  func.return\n}) : () -> ()\n").as_deref(),
        Some("'func.return' op expects parent op 'func.func'")
    );
}

#[test]
fn call_forms_parse_and_print() {
    let text = "\
func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) -> f32 {
  %0:2 = func.call @g(%a) {no_inline} : (i32) -> (i32, f32)
  %1 = func.constant @g : (i32) -> (i32, f32)
  %2:2 = func.call_indirect %1(%a) : (i32) -> (i32, f32)
  return %2#1 : f32
}
";
    assert_eq!(
        print(text),
        "\
module {
  func.func private @g(i32) -> (i32, f32)
  func.func @f(%arg0: i32) -> f32 {
    %0:2 = call @g(%arg0) {no_inline} : (i32) -> (i32, f32)
    %f = constant @g : (i32) -> (i32, f32)
    %1:2 = call_indirect %f(%arg0) : (i32) -> (i32, f32)
    return %1#1 : f32
  }
}
"
    );
    assert_eq!(
        error_of("func.func @f(%a: i32) {\n  call @f(%a) : i32 -> ()\n  return\n}\n").as_deref(),
        Some(
            "custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'i32'"
        )
    );
    assert_eq!(
        error_of("func.func @f(%a: i32) {\n  call_indirect %a() : i32\n  return\n}\n").as_deref(),
        Some(
            "custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'"
        )
    );
}

#[test]
fn symbol_uses_are_not_checked_outside_a_symbol_table() {
    let config = ParserConfig {
        implicit_module: false,
        ..ParserConfig::default()
    };
    let text = "func.func @f() {\n  call @missing() : () -> ()\n  return\n}\n";
    let (ir, top) = parse_source(context(), text, &config).expect("parses");
    assert_eq!(ir.op_name_str(top), "func.func");
    verify(&ir, top).expect("no symbol table, so no symbol-use check");
}

#[test]
fn the_dialect_materializes_function_symbols_as_func_constant() {
    let (mut ir, top) =
        parse("func.func private @g(i32) -> i64\nfunc.func @f() {\n  return\n}\n").expect("parses");
    let ctx = ir.ctx_arc().clone();
    let ret = first_op_named(&ir, top, "func.return");
    let ty = ctx.function_type(&[ctx.integer_type(32)], &[ctx.integer_type(64)]);
    let symbol = ctx.intern_attr(strata_ir::AttrData::SymbolRef {
        root: ctx.intern_str("g"),
        nested: Vec::new(),
    });
    let mut builder = Builder::before(&mut ir, ret);
    let constant = Ir::materialize_constant_for(&mut builder, ret, symbol, ty, Location::Unknown)
        .expect("func materializes symbol references of function type");
    assert_eq!(ir.op_name_str(constant), "func.constant");
    verify(&ir, top).expect("a constant of an existing function verifies");
    let mut builder = Builder::before(&mut ir, ret);
    let i32 = ctx.integer_type(32);
    assert!(
        Ir::materialize_constant_for(
            &mut builder,
            ret,
            ctx.integer_attr(1, i32),
            i32,
            Location::Unknown
        )
        .is_none(),
        "func makes no integer constants"
    );
}
