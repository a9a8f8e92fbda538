use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::verifier::verify;
use strata_ir::{Context, OpTraits};

use super::*;

/// The expr dialect, and unregistered ops for values from outside.
fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

fn parse(text: &str) -> Result<(strata_ir::Ir, strata_ir::OpId), String> {
    parse_source(context(), text, &ParserConfig::default()).map_err(|e| format!("{e:?}"))
}

#[test]
fn a_tree_is_a_single_block_op_with_the_effects_of_its_contents() {
    let ctx = context();
    let tree = ctx
        .op_definition(ctx.intern_str("expr.tree"))
        .expect("registered");
    assert!(tree.traits.contains(OpTraits::SINGLE_BLOCK));
    let yield_op = ctx
        .op_definition(ctx.intern_str("expr.yield"))
        .expect("registered");
    assert!(
        yield_op
            .traits
            .contains(OpTraits::TERMINATOR | OpTraits::RETURN_LIKE | OpTraits::PURE)
    );
}

#[test]
fn the_custom_form_reads_back_as_the_generic_form() {
    let custom = "%a = \"test.value\"() : () -> i32\n\
                  %c = expr.tree : i32 {\n  %0 = expr.tree : i32 {\n    expr.yield %a : i32\n  }\n  expr.yield %0 : i32\n}\n";
    let (ir, top) = parse(custom).expect("parses");
    verify(&ir, top).expect("verifies");
    let generic = operation_to_string(
        &ir,
        top,
        PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        generic.contains("\"expr.tree\"() ({") && generic.contains("}) : () -> i32"),
        "{generic}"
    );
    let (again, top_again) = parse(&generic).expect("the generic form parses");
    let printed = operation_to_string(&again, top_again, PrintOptions::default());
    assert_eq!(
        printed,
        operation_to_string(&ir, top, PrintOptions::default())
    );
}

/// Unregistered ops may have any effect, so they cannot be in a tree.
#[test]
fn an_op_that_may_have_side_effects_is_not_part_of_an_expression() {
    let text =
        "%c = expr.tree : i32 {\n  %0 = \"test.value\"() : () -> i32\n  expr.yield %0 : i32\n}\n";
    let (ir, top) = parse(text).expect("parses");
    let error = verify(&ir, top).expect_err("does not verify");
    let message = format!("{:?}", error.diagnostics);
    assert!(message.contains("may have side effects"), "{message}");
}
