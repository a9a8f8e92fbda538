//! Diagnostic positions against the oracle: for every negative lit file
//! (a `RUN:` line running `strata-opt ... --verify-diagnostics %s`), both
//! tools run that line without `--verify-diagnostics`, and every
//! diagnostic they print must be the same: file, line, **column**,
//! severity and message (`--verify-diagnostics` itself only checks lines).
//! Strata runs with `--discard-value-names`, so the `see current
//! operation` notes, which print ops, name values as MLIR does.
//!
//! A file that `mlir-opt-22 --verify-diagnostics` rejects tests something
//! MLIR does not have (Strata's own dialects, passes or limits); it is
//! listed in [`STRATA_ONLY`] with the reason, and the test fails if a file
//! is rejected without being listed, or listed without being rejected.
//!
//! Without `mlir-opt-22` the suite prints `SKIPPED` and passes, unless
//! `STRATA_REQUIRE_MLIR_OPT=1` (as in `.ci/run`).

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::{clip, diff};
use strata_tests::discover::{display_name, lit_files, workspace_root};
use strata_tests::external::{MLIR_OPT_NAME, find_mlir_opt, mlir_opt_tool, without_mlir_opt};
use strata_tests::{Exit, invoke};

/// Negative lit files MLIR cannot be the oracle for, and why.
const STRATA_ONLY: &[(&str, &str)] = &[
    (
        "lit/diagnostics/custom-op-dialect-not-found.mlir",
        "the note lists the dialects each tool registers",
    ),
    (
        "lit/diagnostics/isolated-from-above-test-op.mlir",
        "Strata's test dialect",
    ),
    (
        "lit/diagnostics/nesting-too-deep.mlir",
        "Strata's nesting limit",
    ),
    (
        "lit/diagnostics/symbol-duplicate-test-symbol-table.mlir",
        "Strata's test dialect",
    ),
    (
        "lit/diagnostics/terminator-not-last.mlir",
        "Strata's test dialect",
    ),
    (
        "lit/dialects/expr/invalid.mlir",
        "the expr dialect is Strata's",
    ),
    (
        "lit/dialects/scope/invalid.mlir",
        "the scope dialect is Strata's",
    ),
    (
        "lit/interfaces/calls/closures-invalid.mlir",
        "func.lambda is Strata's",
    ),
    (
        "lit/interfaces/calls/interface-invalid.mlir",
        "Strata's test dialect call ops",
    ),
    (
        "lit/test-dialect/declarative-format-invalid.mlir",
        "Strata's test dialect",
    ),
    (
        "lit/test-dialect/parallel-combining-invalid.mlir",
        "Strata's test dialect",
    ),
    (
        "lit/transforms/flatten-call-expr/no-nested-calls.mlir",
        "flatten-call-expr is Strata's",
    ),
    (
        "lit/transforms/inline/not-a-symbol-table.mlir",
        "Strata's test dialect",
    ),
    (
        "lit/transforms/lift-lambdas/escaping-capture.mlir",
        "lift-lambdas is Strata's",
    ),
    (
        "lit/transforms/symbol-dce/invalid.mlir",
        "Strata's test dialect",
    ),
];

/// The arguments of each `RUN: strata-opt ... --verify-diagnostics %s`
/// line (a plain command, no pipe), with `%s` replaced by `path`.
fn negative_runs(text: &str, path: &str) -> Vec<Vec<String>> {
    text.lines()
        .filter_map(|line| line.split_once("RUN:").map(|(_, run)| run.trim()))
        .filter(|run| !run.contains('|') && run.contains("--verify-diagnostics"))
        .filter_map(|run| run.strip_prefix("strata-opt "))
        .map(|run| {
            run.split_whitespace()
                .map(|arg| {
                    if arg == "%s" {
                        path.to_string()
                    } else {
                        arg.to_string()
                    }
                })
                .collect()
        })
        .collect()
}

/// The diagnostic lines (`file:line:col: severity: message`) of a run's
/// stderr. MLIR's `expected ... was not produced` lines, which it prints
/// for the markers even without `--verify-diagnostics`, are left out.
fn diagnostics(stderr: &str) -> String {
    stderr
        .lines()
        .filter(|line| is_diagnostic(line) && !line.contains("was not produced"))
        .map(|line| format!("{line}\n"))
        .collect()
}

fn is_diagnostic(line: &str) -> bool {
    let mut parts = line.splitn(4, ':');
    let (_, line_number, column, rest) = (parts.next(), parts.next(), parts.next(), parts.next());
    let numeric = |part: Option<&str>| {
        part.is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
    };
    numeric(line_number)
        && numeric(column)
        && rest.is_some_and(|rest| {
            ["error:", "warning:", "note:", "remark:"]
                .iter()
                .any(|severity| rest.trim_start().starts_with(severity))
        })
}

fn check_file(file: &Path, name: &str) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failed::from(format!("cannot read {}: {e}", file.display())))?;
    let path = file.display().to_string();
    let listed = STRATA_ONLY.iter().find(|(listed, _)| *listed == name);
    for run in negative_runs(&text, &path) {
        let oracle = invoke(mlir_opt_tool, &run, b"");
        match (oracle.exit == Exit::Code(0), listed) {
            (false, Some(_)) => return Ok(()),
            (false, None) => {
                return Err(Failed::from(format!(
                    "{MLIR_OPT_NAME} {} fails; if the file tests something MLIR lacks, list it in STRATA_ONLY with the reason\n--- stderr:\n{}",
                    run.join(" "),
                    clip(&oracle.stderr_str(), 40, 8192)
                )));
            }
            (true, Some((_, reason))) => {
                return Err(Failed::from(format!(
                    "{MLIR_OPT_NAME} accepts the file, listed in STRATA_ONLY ({reason}): compare it"
                )));
            }
            (true, None) => {}
        }
        let plain: Vec<String> = run
            .iter()
            .filter(|arg| !arg.starts_with("--verify-diagnostics"))
            .cloned()
            .collect();
        let theirs = diagnostics(&invoke(mlir_opt_tool, &plain, b"").stderr_str());
        let mut ours_args = vec!["--discard-value-names".to_string()];
        ours_args.extend(plain.iter().cloned());
        let ours = diagnostics(&invoke(strata_opt::run, &ours_args, b"").stderr_str());
        if theirs.is_empty() {
            return Err(Failed::from("mlir-opt-22 printed no diagnostics"));
        }
        if let Some(d) = diff(&ours, &theirs, 2) {
            return Err(Failed::from(format!(
                "diagnostics differ (- strata, + mlir-opt-22)\n{d}"
            )));
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let files: Vec<PathBuf> = lit_files(&root)
        .unwrap_or_default()
        .into_iter()
        .filter(|file| {
            std::fs::read_to_string(file).is_ok_and(|text| !negative_runs(&text, "").is_empty())
        })
        .collect();
    if find_mlir_opt().is_none() {
        let trials = vec![Trial::test("diagnostic_columns (mlir-opt-22)", || {
            without_mlir_opt("diagnostic positions not compared").map_err(Failed::from)
        })];
        libtest_mimic::run(&args, trials).exit();
    }
    let mut trials = Vec::new();
    if files.is_empty() {
        trials.push(Trial::test(
            "diagnostic_columns (no negative lit files)",
            || Err(Failed::from("no lit file runs --verify-diagnostics")),
        ));
    }
    let names: Vec<String> = files.iter().map(|file| display_name(&root, file)).collect();
    let stale: Vec<&str> = STRATA_ONLY
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| !names.iter().any(|n| n == name))
        .collect();
    trials.push(Trial::test(
        "diagnostic_columns: STRATA_ONLY names existing files",
        move || {
            if stale.is_empty() {
                Ok(())
            } else {
                Err(Failed::from(format!(
                    "listed but not negative lit files: {stale:?}"
                )))
            }
        },
    ));
    for (file, name) in files.into_iter().zip(names) {
        trials.push(Trial::test(
            format!("diagnostic_columns:{name}"),
            move || check_file(&file, &name),
        ));
    }
    libtest_mimic::run(&args, trials).exit();
}
