use std::sync::Arc;

use strata_ir::Context;
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::verifier::verify;

use super::*;
use crate::ops::LEVELS;

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

fn round_trip(text: &str, generic: bool) -> String {
    let (ir, top) = parse_source(context(), text, &ParserConfig::default()).expect("parses");
    verify(&ir, top).expect("verifies");
    let options = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    operation_to_string(&ir, top, options)
}

#[test]
fn the_level_is_a_keyword_in_the_custom_form_and_a_property_in_the_generic_form() {
    let text = "%r = scope.at core_group -> (i32) {\n  %0 = \"test.value\"() : () -> i32\n  scope.yield %0 : i32\n}\n";
    let custom = round_trip(text, false);
    assert!(
        custom.contains("scope.at core_group -> (i32) {"),
        "{custom}"
    );
    let generic = round_trip(text, true);
    assert!(
        generic.contains("\"scope.at\"() <{level = \"core_group\"}> ({"),
        "{generic}"
    );
    assert_eq!(round_trip(&generic, false), custom);
}

#[test]
fn every_level_reads_and_an_unknown_one_does_not_verify() {
    for level in LEVELS {
        let text = format!("scope.at {level} {{\n  scope.yield\n}}\n");
        assert!(round_trip(&text, false).contains(&format!("scope.at {level} {{")));
    }
    let (ir, top) = parse_source(
        context(),
        "scope.at warp {\n  scope.yield\n}\n",
        &ParserConfig::default(),
    )
    .expect("parses");
    let error = verify(&ir, top).expect_err("does not verify");
    let message = format!("{:?}", error.diagnostics);
    assert!(message.contains("execution level"), "{message}");
}
