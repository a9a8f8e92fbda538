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

mod args;

use std::io::Write;
use std::sync::Arc;

use litcheck_filecheck::litcheck::diagnostics::{FileName, SourceLanguage, SourceManager};
use litcheck_filecheck::litcheck::reporting::PrintDiagnostic;
use litcheck_filecheck::{Config, Options, Test};

pub use args::{FileCheckArgError, FileCheckArgs, parse_args};

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
mod tests;
