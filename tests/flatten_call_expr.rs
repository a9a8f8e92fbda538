//! `flatten-call-expr` over every lit input that has expressions (the
//! pass's own tests and the expr and scope dialect tests) and over
//! `examples/flatten.mlir`: the output
//! verifies, has no nested calls (`--verify-no-nested-calls`, and the
//! pass's produced property with `--verify-properties=both`), reads back
//! from its generic form, is a fixpoint (a second run changes nothing),
//! and is the same with and without `--mlir-disable-threading`. Files
//! with `--split-input-file` run split.

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::diff;
use strata_tests::discover::{display_name, lit_files, workspace_root};
use strata_tests::{Exit, Invocation, invoke};

/// The lit directories whose files hold expressions.
const DIRECTORIES: &[&str] = &[
    "lit/transforms/flatten-call-expr/",
    "lit/dialects/expr/",
    "lit/dialects/scope/",
];

fn opt(args: &[&str], stdin: &[u8]) -> Invocation {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    invoke(strata_opt::run, &args, stdin)
}

fn succeeded(what: &str, run: &Invocation) -> Result<String, Failed> {
    if run.exit == Exit::Code(0) {
        Ok(run.stdout_str())
    } else {
        Err(Failed::from(format!(
            "{what}: exit {}\n{}",
            run.exit,
            run.stderr_str()
        )))
    }
}

fn same(what: &str, expected: &str, got: &str) -> Result<(), Failed> {
    match diff(expected, got, 3) {
        None => Ok(()),
        Some(d) => Err(Failed::from(format!("{what} (- expected, + got)\n{d}"))),
    }
}

/// Every check on one input (one split of a file) that verifies.
fn check(input: &[u8]) -> Result<(), Failed> {
    let flatten = ["--flatten-call-expr", "--verify-properties=both", "-"];
    let out = succeeded("flatten-call-expr", &opt(&flatten, input))?;
    succeeded(
        "verify-no-nested-calls on the output",
        &opt(&["--verify-no-nested-calls", "-"], out.as_bytes()),
    )?;
    let again = succeeded("a second run", &opt(&flatten, out.as_bytes()))?;
    same("a second run changes the output", &out, &again)?;
    let one_thread = ["--flatten-call-expr", "--mlir-disable-threading", "-"];
    let without = succeeded("one thread", &opt(&one_thread, input))?;
    same("the output differs with one thread", &out, &without)?;
    let generic = succeeded(
        "the generic form",
        &opt(&["--mlir-print-op-generic", "-"], out.as_bytes()),
    )?;
    let back = succeeded(
        "the generic form read back",
        &opt(&["-"], generic.as_bytes()),
    )?;
    same("the generic form reads back differently", &out, &back)
}

/// The inputs of a lit file: its splits when it is split, else the file.
fn inputs(text: &str) -> Vec<String> {
    if text.contains("--split-input-file") {
        text.split("\n// -----\n").map(str::to_string).collect()
    } else {
        vec![text.to_string()]
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let files = lit_files(&root).expect("the lit directory is readable");
    let mut trials = Vec::new();
    for file in files {
        let name = display_name(&root, &file);
        if !DIRECTORIES.iter().any(|d| name.starts_with(d)) {
            continue;
        }
        let path = file.display().to_string();
        trials.push(Trial::test(name, move || {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| Failed::from(format!("cannot read {path}: {e}")))?;
            let mut checked = 0;
            for input in inputs(&text) {
                // Inputs that do not verify are the verifier's tests.
                let verifies = opt(&["--allow-unregistered-dialect", "-"], input.as_bytes());
                if verifies.exit == Exit::Code(0) {
                    check(input.as_bytes())?;
                    checked += 1;
                }
            }
            if checked == 0 && !path.contains("invalid") {
                return Err(Failed::from("no input of the file verifies"));
            }
            Ok(())
        }));
    }
    let example = root.join("examples").join("flatten.mlir");
    trials.push(Trial::test("examples/flatten.mlir", move || {
        let text = std::fs::read_to_string(&example)
            .map_err(|e| Failed::from(format!("cannot read the example: {e}")))?;
        check(text.as_bytes())
    }));
    assert!(
        trials.len() >= 8,
        "the lit files with expressions were not found"
    );
    libtest_mimic::run(&args, trials).exit();
}
