//! Transforms against the oracle: every `lit/transforms/**/*.mlir` runs
//! through `strata-opt --discard-value-names <flags>` and `mlir-opt-22
//! <flags>`, where `<flags>` are the ones its first RUN line gives
//! `strata-opt` (the pass, `--split-input-file`, ...), and the outputs
//! must be byte-identical. A file whose flags include
//! `--verify-diagnostics` must pass under both tools instead.
//!
//! The call graph `strata-opt --print-call-graph` prints for each
//! `lit/transforms/inline/` input must be the one `mlir-opt-22
//! --test-print-callgraph` prints, the `--view-op-graph` picture of every
//! input must be mlir-opt-22's, and what `lift-lambdas` makes of its inputs
//! must be read by mlir-opt-22.
//!
//! Files that use what MLIR does not have (the expr and scope dialects,
//! closures, the flatten pass: [`STRATA_ONLY`]) are listed as ignored.
//!
//! Without `mlir-opt-22` the suite prints `SKIPPED` and passes, unless
//! `STRATA_REQUIRE_MLIR_OPT=1` (as in `.ci/run`).

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::{clip, diff};
use strata_tests::discover::{display_name, find_files, workspace_root};
use strata_tests::external::{MLIR_OPT_NAME, find_mlir_opt, mlir_opt_tool, without_mlir_opt};
use strata_tests::{Exit, ToolFn, invoke};

/// `strata-opt`'s arguments on the file's first RUN line, between the tool
/// name and `%s`, split as a shell splits words.
fn run_line_flags(text: &str) -> Option<Vec<String>> {
    let line = text.lines().find(|l| l.contains("RUN:"))?;
    let after = line.split_once("strata-opt")?.1;
    let flags = after.split_once("%s").map_or(after, |(flags, _)| flags);
    Some(shell_words(flags))
}

/// Splits on spaces outside single and double quotes, dropping the quotes.
fn shell_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote = None;
    for c in text.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

fn run(tool: ToolFn, name: &str, args: &[String]) -> Result<String, Failed> {
    let invocation = invoke(tool, args, b"");
    if invocation.exit == Exit::Code(0) {
        Ok(invocation.stdout_str())
    } else {
        Err(Failed::from(format!(
            "{name} {}: {}\n--- stderr:\n{}",
            args.join(" "),
            invocation.exit,
            clip(&invocation.stderr_str(), 60, 8192)
        )))
    }
}

/// The dialects and passes MLIR does not have: a file that uses them has
/// no oracle to compare with. `STRATA-ONLY` marks a file whose input
/// mlir-opt-22 cannot take (it crashes on it) or whose output there is
/// undefined (LLVM's `APFloat` computing in a format without the value),
/// saying why.
const STRATA_ONLY: &[&str] = &[
    "STRATA-ONLY",
    "expr.tree",
    "scope.at",
    "func.lambda",
    "flatten-call-expr",
    "verify-no-nested-calls",
];

/// Whether the file uses something MLIR does not have.
fn is_strata_only(file: &Path) -> bool {
    std::fs::read_to_string(file)
        .is_ok_and(|text| STRATA_ONLY.iter().any(|feature| text.contains(feature)))
}

fn check_file(file: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failed::from(format!("cannot read {}: {e}", file.display())))?;
    let flags = run_line_flags(&text)
        .ok_or_else(|| Failed::from("no `RUN: strata-opt ...` line to take the flags from"))?;
    let path = file.display().to_string();
    let with = |extra: &[&str]| -> Vec<String> {
        flags
            .iter()
            .cloned()
            .chain(extra.iter().map(|s| s.to_string()))
            .chain([path.clone()])
            .collect()
    };
    if flags.iter().any(|f| f.starts_with("--verify-diagnostics")) {
        run(strata_opt::run, "strata-opt", &with(&[]))?;
        run(mlir_opt_tool, MLIR_OPT_NAME, &with(&[]))?;
        return Ok(());
    }
    let ours = run(
        strata_opt::run,
        "strata-opt",
        &with(&["--discard-value-names"]),
    )?;
    let theirs = run(mlir_opt_tool, MLIR_OPT_NAME, &with(&[]))?;
    match diff(&ours, &theirs, 3) {
        None => Ok(()),
        Some(d) => Err(Failed::from(format!(
            "outputs differ (- strata, + mlir-opt-22)\n{d}"
        ))),
    }
}

/// A check of one file.
type FileCheck = fn(&Path) -> Result<(), Failed>;

/// What a printing pass writes to stderr, compared between the tools.
struct StderrComparison<'a> {
    /// Strata's flags (the pass, and any it needs to match MLIR).
    ours: &'a [&'a str],
    /// mlir-opt-22's.
    theirs: &'a [&'a str],
    /// Lines of mlir-opt-22's output that are not the pass's (a test
    /// pass's header).
    skip_prefix: Option<&'a str>,
    /// What the output is, for the failure message.
    what: &'a str,
}

/// Runs both tools on `file` (split, and allowing unregistered dialects,
/// as its RUN line says) with `comparison`'s flags, output to /dev/null,
/// and requires the same stderr. A file expecting diagnostics is skipped.
fn compare_stderr(file: &Path, comparison: &StderrComparison) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failed::from(format!("cannot read {}: {e}", file.display())))?;
    let flags = run_line_flags(&text).unwrap_or_default();
    if flags.iter().any(|f| f.starts_with("--verify-diagnostics")) {
        return Ok(());
    }
    let mut common: Vec<String> = flags
        .into_iter()
        .filter(|f| f == "--split-input-file" || f == "--allow-unregistered-dialect")
        .collect();
    common.extend([file.display().to_string(), "-o".into(), "/dev/null".into()]);
    let with = |extra: &[&str]| -> Vec<String> {
        extra
            .iter()
            .map(|s| s.to_string())
            .chain(common.iter().cloned())
            .collect()
    };
    let ours = invoke(strata_opt::run, &with(comparison.ours), b"");
    let theirs = invoke(mlir_opt_tool, &with(comparison.theirs), b"");
    if ours.exit != Exit::Code(0) || theirs.exit != Exit::Code(0) {
        return Err(Failed::from(format!(
            "strata-opt: {}, {MLIR_OPT_NAME}: {}\n{}{}",
            ours.exit,
            theirs.exit,
            ours.stderr_str(),
            theirs.stderr_str()
        )));
    }
    let theirs: String = theirs
        .stderr_str()
        .lines()
        .filter(|line| {
            comparison
                .skip_prefix
                .is_none_or(|prefix| !line.starts_with(prefix))
        })
        .map(|line| format!("{line}\n"))
        .collect();
    match diff(&ours.stderr_str(), &theirs, 3) {
        None => Ok(()),
        Some(d) => Err(Failed::from(format!(
            "{} differ (- strata, + mlir-opt-22)\n{d}",
            comparison.what
        ))),
    }
}

/// `strata-opt --print-call-graph` against `mlir-opt-22
/// --test-print-callgraph` (without its `Testing :` lines).
fn check_call_graph_text(file: &Path) -> Result<(), Failed> {
    compare_stderr(
        file,
        &StderrComparison {
            ours: &["--print-call-graph"],
            theirs: &["--test-print-callgraph"],
            skip_prefix: Some("Testing :"),
            what: "call graphs",
        },
    )
}

/// `strata-opt --view-op-graph` (naming values as MLIR does) against
/// `mlir-opt-22 --view-op-graph`.
fn check_op_graph(file: &Path) -> Result<(), Failed> {
    compare_stderr(
        file,
        &StderrComparison {
            ours: &["--view-op-graph", "--discard-value-names"],
            theirs: &["--view-op-graph"],
            skip_prefix: None,
            what: "pictures",
        },
    )
}

/// Runs a lift-lambdas file's RUN line (not one expecting diagnostics)
/// and has mlir-opt-22 read the output.
fn check_lifted_output(file: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failed::from(format!("cannot read {}: {e}", file.display())))?;
    let flags = run_line_flags(&text)
        .ok_or_else(|| Failed::from("no `RUN: strata-opt ...` line to take the flags from"))?;
    if flags.iter().any(|f| f.starts_with("--verify-diagnostics")) {
        return Ok(());
    }
    let mut args = flags.clone();
    args.push(file.display().to_string());
    let lifted = run(strata_opt::run, "strata-opt", &args)?;
    let closures_left = ["= lambda", "= func.lambda", "getfield"];
    if closures_left.iter().any(|closure| lifted.contains(closure)) {
        return Err(Failed::from(format!("closures are left:\n{lifted}")));
    }
    let invocation = invoke(
        mlir_opt_tool,
        &["--split-input-file".to_string(), "-".to_string()],
        lifted.as_bytes(),
    );
    if invocation.exit == Exit::Code(0) {
        Ok(())
    } else {
        Err(Failed::from(format!(
            "{MLIR_OPT_NAME} rejects the lifted module: {}\n{}",
            invocation.stderr_str(),
            lifted
        )))
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let files: Vec<PathBuf> =
        find_files(&root.join("lit").join("transforms"), "mlir", true).unwrap_or_default();
    if find_mlir_opt().is_none() {
        let trial = Trial::test("transform_compat (mlir-opt-22)", || {
            without_mlir_opt("transforms not compared").map_err(Failed::from)
        });
        libtest_mimic::run(&args, vec![trial]).exit();
    }
    let mut trials: Vec<Trial> = files
        .into_iter()
        .map(|file| {
            let name = display_name(&root, &file);
            let strata_only = is_strata_only(&file);
            Trial::test(format!("transform_compat:{name}"), move || {
                check_file(&file)
            })
            .with_ignored_flag(strata_only)
        })
        .collect();
    // The call graph of each inliner input, as text, and the view-op-graph
    // picture of every input are mlir-opt-22's.
    let checks: [(&str, &str, FileCheck); 2] = [
        (
            "lit/transforms/inline",
            "print-call-graph",
            check_call_graph_text,
        ),
        ("lit/transforms", "view-op-graph", check_op_graph),
    ];
    for (directory, label, check) in checks {
        for file in find_files(&root.join(directory), "mlir", true).unwrap_or_default() {
            let name = display_name(&root, &file);
            let strata_only = is_strata_only(&file);
            trials.push(
                Trial::test(format!("transform_compat:{name}: {label}"), move || {
                    check(&file)
                })
                .with_ignored_flag(strata_only),
            );
        }
    }
    // What lift-lambdas makes of its inputs is plain MLIR: mlir-opt-22
    // must read and verify it.
    let lifted_inputs =
        find_files(&root.join("lit/transforms/lift-lambdas"), "mlir", true).unwrap_or_default();
    for file in lifted_inputs {
        let name = display_name(&root, &file);
        trials.push(Trial::test(
            format!("transform_compat:{name}: mlir-opt-22 reads the lifted module"),
            move || check_lifted_output(&file),
        ));
    }
    if trials.is_empty() {
        trials.push(Trial::test("transform_compat (no files)", || {
            Err(Failed::from("no lit/transforms/**/*.mlir files"))
        }));
    }
    trials.push(Trial::test(
        "transform_compat: RUN-line flags split like a shell",
        || {
            let words = shell_words(" --a 'b(c, d)' \"e f\" g");
            if words == ["--a", "b(c, d)", "e f", "g"] {
                Ok(())
            } else {
                Err(Failed::from(format!("split into {words:?}")))
            }
        },
    ));
    libtest_mimic::run(&args, trials).exit();
}
