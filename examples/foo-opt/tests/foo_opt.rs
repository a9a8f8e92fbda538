//! The tutorial's dialect works end to end: `foo-opt` parses, verifies and
//! prints the `foo` ops, reports the custom verifier's error, and passes see
//! `foo.mix` through the `BinaryOp` interface. The guide's code blocks are
//! checked to be the code of this crate, so the tutorial cannot drift.

use std::sync::Arc;

use strata_interfaces::{BinaryOp, UnaryOp};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::{Builder, Context, Ir, WalkOrder};

const DIALECTS: &[strata_opt::DialectRegistration] = &[
    foo_opt::register,
    strata_func::register,
    strata_arith::register,
];

fn foo_opt(args: &[&str], stdin: &str) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = strata_opt::run_with_dialects(DIALECTS, &args, stdin.as_bytes(), &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

const INPUT: &str = "\
%x = unrealized_conversion_cast to i32
%y = foo.scale %x by 3 : i32
%z = foo.mix %x, %y {note = \"n\"} : i32
%n = foo.negate %z : i32
";

#[test]
fn the_custom_forms_round_trip() {
    let (code, out, err) = foo_opt(&["-"], INPUT);
    assert_eq!(code, 0, "{err}");
    // The module wraps the ops; each op prints as it was written: a space
    // before each operand, keyword and `:`, none before `,`. Like mlir-opt,
    // the output ends with an empty line.
    let expected = "module {\n  %x = unrealized_conversion_cast to i32\n  %y = foo.scale %x by 3 : i32\n  %z = foo.mix %x, %y {note = \"n\"} : i32\n  %n = foo.negate %z : i32\n}\n\n";
    assert_eq!(out, expected);
}

#[test]
fn the_generic_form_keeps_the_factor_in_the_properties() {
    let (code, out, err) = foo_opt(&["--mlir-print-op-generic", "-"], INPUT);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("%y = \"foo.scale\"(%x) <{factor = 3 : i64}> : (i32) -> i32"),
        "{out}"
    );
    assert!(
        out.contains("%z = \"foo.mix\"(%x, %y) {note = \"n\"} : (i32, i32) -> i32"),
        "{out}"
    );
}

#[test]
fn the_custom_verifier_reports_a_bad_factor_at_the_op() {
    let input = "%x = unrealized_conversion_cast to i32\n%y = foo.scale %x by 0 : i32\n";
    let (code, out, err) = foo_opt(&["-"], input);
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert!(
        err.contains("<stdin>:2:6: error: 'foo.scale' op expects a positive factor, got 0"),
        "{err}"
    );
}

#[test]
fn the_declared_constraints_are_verified() {
    let input = "%x = unrealized_conversion_cast to f32\n%y = foo.negate %x : f32\n";
    let (code, _, err) = foo_opt(&["-"], input);
    assert_eq!(code, 1);
    assert!(
        err.contains("'foo.negate' op operand #0 must be signless integer, but got 'f32'"),
        "{err}"
    );
}

#[test]
fn passes_find_the_interfaces() {
    let mut ctx = Context::new();
    foo_opt::register(&mut ctx);
    let (ir, top) = parse_source(Arc::new(ctx), INPUT, &ParserConfig::default()).expect("parses");
    let mut found = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, |op| found.push(op));
    let mix = found
        .iter()
        .copied()
        .find(|&op| foo_opt::ops::MixOp::from_op(&ir, op).is_some())
        .expect("a foo.mix");
    let negate = found
        .iter()
        .copied()
        .find(|&op| foo_opt::ops::NegateOp::from_op(&ir, op).is_some())
        .expect("a foo.negate");
    let binary = ir
        .interface::<dyn BinaryOp>(mix)
        .expect("foo.mix is a BinaryOp");
    assert_eq!(
        binary.lhs(&ir, mix),
        Some(foo_opt::ops::MixOp(mix).lhs(&ir))
    );
    assert!(ir.interface::<dyn BinaryOp>(negate).is_none());
    assert!(ir.interface::<dyn UnaryOp>(negate).is_some());
}

#[test]
fn the_dialect_s_trait_and_object_are_found() {
    let mut ctx = Context::new();
    foo_opt::register(&mut ctx);
    strata_arith::register(&mut ctx);
    let (mut ir, top) =
        parse_source(Arc::new(ctx), INPUT, &ParserConfig::default()).expect("parses");
    let mut found = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, |op| found.push(op));
    let scale = found
        .iter()
        .copied()
        .find(|&op| foo_opt::ops::ScaleOp::from_op(&ir, op).is_some())
        .expect("a foo.scale");
    let mix = found
        .iter()
        .copied()
        .find(|&op| foo_opt::ops::MixOp::from_op(&ir, op).is_some())
        .expect("a foo.mix");
    assert!(ir.implements_trait::<foo_opt::ops::KeepsSign>(scale));
    assert!(!ir.implements_trait::<foo_opt::ops::KeepsSign>(mix));

    // A folder asks the op's dialect for a constant: foo's object makes an
    // arith.constant before the op.
    assert_eq!(ir.op_dialect(scale).map(|d| d.name()), Some("foo"));
    let i32_type = ir.ctx().integer_type(32);
    let six = ir.ctx().integer_attr(6, i32_type);
    let location = ir.op_location(scale);
    let constant = {
        let mut builder = Builder::before(&mut ir, scale);
        Ir::materialize_constant_for(&mut builder, scale, six, i32_type, location)
    }
    .expect("foo materializes constants");
    assert_eq!(ir.op_name_str(constant), "arith.constant");
    assert_eq!(ir.attr(constant, "value"), Some(six));
    assert_eq!(ir.next_op(constant), Some(scale));
}

/// Every ```rust block of `guide` (under `docs/guide/`) appears in the
/// crate's `files`; returns how many blocks there are.
fn guide_blocks_in_sources(guide: &str, files: &[&str]) -> usize {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let guide = std::fs::read_to_string(root.join("../../docs/guide").join(guide))
        .expect("the guide exists");
    let sources: String = files
        .iter()
        .map(|f| std::fs::read_to_string(root.join(f)).expect("source exists"))
        .collect();
    let normalize = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let sources = normalize(&sources);
    let mut blocks = 0;
    let mut rest = guide.as_str();
    while let Some(start) = rest.find("```rust\n") {
        let body = &rest[start + 8..];
        // A block may hold a ```mlir example in a doc comment: it ends at
        // the first ``` at the start of a line.
        let end = body
            .match_indices("```")
            .map(|(i, _)| i)
            .find(|&i| i == 0 || body[..i].ends_with('\n'))
            .expect("closed code block");
        assert!(
            sources.contains(&normalize(&body[..end])),
            "guide block not found in examples/foo-opt/src:\n{}",
            &body[..end]
        );
        blocks += 1;
        rest = &body[end + 3..];
    }
    blocks
}

#[test]
fn the_guide_shows_this_crate_s_code() {
    let blocks = guide_blocks_in_sources(
        "define-a-dialect.md",
        &["src/lib.rs", "src/ops.rs", "src/main.rs"],
    );
    assert!(blocks >= 3, "the guide shows the dialect's code");
}

#[test]
fn the_pass_guide_shows_this_crate_s_code() {
    let blocks = guide_blocks_in_sources(
        "write-a-pass.md",
        &["src/lib.rs", "src/passes.rs", "src/main.rs"],
    );
    assert!(blocks >= 5, "the guide shows the passes' code");
}

const SCALES: &str = "\
func.func @f(%x: i32) -> i32 {
  %a = foo.scale %x by 2 : i32
  %b = foo.scale %a by 3 : i32
  %c = foo.scale %b by 1 : i32
  %d = foo.negate %c : i32
  return %d : i32
}
";

fn foo_opt_with_passes(args: &[&str], stdin: &str) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let passes: &[strata_opt::PassRegistration] = &[
        strata_transforms::register_passes,
        foo_opt::passes::register_passes,
    ];
    let code = strata_opt::run_with(
        DIALECTS,
        passes,
        &args,
        stdin.as_bytes(),
        &mut out,
        &mut err,
    );
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

#[test]
fn canonicalize_uses_the_scale_pattern() {
    let (code, out, err) = foo_opt_with_passes(&["--canonicalize", "-"], SCALES);
    assert_eq!(code, 0, "{err}");
    // `%c = %b * 1` is `%b`; nothing else changes.
    assert!(out.contains("%d = foo.negate %b : i32"), "{out}");
    assert!(!out.contains("by 1"), "{out}");
}

#[test]
fn the_merge_pass_merges_chains_within_its_limit_and_keeps_its_property() {
    let (code, out, err) = foo_opt_with_passes(
        &[
            "--pass-pipeline=builtin.module(foo-merge-scales,canonicalize)",
            "--verify-properties=after",
            "--mlir-pass-statistics",
            "-",
        ],
        SCALES,
    );
    assert_eq!(code, 0, "{err}");
    // 2 * 3 * 1 = 6 in one op; the ops it replaced are gone.
    assert!(out.contains("foo.scale %x by 6 : i32"), "{out}");
    assert_eq!(out.matches("foo.scale").count(), 1, "{out}");
    assert!(err.contains("(S) 2 num-merged"), "{err}");

    // With a limit of 4, 2 * 3 does not merge, 3 * 1 does.
    let (code, out, err) = foo_opt_with_passes(
        &["-foo-merge-scales=max-factor=4", "--canonicalize", "-"],
        SCALES,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("by 2") && out.contains("by 3"), "{out}");
    assert_eq!(out.matches("foo.scale").count(), 2, "{out}");
}

#[test]
fn the_property_names_each_scale_that_could_merge() {
    use strata_pass::IrProperty;
    let mut ctx = Context::new();
    for register in DIALECTS {
        register(&mut ctx);
    }
    let (ir, top) = parse_source(Arc::new(ctx), SCALES, &ParserConfig::default()).expect("parses");
    let property = foo_opt::passes::NoNestedScales { max_factor: 1000 };
    let violations = property.violations(&ir, top);
    // %b (of %a) and %c (of %b).
    assert_eq!(violations.len(), 2);
    assert_eq!(
        violations[0].message,
        "foo.scale of a foo.scale could be merged"
    );
    let tight = foo_opt::passes::NoNestedScales { max_factor: 4 };
    assert_eq!(tight.violations(&ir, top).len(), 1, "only 3 * 1 fits");
}
