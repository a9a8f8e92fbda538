//! Threads change nothing: for every file under `lit/` and a generated
//! module of many functions, `strata-opt` with threads (function bodies
//! parsed, verified and printed in parallel) and with
//! `--mlir-disable-threading` gives the same exit code, the same output and
//! the same diagnostics, in the custom form, the generic form (with and
//! without value names) and with debug info. Negative files go through
//! `--verify-diagnostics` both ways. Pass pipelines, which run nested
//! pipelines on sibling functions in parallel, are compared on 1,000
//! generated functions.

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::diff;
use strata_tests::discover::{display_name, lit_files, workspace_root};
use strata_tests::{Invocation, invoke};

/// The flag sets every file runs with.
const MODES: &[&[&str]] = &[
    &[],
    &["--mlir-print-op-generic"],
    &["--mlir-print-op-generic", "--discard-value-names"],
    &["--mlir-print-debuginfo"],
];

fn run(path: &str, stdin: &[u8], flags: &[&str], threads: bool) -> Invocation {
    let mut args: Vec<String> = vec![path.to_string()];
    args.extend(flags.iter().map(|s| s.to_string()));
    if !threads {
        args.push("--mlir-disable-threading".to_string());
    }
    invoke(strata_opt::run, &args, stdin)
}

fn same(what: &str, threads: &str, one: &str) -> Result<(), Failed> {
    match diff(one, threads, 3) {
        None => Ok(()),
        Some(d) => Err(Failed::from(format!(
            "{what} differs (- one thread, + threads)\n{d}"
        ))),
    }
}

fn compare(path: &str, stdin: &[u8], flags: &[&str]) -> Result<(), Failed> {
    let with = run(path, stdin, flags, true);
    let without = run(path, stdin, flags, false);
    if with.exit != without.exit {
        return Err(Failed::from(format!(
            "exit {} with threads, {} without ({flags:?})\n--- stderr with threads:\n{}",
            with.exit,
            without.exit,
            with.stderr_str()
        )));
    }
    same("stdout", &with.stdout_str(), &without.stdout_str())?;
    same("stderr", &with.stderr_str(), &without.stderr_str())
}

fn check_file(path: &str, text: &str) -> Result<(), Failed> {
    let mut base = vec!["--allow-unregistered-dialect"];
    if text.contains("--split-input-file") {
        base.push("--split-input-file");
    }
    if text
        .lines()
        .any(|l| l.contains("RUN:") && l.contains("--verify-diagnostics"))
    {
        base.push("--verify-diagnostics");
        return compare(path, b"", &base);
    }
    for mode in MODES {
        let flags: Vec<&str> = base.iter().chain(mode.iter()).copied().collect();
        compare(path, b"", &flags)?;
    }
    Ok(())
}

/// A module of 200 functions in the generic form, each with a few ops, a
/// nested region and a block argument, like the benchmark's input. A value
/// named at module level and the names every function repeats make the
/// custom printer rename (`%c1_i32_0`) from what the module defines, the
/// same in each function whether they are named on one thread or several.
/// Every tenth function's argument has no name (the generic form numbers it
/// `%argN` across the module), and every fiftieth also defines a value
/// named like an argument, which the printer must rename when they clash.
fn many_functions() -> String {
    let mut text =
        String::from("\"builtin.module\"() ({\n  %c1_i32 = \"test.def\"() : () -> i32\n");
    for f in 0..200 {
        let argument = if f % 10 == 0 { "%9" } else { "%arg0" };
        let clash = if f % 50 == 0 {
            "    %arg3 = \"test.def\"() : () -> i32\n"
        } else {
            ""
        };
        text.push_str(&format!(
            "  \"func.func\"() <{{function_type = (i32) -> i32, sym_name = \"f{f}\"}}> ({{\n  ^bb0({argument}: i32):\n{clash}    %y = \"arith.constant\"() <{{value = 1 : i32}}> : () -> i32\n    %1 = \"arith.constant\"() <{{value = 1 : i32}}> : () -> i32\n    %2 = \"arith.addi\"({argument}, %y) : (i32, i32) -> i32\n    %3 = \"arith.addi\"(%2, %1) : (i32, i32) -> i32\n    %4 = \"test.region\"(%3) ({{\n    ^bb0(%x: i32):\n      \"test.yield\"(%x) : (i32) -> ()\n    }}) : (i32) -> i32\n    \"func.return\"(%4) : (i32) -> ()\n  }}) : () -> ()\n"
        ));
    }
    text.push_str("}) : () -> ()\n");
    text
}

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let mut trials = Vec::new();
    for file in lit_files(&root).expect("the lit directory is readable") {
        let name = display_name(&root, &file);
        let path = file.display().to_string();
        trials.push(Trial::test(name, move || {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| Failed::from(format!("cannot read {path}: {e}")))?;
            check_file(&path, &text)
        }));
    }
    trials.push(Trial::test("generated: 200 functions", || {
        let text = many_functions();
        for mode in MODES {
            let flags: Vec<&str> = ["--allow-unregistered-dialect"]
                .iter()
                .chain(mode.iter())
                .copied()
                .collect();
            compare("-", text.as_bytes(), &flags)?;
        }
        Ok(())
    }));
    trials.push(Trial::test(
        "generated: 1,000 functions through passes",
        || {
            let text = many_functions_with_duplicates(1000);
            for pipeline in [
                "--pass-pipeline=builtin.module(func.func(cse),symbol-dce)",
                "--pass-pipeline=builtin.module(func.func(canonicalize,cse))",
                "--cse",
                "--canonicalize",
                // Fails on every function: each function's error, in order.
                "--pass-pipeline=builtin.module(func.func(symbol-dce))",
            ] {
                compare("-", text.as_bytes(), &[pipeline])?;
                compare("-", text.as_bytes(), &[pipeline, "--mlir-print-op-generic"])?;
                let dumps = [
                    pipeline,
                    "--mlir-print-ir-after-all",
                    "--mlir-print-ir-after-failure",
                    "--mlir-pass-statistics",
                ];
                compare("-", text.as_bytes(), &dumps)?;
            }
            Ok(())
        },
    ));
    libtest_mimic::run(&args, trials).exit();
}

/// `functions` functions with common sub-expressions, some private and
/// unused, for the pass pipelines.
fn many_functions_with_duplicates(functions: usize) -> String {
    let mut text = String::new();
    for f in 0..functions {
        let visibility = if f % 3 == 0 { "private " } else { "" };
        text.push_str(&format!(
            "func.func {visibility}@f{f}(%a: i32, %b: i32) -> i32 {{\n  %c = arith.constant {f} : i32\n  %0 = arith.addi %a, %c : i32\n  %1 = arith.addi %c, %a : i32\n  %2 = arith.muli %0, %1 : i32\n  %3 = arith.muli %1, %0 : i32\n  %4 = arith.subi %2, %3 : i32\n  return %4 : i32\n}}\n"
        ));
    }
    text
}
