//! Unit tests of `--verify-diagnostics`; every expectation was observed with
//! `/usr/bin/mlir-opt-22 --allow-unregistered-dialect --verify-diagnostics`
//! (plus `--split-input-file` where said) on a file whose content is the
//! test's source string; names like `v1.mlir` are those of the scratch files.

use super::*;
use Severity::{Error, Note, Remark, Warning};

const UNDECLARED: &str = "use of undeclared SSA value name";

fn diag(severity: Severity, line: Option<u32>, col: u32, message: &str) -> EmittedDiagnostic {
    EmittedDiagnostic {
        severity,
        line,
        col,
        message: message.to_owned(),
    }
}

/// `(line, col, range_len, message)` of each failure.
fn run(source: &str, diags: &[EmittedDiagnostic]) -> Vec<(Option<u32>, u32, u32, String)> {
    verify_diagnostics(source, diags, VerifyLevel::All)
        .into_iter()
        .map(|f| (f.line, f.col, f.range_len, f.message))
        .collect()
}

fn at(line: u32, col: u32, range: u32, message: &str) -> (Option<u32>, u32, u32, String) {
    (Some(line), col, range, message.to_owned())
}

fn unknown(message: &str) -> (Option<u32>, u32, u32, String) {
    (None, 0, 0, message.to_owned())
}

#[test]
fn split_file_is_verified_as_a_whole() {
    // v1.mlir, `mlir-opt-22 --split-input-file --verify-diagnostics`: the
    // unexpected error of chunk 4 (11:14) comes BEFORE the unmatched
    // expectation of chunk 3 (9:4, `^` + 13 `~`); lines are original.
    let src = "\"foo.a\"() : () -> ()\n// -----\n\"foo.b\"() : () -> ()\n// expected-error @+1 {{use of undeclared SSA value name}}\n%x = \"foo.a\"(%undefined) : (i32) -> i32\n// -----\n// expected-error @+1 {{use of undeclared}}\n%x = \"foo.a\"(%undefined) : (i32) -> i32\n// expected-error {{never produced}}\n// -----\n%x = \"foo.a\"(%undefined) : (i32) -> i32\n";
    let diags = [
        diag(Error, Some(5), 14, UNDECLARED),
        diag(Error, Some(8), 14, UNDECLARED),
        diag(Error, Some(11), 14, UNDECLARED),
    ];
    let (mut verifier, setup) = DiagnosticVerifier::new(src, VerifyLevel::All);
    assert!(setup.is_empty() && !verifier.has_failed());
    assert_eq!(verifier.process(&diags[0]), None);
    assert_eq!(verifier.process(&diags[1]), None);
    let unexpected = verifier.process(&diags[2]);
    assert_eq!(
        unexpected,
        Some(VerifyFailure {
            line: Some(11),
            col: 14,
            range_len: 0,
            message: format!("unexpected error: {UNDECLARED}")
        })
    );
    assert!(verifier.has_failed());
    assert_eq!(
        verifier.finish(),
        vec![VerifyFailure {
            line: Some(9),
            col: 4,
            range_len: 14,
            message: "expected error \"never produced\" was not produced".into()
        }]
    );
}

#[test]
fn split_mode_usage_with_chunk_positions() {
    // Same v1.mlir, driven the way strata-opt does it: one verifier for the
    // file, chunk-relative positions mapped back with `to_original`.
    let src = "\"foo.a\"() : () -> ()\n// -----\n// expected-error @+1 {{undeclared}}\n%x = \"foo.a\"(%undefined) : (i32) -> i32\n// -----\n%x = \"foo.a\"(%undefined) : (i32) -> i32\n";
    let chunks = crate::split_input::split_input(src).chunks;
    let (mut verifier, _) = DiagnosticVerifier::new(src, VerifyLevel::All);
    let mut failures = Vec::new();
    // The parser reports the error on line 3 of chunk 2 and line 2 of chunk 3.
    for (chunk, chunk_line) in [(&chunks[1], 3), (&chunks[2], 2)] {
        let (line, col) = chunk.to_original(chunk_line, 14);
        failures.extend(verifier.process(&diag(Error, Some(line), col, UNDECLARED)));
    }
    failures.extend(verifier.finish());
    let unexpected = format!("unexpected error: {UNDECLARED}");
    let got: Vec<_> = failures
        .into_iter()
        .map(|f| (f.line, f.col, f.range_len, f.message))
        .collect();
    assert_eq!(got, vec![at(6, 14, 0, &unexpected)]);
}

#[test]
fn annotation_spanning_a_marker_and_unknown_reported_twice() {
    // w1.mlir (split + verify): `// expected-error {{x // -----}}` is read
    // from the whole line; an unmatched `@unknown` is printed twice, last.
    let src = "\"foo.a\"() : () -> ()\n// expected-error {{x // -----}}\n// -----\n// expected-error @unknown {{nope}}\n";
    let got = run(src, &[]);
    assert_eq!(
        got,
        vec![
            at(2, 4, 10, "expected error \"x // -----\" was not produced"),
            unknown("expected error \"nope\" was not produced"),
            unknown("expected error \"nope\" was not produced")
        ]
    );
    // u2.mlir: `@unknown` in chunk 1 matches an unknown-location error of chunk 2.
    let src = "// expected-error @unknown {{op failed to verify}}\n\"foo.a\"() : () -> ()\n// -----\n%0 = \"arith.constant\"() {value = 1 : i64} : () -> i32 loc(unknown)\n";
    let msg = "'arith.constant' op failed to verify that all of {value, result} have same type";
    assert!(run(src, &[diag(Error, None, 0, msg)]).is_empty());
    // x9.mlir: unexpected error at an unknown location → `<unknown>:0:`.
    assert_eq!(
        run("", &[diag(Error, None, 0, msg)]),
        vec![(None, 0, 0, format!("unexpected error: {msg}"))]
    );
}

#[test]
fn near_misses_on_severity() {
    // a1.mlir: near miss at the annotation (3:4, caret only), then the
    // expectation is still unmatched; unknown ones come last, twice.
    let src = "// expected-error @unknown {{never}}\n%0 = \"arith.constant\"() loc(unknown)\n// expected-warning @+1 {{use of undeclared}}\n%x = \"foo.a\"(%undefined) : (i32) -> i32\n";
    let got = run(src, &[diag(Error, Some(4), 14, UNDECLARED)]);
    assert_eq!(
        got,
        vec![
            at(
                3,
                4,
                0,
                "'error' diagnostic emitted when expecting a 'warning'"
            ),
            at(
                3,
                4,
                17,
                "expected warning \"use of undeclared\" was not produced"
            ),
            unknown("expected error \"never\" was not produced"),
            unknown("expected error \"never\" was not produced")
        ]
    );
    // x7.mlir: with two candidates, the LAST one is the near miss; a tab
    // counts as one column (`\t// expected-` → col 5).
    let src = "\t// expected-warning @+2 {{undeclared}}\n// expected-remark @+1 {{undeclared}}\n%x = \"foo.a\"(%undefined) : (i32) -> i32\n";
    let got = run(src, &[diag(Error, Some(3), 14, UNDECLARED)]);
    assert_eq!(
        got,
        vec![
            at(
                2,
                4,
                0,
                "'error' diagnostic emitted when expecting a 'remark'"
            ),
            at(1, 5, 10, "expected warning \"undeclared\" was not produced"),
            at(2, 4, 10, "expected remark \"undeclared\" was not produced")
        ]
    );
    // x8.mlir: a near miss on an `@unknown` expectation prints at `<unknown>:0`.
    let got = run(
        "// expected-remark @unknown {{failed to verify}}\n",
        &[diag(Error, None, 0, "op failed to verify")],
    );
    assert_eq!(
        got[0],
        (
            None,
            0,
            0,
            "'error' diagnostic emitted when expecting a 'remark'".into()
        )
    );
    assert_eq!(got.len(), 3);
}

#[test]
fn notes_are_matched_separately() {
    // n1.mlir / n2.mlir: redefinition error + "previously defined here" note.
    let diags = [
        diag(Error, Some(2), 1, "redefinition of SSA value '%x'"),
        diag(Note, Some(1), 1, "previously defined here"),
    ];
    let plain = "%x = \"foo.a\"() : () -> i32\n%x = \"foo.b\"() : () -> i32\n";
    assert_eq!(
        run(plain, &diags),
        vec![
            at(2, 1, 0, "unexpected error: redefinition of SSA value '%x'"),
            at(1, 1, 0, "unexpected note: previously defined here")
        ]
    );
    let annotated = "// expected-note @+1 {{previously}}\n%x = \"foo.a\"() : () -> i32\n// expected-error @+1 {{redefinition}}\n%x = \"foo.b\"() : () -> i32\n";
    let diags = [
        diag(Error, Some(4), 1, "redefinition of SSA value '%x'"),
        diag(Note, Some(2), 1, "previously defined here"),
    ];
    assert!(run(annotated, &diags).is_empty());
}

#[test]
fn designators() {
    // x1.mlir: `@+010` is octal 8; x2.mlir: `@+09` never matches.
    let d = [diag(Error, Some(9), 14, UNDECLARED)];
    assert!(
        run(
            &format!(
                "// expected-error @+010 {{{{undeclared}}}}{}",
                "\n".repeat(8)
            ),
            &d
        )
        .is_empty()
    );
    let got = run(
        "// expected-error @+09 {{undeclared}}\n",
        &[diag(Error, Some(10), 14, UNDECLARED)],
    );
    assert_eq!(
        got[1],
        at(1, 4, 10, "expected error \"undeclared\" was not produced")
    );
    // z1.mlir: stacked `@above` all refer to line 1; a second identical
    // expectation is NOT satisfied by the same diagnostic.
    let src = "%x = \"foo.a\"(%undefined) : (i32) -> i32\n// expected-error @above {{undeclared}}\n// expected-error @above {{undeclared}}\n// expected-note @above {{nothing}}\n";
    let got = run(src, &[diag(Error, Some(1), 14, UNDECLARED)]);
    assert_eq!(
        got,
        vec![
            at(3, 4, 10, "expected error \"undeclared\" was not produced"),
            at(4, 4, 7, "expected note \"nothing\" was not produced")
        ]
    );
    // z2.mlir: `@below` goes to the next non-annotation line, even blank.
    let src = "// expected-error @below {{undeclared}}\n// expected-error @below {{undeclared}}\n\n%x = \"foo.a\"(%undefined) : (i32) -> i32\n";
    let not_produced = "expected error \"undeclared\" was not produced";
    let got = run(src, &[diag(Error, Some(4), 14, UNDECLARED)]);
    let unexpected = format!("unexpected error: {UNDECLARED}");
    assert_eq!(
        got,
        vec![
            at(4, 14, 0, &unexpected),
            at(1, 4, 10, not_produced),
            at(2, 4, 10, not_produced)
        ]
    );
    assert_eq!(
        run(src, &[diag(Error, Some(3), 1, UNDECLARED)]),
        vec![at(2, 4, 10, not_produced)]
    );
    // z3.mlir: a dangling `@below` (no newline at EOF) stays on its own
    // line; z5.mlir: otherwise it applies to the last line.
    let src = "\"foo.a\"() : () -> ()\n// expected-error @below {{dangling}}";
    assert!(run(src, &[diag(Error, Some(2), 1, "dangling")]).is_empty());
    // a2.mlir: out-of-range offsets are just never produced.
    let got = run(
        "// expected-error @+30 {{past end}}\n// expected-error @-30 {{before start}}\n",
        &[],
    );
    assert_eq!(
        got,
        vec![
            at(1, 4, 8, "expected error \"past end\" was not produced"),
            at(2, 4, 12, "expected error \"before start\" was not produced")
        ]
    );
}

#[test]
fn annotation_syntax() {
    // a2.mlir / x4 / x5 / x6 / z6: no count, `{{` required, anywhere in a
    // line, trailing blanks and `\r` trimmed, `{{}}` matches anything.
    let src = "// expected-error 2 {{undeclared}}\n// expected-error foo\n// expected-error {{unterminated\n";
    assert_eq!(run(src, &[]), Vec::new());
    let src = "%x = \"foo.a\"(%undefined) : (i32) -> i32 // xexpected-error{{undeclared}}\n";
    assert!(run(src, &[diag(Error, Some(1), 14, UNDECLARED)]).is_empty());
    let src = "  //   expected-error@+1{{a}}   \n//expected-remark{{}}\n// expected-error @+1 {{undeclared}}\r\n%x\r\n// expected-error {{nope}} \r\n";
    let got = run(src, &[diag(Error, Some(4), 14, UNDECLARED)]);
    assert_eq!(
        got,
        vec![
            at(1, 8, 1, "expected error \"a\" was not produced"),
            at(2, 3, 0, "expected remark \"\" was not produced"),
            at(5, 4, 4, "expected error \"nope\" was not produced")
        ]
    );
    assert!(
        run(
            "// expected-error {{}}\n",
            &[diag(Error, Some(1), 1, "anything")]
        )
        .is_empty()
    );
    // The message runs to the LAST `}}`.
    assert!(
        run(
            "// expected-error {{a}} {{b}}\n",
            &[diag(Error, Some(1), 1, "xa}} {{by")]
        )
        .is_empty()
    );
}

#[test]
fn regex_annotations() {
    // a2.mlir: bad `-re` annotations are reported first, caret + tildes
    // over the message's length, and are then ignored.
    let src = "// expected-error-re {{foo{{bar}}\n// expected-error-re {{a{{[}}b}}\n// expected-error-re {{a{{(}}b}}\n// expected-error-re {{a{{x**}}b}}\n// expected-error-re {{a{{\\}}b}}\n// expected-error-re @+1 {{{{}}}}\n";
    let (verifier, setup) = DiagnosticVerifier::new(src, VerifyLevel::All);
    let got: Vec<_> = setup
        .into_iter()
        .map(|f| (f.line, f.col, f.range_len, f.message))
        .collect();
    assert_eq!(
        got,
        vec![
            at(1, 4, 8, "found start of regex with no end '}}'"),
            at(2, 4, 7, "invalid regex: brackets ([ ]) not balanced"),
            at(3, 4, 7, "invalid regex: parentheses not balanced"),
            at(
                4,
                4,
                9,
                "invalid regex: repetition-operator operand invalid"
            ),
            at(5, 4, 7, "invalid regex: trailing backslash (\\)"),
            at(6, 4, 4, "invalid regex: empty (sub)expression"),
        ]
    );
    assert!(verifier.has_failed() && verifier.finish().is_empty());
    // n3.mlir: `-re {{}}` never matches; n4.mlir: `-re` without pieces is literal.
    let d = [diag(Error, Some(2), 14, UNDECLARED)];
    assert_eq!(run("// expected-error-re @+1 {{}}\n\n", &d).len(), 2);
    assert!(run("// expected-error-re @+1 {{use of}}\n\n", &d).is_empty());
    // Literal text is escaped; pieces are regexes (q*.mlir runs).
    for (re, matches) in [
        ("use {{o.}} undeclared", true),
        ("{{^use}}", true),
        ("{{^of}}", false),
        ("{{[[:<:]]use}}", true),
        ("SSA {{v[a-z]+}} name", true),
        ("{{\\d}}", true),
        ("{{\\w}}", false),
        ("{{u{,2}se}}", false),
        ("(u{{.}}", false),
    ] {
        let src = format!("// expected-error-re @+1 {{{{{re}}}}}\n\n");
        assert_eq!(run(&src, &d).is_empty(), matches, "{re}");
    }
    // Back-references cannot be run by the `regex` crate.
    let (_, setup) =
        DiagnosticVerifier::new("// expected-error-re {{{{(a)\\1}}}}", VerifyLevel::All);
    assert_eq!(
        setup[0].message,
        "invalid regex: back-references are not supported by strata-opt"
    );
}

#[test]
fn only_expected_level() {
    // `--verify-diagnostics=only-expected`: no unexpected/near-miss reports.
    let src = "// expected-warning @+1 {{undeclared}}\n%x\n// expected-error {{missing}}\n";
    let (mut verifier, _) = DiagnosticVerifier::new(src, VerifyLevel::OnlyExpected);
    assert_eq!(
        verifier.process(&diag(Error, Some(2), 14, UNDECLARED)),
        None
    );
    assert_eq!(verifier.process(&diag(Remark, Some(7), 1, "other")), None);
    assert!(!verifier.has_failed());
    let got: Vec<_> = verifier.finish().into_iter().map(|f| f.line).collect();
    assert_eq!(got, vec![Some(1), Some(3)]);
    assert_eq!(VerifyLevel::default(), VerifyLevel::All);
    let _ = Warning;
}
