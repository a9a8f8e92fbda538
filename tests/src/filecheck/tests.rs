//! Unit tests for the FileCheck adapter.

use super::*;

fn args(a: &[&str]) -> Vec<String> {
    a.iter().map(|s| s.to_string()).collect()
}

fn opts(a: &[&str]) -> Options {
    let mut full = vec!["checks.txt"];
    full.extend_from_slice(a);
    parse_args(&args(&full)).unwrap().options
}

#[test]
fn parses_llvm_style_options() {
    let p = parse_args(&args(&[
        "-check-prefix=A",
        "--check-prefixes",
        "B,C-D",
        "/x/test.mlir",
        "--implicit-check-not=error:",
        "--input-file",
        "in.txt",
        "--strict-whitespace",
        "-match-full-lines",
        "--allow-empty",
        "--dump-input=fail",
        "--dump-input",
        "never",
        "-DFOO=bar",
    ]))
    .unwrap();
    assert_eq!(p.check_file, "/x/test.mlir");
    assert_eq!(p.input_file.as_deref(), Some("in.txt"));
    let prefixes: Vec<_> = p
        .options
        .check_prefixes
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(prefixes, vec!["A", "B", "C-D"]);
    assert_eq!(p.options.implicit_check_not.len(), 1);
    assert!(p.options.strict_whitespace && p.options.match_full_lines && p.options.allow_empty);
    assert_eq!(p.options.variables.len(), 1);
}

#[test]
fn rejects_bad_command_lines() {
    assert_eq!(parse_args(&[]).unwrap_err(), FileCheckArgError::NoCheckFile);
    assert_eq!(
        parse_args(&args(&["a", "b"])).unwrap_err(),
        FileCheckArgError::ExtraArgument("b".into())
    );
    assert_eq!(
        parse_args(&args(&["a", "--frobnicate"])).unwrap_err(),
        FileCheckArgError::Unsupported("--frobnicate".into())
    );
    assert_eq!(
        parse_args(&args(&["a", "--check-prefix"])).unwrap_err(),
        FileCheckArgError::MissingValue("--check-prefix".into())
    );
    assert!(matches!(
        parse_args(&args(&["a", "--check-prefix=1X"])).unwrap_err(),
        FileCheckArgError::InvalidValue { .. }
    ));
}

const CHECKS: &str = "// CHECK-LABEL: func
// CHECK-NEXT: [[V:%[0-9]+]] = add
// CHECK-SAME: {{i[0-9]+}}
// CHECK-NOT: mul
// CHECK-DAG: b
// CHECK-DAG: a
// CHECK: return [[V]]
// CHECK-EMPTY:
";

#[test]
fn passing_checks() {
    let input = "func\n%1 = add i32\nnoise\na\nb\nreturn %1\n\n";
    check(Options::default(), "c", CHECKS, "in", input).unwrap();
}

#[test]
fn failing_check_next_reports_the_directive() {
    let input = "func\nnoise\n%1 = add i32\na\nb\nreturn %1\n\n";
    let err = check(Options::default(), "c", CHECKS, "in", input).unwrap_err();
    assert!(
        err.contains("CHECK-NEXT") || err.contains("next line"),
        "{err}"
    );
}

#[test]
fn failing_variable_and_not() {
    let input = "func\n%1 = add i32\nmul\na\nb\nreturn %1\n\n";
    assert!(check(Options::default(), "c", CHECKS, "in", input).is_err());
    let input = "func\n%1 = add i32\na\nb\nreturn %2\n\n";
    assert!(check(Options::default(), "c", CHECKS, "in", input).is_err());
}

#[test]
fn prefixes_empty_input_and_implicit_check_not() {
    let checks = "// FOO: x\n// BAR: y\n";
    check(
        opts(&["--check-prefixes=FOO,BAR"]),
        "c",
        checks,
        "in",
        "x\ny\n",
    )
    .unwrap();
    // No directive with the default prefix is an error.
    assert!(check(Options::default(), "c", checks, "in", "x\n").is_err());
    // Empty input needs --allow-empty.
    let checks = "// CHECK-NOT: x\n";
    assert!(check(Options::default(), "c", checks, "in", "").is_err());
    check(opts(&["--allow-empty"]), "c", checks, "in", "").unwrap();
    let checks = "// CHECK: a\n// CHECK: c\n";
    check(Options::default(), "c", checks, "in", "a\nwarning\nc\n").unwrap();
    assert!(
        check(
            opts(&["--implicit-check-not=warning"]),
            "c",
            checks,
            "in",
            "a\nwarning\nc\n"
        )
        .is_err()
    );
}

#[test]
fn full_lines_and_whitespace() {
    assert_eq!(canonicalize_whitespace("a \t b\t\nc  d"), "a b \nc d");
    let checks = "// CHECK: a b\n";
    check(Options::default(), "c", checks, "in", "xx a  b yy\n").unwrap();
    check(Options::default(), "c", checks, "in", "a\tb\n").unwrap();
    check(
        Options::default(),
        "c",
        "// CHECK: {{a  b}}\n",
        "in",
        "a b\n",
    )
    .unwrap();
    assert!(check(opts(&["--match-full-lines"]), "c", checks, "in", "xx a b\n").is_err());
    check(opts(&["--match-full-lines"]), "c", checks, "in", "a b\n").unwrap();
    assert!(check(opts(&["--strict-whitespace"]), "c", checks, "in", "a  b\n").is_err());
}

#[test]
fn leading_whitespace_after_the_colon_is_ignored() {
    let p = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        normalize_directive_spacing(
            "// CHECK:   a\n// CHECK-NEXT:\t b\n// XCHECK:  c\n// FOO-DAG:  d\n// CHECK-COUNT-2:  e\n",
            &p(&["CHECK", "FOO"])
        ),
        "// CHECK: a\n// CHECK-NEXT: b\n// XCHECK:  c\n// FOO-DAG: d\n// CHECK-COUNT-2: e\n"
    );
    let strict = || opts(&["--strict-whitespace"]);
    check(strict(), "c", "// CHECK:      {{^}}  a\n", "in", "x\n  a\n").unwrap();
    check(strict(), "c", "// CHECK:\t\ta\n", "in", "xa\n").unwrap();
    assert!(check(strict(), "c", "// CHECK: {{^}} a\n", "in", "x\n  a\n").is_err());
}

#[test]
fn tool_reads_files_and_reports() {
    let dir = std::env::temp_dir().join(format!("strata-fc-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cf = dir.join("checks.mlir");
    std::fs::write(&cf, "// CHECK: hello\n// CHECK-NEXT: world\n").unwrap();
    let cf = cf.display().to_string();
    let mut out = Vec::new();
    let mut err = Vec::new();
    assert_eq!(
        filecheck_tool(&args(&[&cf]), b"hello\nworld\n", &mut out, &mut err),
        0
    );
    let code = filecheck_tool(&args(&[&cf]), b"hello\n\nworld\n", &mut out, &mut err);
    assert_eq!(code, 1);
    assert!(!err.is_empty());
    let inf = dir.join("in.txt");
    std::fs::write(&inf, "hello\nworld\n").unwrap();
    let inf = inf.display().to_string();
    let mut err = Vec::new();
    assert_eq!(
        filecheck_tool(&args(&[&cf, "--input-file", &inf]), b"", &mut out, &mut err),
        0,
        "{}",
        String::from_utf8_lossy(&err)
    );
    assert_eq!(
        filecheck_tool(&args(&["/nonexistent/c"]), b"", &mut out, &mut err),
        2
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
