//! End-to-end tests of the cf ops inside the crate: parse, verify and print
//! through the core, with the ops nested in an unregistered generic op (the
//! func dialect is not a dependency). The expected texts are what
//! `mlir-opt-22 --allow-unregistered-dialect` prints for the same input.

use std::sync::Arc;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, operation_to_string};
use strata_ir::verifier::verify;
use strata_ir::{Context, Ir, OpId};

use crate::{AssertOp, BranchOp, CondBranchOp, SwitchOp};

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&mut ctx);
    Arc::new(ctx)
}

/// `body` (blocks) inside `"t.f"() ({ ^bb0(args): body }) : () -> ()`.
fn wrap(args: &str, body: &str) -> String {
    format!("\"t.f\"() ({{\n^bb0({args}):\n{body}\n}}) : () -> ()\n")
}

fn parse(text: &str) -> Result<(Ir, OpId), String> {
    parse_source(context(), text, &ParserConfig::default())
        .map_err(|error| error.diagnostic().message.clone())
}

/// The error of parsing then verifying `text`, if any.
fn error_of(text: &str) -> Option<String> {
    match parse(text) {
        Err(message) => Some(message),
        Ok((ir, top)) => verify(&ir, top).err().map(|e| e.first().message.clone()),
    }
}

/// `text` printed as `mlir-opt-22` prints it (`--discard-value-names`,
/// optionally `--mlir-print-op-generic`).
fn print(text: &str, generic: bool) -> String {
    let (ir, top) = parse(text).expect("parses");
    verify(&ir, top).expect("verifies");
    let options = PrintOptions {
        generic,
        discard_value_names: true,
        ..PrintOptions::default()
    };
    operation_to_string(&ir, top, options)
}

/// The printed module's lines between the `^bb0` header and the wrapper's
/// closing line.
fn body_lines(printed: &str) -> Vec<String> {
    let lines: Vec<&str> = printed.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.contains("^bb0"))
        .map_or(0, |i| i + 1);
    let end = lines
        .iter()
        .rposition(|l| l.contains("}) : () -> ()"))
        .unwrap_or(lines.len());
    lines[start..end].iter().map(|l| l.to_string()).collect()
}

#[test]
fn registers_the_four_ops_with_their_traits() {
    let ctx = context();
    let names = ctx.registered_op_names();
    for name in ["cf.br", "cf.cond_br", "cf.switch", "cf.assert"] {
        assert!(names.contains(&name), "{name} is registered");
    }
    use strata_ir::OpTraits;
    for branch in [
        BranchOp::DEFINITION,
        CondBranchOp::DEFINITION,
        SwitchOp::DEFINITION,
    ] {
        assert!(
            branch
                .traits
                .contains(OpTraits::TERMINATOR.union(OpTraits::PURE))
        );
        assert!(branch.successor_operands.is_some());
    }
    assert!(!AssertOp::DEFINITION.traits.contains(OpTraits::PURE));
    assert!(!AssertOp::DEFINITION.traits.contains(OpTraits::TERMINATOR));
}

#[test]
fn branches_round_trip_in_custom_form() {
    let body = "  cf.br ^bb1(%arg0 : i32)
^bb1(%0: i32):
  cf.cond_br %arg1 weights([60, 40]), ^bb2(%0, %arg0 : i32, i32), ^bb3 {foo}
^bb2(%1: i32, %2: i32):
  cf.assert %arg1, \"quote \\\" and newline \\n\"
  cf.br ^bb3
^bb3:
  \"t.ret\"() : () -> ()";
    let printed = print(&wrap("%arg0: i32, %arg1: i1", body), false);
    assert_eq!(
        body_lines(&printed),
        [
            "    cf.br ^bb1(%arg0 : i32)",
            "  ^bb1(%0: i32):  // pred: ^bb0",
            "    cf.cond_br %arg1 weights([60, 40]), ^bb2(%0, %arg0 : i32, i32), ^bb3 {foo}",
            "  ^bb2(%1: i32, %2: i32):  // pred: ^bb1",
            "    cf.assert %arg1, \"quote \\22 and newline \\0A\"",
            "    cf.br ^bb3",
            "  ^bb3:  // 2 preds: ^bb1, ^bb2",
            "    \"t.ret\"() : () -> ()",
        ]
    );
    assert_eq!(print(&printed, false), printed);
}

#[test]
fn branches_print_mlir_generic_forms() {
    let body = "  cf.cond_br %arg1 weights([1, 2]), ^bb1(%arg0 : i32), ^bb2
^bb1(%0: i32):
  cf.assert %arg1, \"m\"
  cf.br ^bb2
^bb2:
  \"t.ret\"() : () -> ()";
    let printed = print(&wrap("%arg0: i32, %arg1: i1", body), true);
    let lines = body_lines(&printed);
    assert_eq!(
        lines[0],
        "    \"cf.cond_br\"(%arg1, %arg0)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()"
    );
    assert_eq!(
        lines[2],
        "    \"cf.assert\"(%arg1) <{msg = \"m\"}> : (i1) -> ()"
    );
    assert_eq!(lines[3], "    \"cf.br\"()[^bb2] : () -> ()");
    assert_eq!(print(&printed, true), printed);
}

#[test]
fn switch_prints_cases_on_their_own_lines() {
    let body = "  cf.switch %arg0 : i32, [default: ^bb1(%arg0 : i32), -1: ^bb2, 42: ^bb1(%arg0 : i32)] {foo = 1 : i32}
^bb1(%0: i32):
  cf.switch %arg2 : i8, [default: ^bb2]
^bb2:
  \"t.ret\"() : () -> ()";
    let printed = print(&wrap("%arg0: i32, %arg2: i8", body), false);
    assert_eq!(
        body_lines(&printed),
        [
            "    cf.switch %arg0 : i32, [",
            "      default: ^bb1(%arg0 : i32),",
            "      4294967295: ^bb2,",
            "      42: ^bb1(%arg0 : i32)",
            "    ] {foo = 1 : i32}",
            "  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0",
            "    cf.switch %arg1 : i8, [",
            "      default: ^bb2]",
            "  ^bb2:  // 2 preds: ^bb0, ^bb1",
            "    \"t.ret\"() : () -> ()",
        ]
    );
    let generic = print(&printed, true);
    let lines = body_lines(&generic);
    assert_eq!(
        lines[0],
        "    \"cf.switch\"(%arg0, %arg0, %arg0)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-1, 42]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> {foo = 1 : i32} : (i32, i32, i32) -> ()"
    );
    assert_eq!(
        lines[2],
        "    \"cf.switch\"(%arg1)[^bb2] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()"
    );
    assert_eq!(print(&generic, false), printed);
}

#[test]
fn switch_case_values_follow_the_flag_width() {
    let body = "  cf.switch %arg0 : i8, [default: ^bb1, 200: ^bb1, -128: ^bb1, 200: ^bb1]
^bb1:
  \"t.ret\"() : () -> ()";
    let (ir, top) = parse(&wrap("%arg0: i8", body)).expect("parses");
    let mut switch = None;
    ir.walk(top, strata_ir::WalkOrder::PreOrder, |op| {
        switch = switch.or(SwitchOp::from_op(&ir, op));
    });
    let switch = switch.expect("a cf.switch");
    assert_eq!(switch.case_value(&ir, 0), Some(-56));
    assert_eq!(switch.case_value(&ir, 1), Some(-128));
    assert_eq!(switch.case_value(&ir, 3), None);
    assert!(switch.case_operands_of(&ir, 1).is_empty());
    let printed = print(&wrap("%arg0: i8", body), false);
    assert!(printed.contains("      200: ^bb1,\n      128: ^bb1,\n      200: ^bb1\n    ]"));
}

#[test]
fn switch_splat_case_values_print_as_splats() {
    let body = "  cf.switch %arg0 : i32, [default: ^bb1, 5: ^bb1, 5: ^bb1]
^bb1:
  \"t.ret\"() : () -> ()";
    let generic = print(&wrap("%arg0: i32", body), true);
    assert!(generic.contains("case_values = dense<5> : vector<2xi32>"));
}

#[test]
fn custom_syntax_errors_use_mlir_wording() {
    let cases = [
        (
            "%arg0: i32",
            "  cf.br ^bb1(%arg0 : i32, i32)\n^bb1(%0: i32):\n  \"t.ret\"() : () -> ()",
            "custom op 'cf.br' number of operands and types do not match: got 1 operands and 2 types",
        ),
        (
            "%arg0: i1",
            "  cf.cond_br %arg0, ^bb1\n^bb1:\n  \"t.ret\"() : () -> ()",
            "expected ','",
        ),
        (
            "%arg0: i1",
            "  cf.cond_br %arg0 weights([1, 2147483648]), ^bb1, ^bb1\n^bb1:\n  \"t.ret\"() : () -> ()",
            "custom op 'cf.cond_br' integer value too large",
        ),
        (
            "%arg0: i1",
            "  cf.cond_br %arg0 weights(array<i32: 1, 2>), ^bb1, ^bb1\n^bb1:\n  \"t.ret\"() : () -> ()",
            "expected '['",
        ),
        (
            "%arg0: index",
            "  cf.switch %arg0 : index, [default: ^bb1]\n^bb1:\n  \"t.ret\"() : () -> ()",
            "custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'",
        ),
        (
            "%arg0: i32",
            "  cf.switch %arg0 : i32, [45: ^bb1]\n^bb1:\n  \"t.ret\"() : () -> ()",
            "custom op 'cf.switch' expected 'default'",
        ),
        (
            "%arg0: i32",
            "  cf.switch %arg0 : i32, [default: ^bb1, \"x\": ^bb1]\n^bb1:\n  \"t.ret\"() : () -> ()",
            "custom op 'cf.switch' expected integer value",
        ),
        (
            "%arg0: i32",
            "  cf.switch %arg0 : i32, [default: ^bb1, 18446744073709551616: ^bb1]\n^bb1:\n  \"t.ret\"() : () -> ()",
            "custom op 'cf.switch' integer value too large",
        ),
        (
            "%arg0: i32",
            "  cf.switch %arg0 : i32, [default: ^bb1, 1: ^bb1 2: ^bb1]\n^bb1:\n  \"t.ret\"() : () -> ()",
            "expected ']'",
        ),
        (
            "%arg0: i32",
            "  cf.switch %arg0 : i32, [default: ^bb1(%arg0 : i32, i32)]\n^bb1(%0: i32):\n  \"t.ret\"() : () -> ()",
            "custom op 'cf.switch' number of operands and types do not match: got 1 operands and 2 types",
        ),
        (
            "%arg0: i32",
            "  cf.assert %arg0, \"x\"\n  \"t.ret\"() : () -> ()",
            "use of value '%arg0' expects different type than prior uses: 'i1' vs 'i32'",
        ),
        (
            "%arg0: i1",
            "  cf.assert %arg0, [1]\n  \"t.ret\"() : () -> ()",
            "custom op 'cf.assert' invalid kind of attribute specified",
        ),
        (
            "%arg0: i1",
            "  cf.assert %arg0, 5\n  \"t.ret\"() : () -> ()",
            "integer literal not valid for specified type",
        ),
    ];
    for (args, body, expected) in cases {
        assert_eq!(
            error_of(&wrap(args, body)).as_deref(),
            Some(expected),
            "{body}"
        );
    }
}

#[test]
fn verifier_errors_use_mlir_wording() {
    let ret = "^bb1:\n  \"t.ret\"() : () -> ()";
    let cases = [
        (
            "%arg0: i1",
            format!("  cf.cond_br %arg0 weights([100]), ^bb1, ^bb1\n{ret}"),
            "expects number of branch weights to match number of successors: 1 vs 2",
        ),
        (
            "%arg0: i1",
            format!("  cf.cond_br %arg0 weights([0, 0]), ^bb1, ^bb1\n{ret}"),
            "branch weights cannot all be zero",
        ),
        (
            "%arg0: i32",
            format!(
                "  \"cf.cond_br\"(%arg0)[^bb1, ^bb1] <{{operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i32) -> ()\n{ret}"
            ),
            "'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'",
        ),
        (
            "%arg0: i32",
            format!(
                "  \"cf.switch\"(%arg0)[^bb1, ^bb1] <{{case_operand_segments = array<i32: 0>, case_values = dense<[5, 6]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i32) -> ()\n{ret}"
            ),
            "'cf.switch' op number of case values (2) should match number of case destinations (1)",
        ),
        (
            "%arg0: i32",
            format!(
                "  \"cf.switch\"(%arg0)[^bb1, ^bb1] <{{case_operand_segments = array<i32: 0>, case_values = dense<5> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i32) -> ()\n{ret}"
            ),
            "'cf.switch' op 'flag' type ('i32') should match case value type ('i64')",
        ),
        (
            "%arg0: i32",
            format!(
                "  \"cf.switch\"(%arg0)[^bb1, ^bb1] <{{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i32) -> ()\n{ret}"
            ),
            "'cf.switch' op number of case values (0) should match number of case destinations (1)",
        ),
        (
            "%arg0: i32",
            format!(
                "  \"cf.switch\"(%arg0)[^bb1, ^bb1] <{{case_operand_segments = array<i32: 1>, case_values = dense<5> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i32) -> ()\n{ret}"
            ),
            "'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'",
        ),
        (
            "%arg0: i32",
            format!(
                "  \"cf.switch\"(%arg0, %arg0)[^bb1, ^bb1, ^bb1] <{{case_operand_segments = array<i32: 2, -1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}}> : (i32, i32) -> ()\n{ret}"
            ),
            "'cf.switch' op 'case_operand_segments' attribute cannot have negative elements",
        ),
        (
            "%arg0: f32",
            format!(
                "  \"cf.switch\"(%arg0)[^bb1] <{{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}}> : (f32) -> ()\n{ret}"
            ),
            "'cf.switch' op operand #0 must be integer, but got 'f32'",
        ),
        (
            "%arg0: i32",
            format!(
                "  \"cf.switch\"(%arg0)[^bb1] <{{operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i32) -> ()\n{ret}"
            ),
            "'cf.switch' op requires attribute 'case_operand_segments'",
        ),
        (
            "%arg0: i1",
            format!("  \"cf.assert\"(%arg0) : (i1) -> ()\n  cf.br ^bb1\n{ret}"),
            "'cf.assert' op requires attribute 'msg'",
        ),
        (
            "",
            format!("  \"cf.br\"()[^bb1, ^bb1] : () -> ()\n{ret}"),
            "'cf.br' op requires 1 successor but found 2",
        ),
    ];
    for (args, body, expected) in cases {
        assert_eq!(
            error_of(&wrap(args, &body)).as_deref(),
            Some(expected),
            "{body}"
        );
    }
}

#[test]
fn successor_operands_are_checked_against_block_arguments() {
    let cases = [
        (
            "%arg0: i32",
            "  cf.br ^bb1(%arg0 : i32)\n^bb1:\n  \"t.ret\"() : () -> ()",
            "branch has 1 operands for successor #0, but target block has 0",
        ),
        (
            "%arg0: i32",
            "  cf.br ^bb1(%arg0 : i32)\n^bb1(%0: f32):\n  \"t.ret\"() : () -> ()",
            "type mismatch for bb argument #0 of successor #0",
        ),
        (
            "%arg0: i1, %arg1: i32",
            "  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1\n^bb1(%0: i32):\n  \"t.ret\"() : () -> ()",
            "branch has 0 operands for successor #1, but target block has 1",
        ),
        (
            "%arg0: i32",
            "  cf.switch %arg0 : i32, [default: ^bb1, 1: ^bb2(%arg0 : i32)]\n^bb1:\n  \"t.ret\"() : () -> ()\n^bb2(%0: f32):\n  \"t.ret\"() : () -> ()",
            "type mismatch for bb argument #0 of successor #1",
        ),
    ];
    for (args, body, expected) in cases {
        let message = error_of(&wrap(args, body)).expect("an error");
        assert!(message.contains(expected), "{message}");
    }
}

/// The switch in `body` after `cf.switch`'s patterns ran on it alone.
fn after_switch_patterns(args: &str, body: &str) -> String {
    use strata_rewrite::{CanonicalizationPatterns, GreedyRewriteConfig, RewritePatternSet};
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    crate::register(&mut ctx);
    strata_arith::register(&mut ctx);
    let (mut ir, top) = parse_source(Arc::new(ctx), &wrap(args, body), &ParserConfig::default())
        .map_err(|error| error.diagnostic().message.clone())
        .expect("parses");
    let mut patterns = RewritePatternSet::new();
    crate::canonicalize::SwitchPatterns.add_patterns(&mut patterns);
    let frozen = patterns.freeze();
    strata_rewrite::apply_patterns_greedily(&mut ir, top, &frozen, &GreedyRewriteConfig::default());
    verify(&ir, top).expect("still verifies");
    let options = PrintOptions {
        discard_value_names: true,
        ..PrintOptions::default()
    };
    operation_to_string(&ir, top, options)
}

#[test]
fn switch_cases_rebuild_to_the_same_op() {
    let text = wrap(
        "%f: i32, %a: i32",
        "  cf.switch %f : i32, [\n    default: ^bb1(%a : i32),\n    -1: ^bb2,\n    7: ^bb1(%f : i32)\n  ]\n^bb1(%x: i32):\n  \"t.return\"() : () -> ()\n^bb2:\n  \"t.return\"() : () -> ()",
    );
    let (mut ir, top) = parse(&text).expect("parses");
    let mut switch = None;
    ir.walk(top, strata_ir::WalkOrder::PreOrder, |op| {
        if ir.op_name_str(op) == SwitchOp::NAME {
            switch = Some(SwitchOp(op));
        }
    });
    let switch = switch.expect("a switch");
    let cases = switch.cases(&ir);
    assert_eq!(cases.iter().map(|c| c.0).collect::<Vec<_>>(), [-1, 7]);
    let before = operation_to_string(&ir, top, PrintOptions::default());
    let flag = switch.flag(&ir);
    let default = (
        switch.default_destination(&ir),
        switch.default_operands(&ir),
    );
    let location = ir.op_location(switch.0);
    let state =
        SwitchOp::build_with_cases(&mut ir, location, flag, (default.0, &default.1), &cases);
    let mut builder = strata_ir::Builder::before(&mut ir, switch.0);
    let rebuilt = builder.create(state).expect("creates");
    ir.replace_op_uses_with(switch.0, &[]).expect("no results");
    ir.erase_op(switch.0).expect("erases");
    verify(&ir, top).expect("verifies");
    assert_ne!(rebuilt, switch.0);
    assert_eq!(
        operation_to_string(&ir, top, PrintOptions::default()),
        before
    );
}

#[test]
fn switch_patterns_fold_known_flags() {
    // A constant flag takes its case.
    let printed = after_switch_patterns(
        "%a: i32",
        "  %c = \"t.c\"() : () -> i32\n  %k = arith.constant 7 : i32\n  cf.switch %k : i32, [\n    default: ^bb1,\n    7: ^bb2\n  ]\n^bb1:\n  \"t.one\"() : () -> ()\n  \"t.return\"() : () -> ()\n^bb2:\n  \"t.two\"() : () -> ()\n  \"t.return\"() : () -> ()",
    );
    // The default block becomes unreachable and goes.
    assert!(
        !printed.contains("cf.switch") && printed.contains("t.two") && !printed.contains("t.one"),
        "{printed}"
    );
    // Without cases: a branch to the default.
    let printed = after_switch_patterns(
        "%f: i32",
        "  cf.switch %f : i32, [\n    default: ^bb1\n  ]\n^bb1:\n  \"t.return\"() : () -> ()",
    );
    assert!(
        printed.contains("cf.br ^bb1") && !printed.contains("cf.switch"),
        "{printed}"
    );
}

#[test]
fn branch_patterns_settle_on_a_cycle_of_branches() {
    use strata_rewrite::{CanonicalizationPatterns, GreedyRewriteConfig, RewritePatternSet};
    let (mut ir, top) = parse(&wrap(
        "",
        "  cf.br ^bb1\n^bb1:\n  cf.br ^bb2\n^bb2:\n  cf.br ^bb1",
    ))
    .expect("parses");
    let mut patterns = RewritePatternSet::new();
    crate::canonicalize::BranchPatterns.add_patterns(&mut patterns);
    let frozen = patterns.freeze();
    // Top-down, as the canonicalizer runs: without the cycle check the
    // branch of the entry block went round ^bb1 and ^bb2 forever within
    // the first iteration.
    let config = GreedyRewriteConfig {
        top_down: true,
        ..GreedyRewriteConfig::default()
    };
    let outcome = strata_rewrite::apply_patterns_greedily(&mut ir, top, &frozen, &config);
    assert!(outcome.converged);
    verify(&ir, top).expect("still verifies");
}
