//! An in-process `FileCheck` built on the `litcheck-filecheck` crate.
//!
//! Accepts LLVM FileCheck's command line (`-flag` and `--flag`, `=value` or
//! a separate value): the check file (positional), `--check-prefix`,
//! `--check-prefixes`, `--comment-prefixes`, `--implicit-check-not`,
//! `--input-file`, `--strict-whitespace`, `--match-full-lines`,
//! `--allow-empty`, `--ignore-case`, `--allow-unused-prefixes`,
//! `--enable-var-scope`, `-D VAR=VALUE`; `--dump-input[=...]`,
//! `--dump-input-filter`, `--dump-input-context`, `--color` and `-v`/`-vv`
//! are accepted and ignored. Exit codes follow LLVM: 0 pass, 1 check failure,
//! 2 usage error.

use std::io::Write;
use std::sync::Arc;

use litcheck_filecheck::litcheck::Symbol;
use litcheck_filecheck::litcheck::diagnostics::{FileName, SourceLanguage, SourceManager};
use litcheck_filecheck::litcheck::reporting::PrintDiagnostic;
use litcheck_filecheck::{Config, Options, Test};
use thiserror::Error;

/// A FileCheck command-line problem.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FileCheckArgError {
    /// No check file was given.
    #[error("FileCheck: no check file specified")]
    NoCheckFile,
    /// More than one positional argument.
    #[error("FileCheck: unexpected extra argument '{0}'")]
    ExtraArgument(String),
    /// An option that needs a value had none.
    #[error("FileCheck: option '{0}' requires a value")]
    MissingValue(String),
    /// An option FileCheck does not know (or this adapter does not support).
    #[error("FileCheck: unsupported option '{0}'")]
    Unsupported(String),
    /// A malformed option value (bad prefix, bad -D definition, ...).
    #[error("FileCheck: invalid value for '{option}': {message}")]
    InvalidValue {
        /// The option.
        option: String,
        /// What is wrong.
        message: String,
    },
}

/// Parsed FileCheck command line.
#[derive(Debug)]
pub struct FileCheckArgs {
    /// Path of the file containing the CHECK directives.
    pub check_file: String,
    /// `--input-file`; `None` means stdin.
    pub input_file: Option<String>,
    /// Options for litcheck.
    pub options: Options,
}

/// Options that take a value.
const VALUE_OPTIONS: &[&str] = &[
    "check-prefix",
    "check-prefixes",
    "comment-prefixes",
    "implicit-check-not",
    "input-file",
    "dump-input",
    "dump-input-filter",
    "dump-input-context",
    "D",
];

fn validate_prefix(option: &str, p: &str) -> Result<Symbol, FileCheckArgError> {
    let ok = p.starts_with(|c: char| c.is_ascii_alphabetic())
        && p.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if ok {
        Ok(Symbol::intern(p))
    } else {
        Err(FileCheckArgError::InvalidValue {
            option: option.to_string(),
            message: format!(
                "prefix '{p}' must start with a letter and contain only alphanumerics, '-' and '_'"
            ),
        })
    }
}

fn prefixes(option: &str, value: &str) -> Result<Vec<Symbol>, FileCheckArgError> {
    value
        .split(',')
        .map(|p| validate_prefix(option, p))
        .collect()
}

/// Parses FileCheck's arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<FileCheckArgs, FileCheckArgError> {
    let mut options = Options::default();
    let mut check_file = None;
    let mut input_file = None;
    let mut comment_prefixes: Option<Vec<Symbol>> = None;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg == "-" || !arg.starts_with('-') {
            if check_file.is_some() {
                return Err(FileCheckArgError::ExtraArgument(arg.clone()));
            }
            check_file = Some(arg.clone());
            continue;
        }
        let body = arg.trim_start_matches('-');
        // `-DVAR=VALUE` is the only short option with a glued value.
        let (name, inline) = if let Some(def) = body.strip_prefix('D').filter(|d| !d.is_empty()) {
            ("D", Some(def.to_string()))
        } else {
            match body.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (body, None),
            }
        };
        let mut value = || -> Result<String, FileCheckArgError> {
            match &inline {
                Some(v) => Ok(v.clone()),
                None if VALUE_OPTIONS.contains(&name) => iter
                    .next()
                    .cloned()
                    .ok_or_else(|| FileCheckArgError::MissingValue(arg.clone())),
                None => Err(FileCheckArgError::MissingValue(arg.clone())),
            }
        };
        let flag = |set: &mut bool| -> Result<(), FileCheckArgError> {
            match inline.as_deref() {
                None | Some("true") | Some("1") => *set = true,
                Some("false") | Some("0") => *set = false,
                Some(other) => {
                    return Err(FileCheckArgError::InvalidValue {
                        option: arg.clone(),
                        message: format!("expected a boolean, got '{other}'"),
                    });
                }
            }
            Ok(())
        };
        match name {
            "check-prefix" | "check-prefixes" => {
                options.check_prefixes.extend(prefixes(arg, &value()?)?);
            }
            "comment-prefixes" => {
                comment_prefixes
                    .get_or_insert_with(Vec::new)
                    .extend(prefixes(arg, &value()?)?);
            }
            "implicit-check-not" => options.implicit_check_not.push(Symbol::intern(&value()?)),
            "input-file" => input_file = Some(value()?),
            "D" => {
                let def = value()?;
                let var = def
                    .parse()
                    .map_err(|message| FileCheckArgError::InvalidValue {
                        option: arg.clone(),
                        message,
                    })?;
                options.variables.push(var);
            }
            "strict-whitespace" => flag(&mut options.strict_whitespace)?,
            "match-full-lines" => flag(&mut options.match_full_lines)?,
            "allow-empty" => flag(&mut options.allow_empty)?,
            "ignore-case" => flag(&mut options.ignore_case)?,
            "allow-unused-prefixes" => flag(&mut options.allow_unused_prefixes)?,
            "enable-var-scope" => flag(&mut options.enable_var_scope)?,
            // Accepted and ignored: output formatting only.
            "color" | "v" | "vv" => {}
            "dump-input" | "dump-input-filter" | "dump-input-context" => {
                value()?;
            }
            _ => return Err(FileCheckArgError::Unsupported(arg.clone())),
        }
    }
    if let Some(c) = comment_prefixes {
        options.comment_prefixes = c;
    }
    let check_file = check_file.ok_or(FileCheckArgError::NoCheckFile)?;
    Ok(FileCheckArgs {
        check_file,
        input_file,
        options,
    })
}

/// LLVM FileCheck's whitespace canonicalization: every run of spaces and
/// tabs becomes one space. Applied to both the check file and the input
/// unless `--strict-whitespace` (litcheck itself does not do this).
pub fn canonicalize_whitespace(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_run = false;
    for c in text.chars() {
        if c == ' ' || c == '\t' {
            if !in_run {
                out.push(' ');
            }
            in_run = true;
        } else {
            out.push(c);
            in_run = false;
        }
    }
    out
}

/// LLVM FileCheck ignores all whitespace between a directive's colon and its
/// pattern (unless both `--strict-whitespace` and `--match-full-lines`);
/// litcheck drops only one space. Rewrites `PREFIX[-KIND]:<spaces/tabs>` to
/// `PREFIX[-KIND]: ` for the given prefixes so both agree.
pub fn normalize_directive_spacing(checks: &str, prefixes: &[String]) -> String {
    if prefixes.is_empty() {
        return checks.to_string();
    }
    let alternatives: Vec<String> = prefixes.iter().map(|p| regex::escape(p)).collect();
    let pattern = format!(
        r"(?m)(^|[^A-Za-z0-9_-])((?:{})(?:-[A-Z]+(?:-[0-9]+)?)?(?:\{{LITERAL\}})?:)[ \t]+",
        alternatives.join("|")
    );
    let re = regex::Regex::new(&pattern).expect("prefixes are validated, so the regex is valid");
    re.replace_all(checks, "${1}${2} ").into_owned()
}

/// Runs FileCheck on in-memory text. `Err` holds the rendered diagnostic.
///
/// `check_name`/`input_name` only label the diagnostics.
pub fn check(
    options: Options,
    check_name: &str,
    checks: &str,
    input_name: &str,
    input: &str,
) -> Result<(), String> {
    options
        .validate()
        .map_err(|e| format!("FileCheck: {}", PrintDiagnostic::new_without_color(e)))?;
    let config = Config {
        options,
        ..Config::default()
    };
    let load = |name: &str, text: &str| {
        config.source_manager.load(
            SourceLanguage::Unknown,
            FileName::from(name.to_string()),
            text.to_string(),
        )
    };
    let opts = &config.options;
    let (checks, input) = if opts.strict_whitespace {
        (checks.to_string(), input.to_string())
    } else {
        (
            canonicalize_whitespace(checks),
            canonicalize_whitespace(input),
        )
    };
    let checks = if opts.strict_whitespace && opts.match_full_lines {
        checks
    } else {
        let prefixes: Vec<String> = opts
            .check_prefixes()
            .iter()
            .map(|p| p.to_string())
            .collect();
        normalize_directive_spacing(&checks, &prefixes)
    };
    let match_file = load(check_name, &checks);
    let input_file = load(input_name, &input);
    let mut test = Test::new(Arc::clone(&match_file), &config);
    test.verify(input_file)
        .map(|_| ())
        .map_err(|e| PrintDiagnostic::new_without_color(e).to_string())
}

/// The `FileCheck` tool, with the [`crate::ToolFn`] signature.
pub fn filecheck_tool(
    args: &[String],
    stdin: &[u8],
    _stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let parsed = match parse_args(args) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            return 2;
        }
    };
    let checks = match std::fs::read_to_string(&parsed.check_file) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(
                stderr,
                "FileCheck: cannot read check file '{}': {e}",
                parsed.check_file
            );
            return 2;
        }
    };
    let (input_name, input) = match parsed.input_file.as_deref() {
        None | Some("-") => (
            "<stdin>".to_string(),
            String::from_utf8_lossy(stdin).into_owned(),
        ),
        Some(f) => match std::fs::read_to_string(f) {
            Ok(t) => (f.to_string(), t),
            Err(e) => {
                let _ = writeln!(stderr, "FileCheck: cannot read input file '{f}': {e}");
                return 2;
            }
        },
    };
    match check(
        parsed.options,
        &parsed.check_file,
        &checks,
        &input_name,
        &input,
    ) {
        Ok(()) => 0,
        Err(msg) => {
            let _ = writeln!(stderr, "{msg}");
            1
        }
    }
}

#[cfg(test)]
mod tests {
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
}
