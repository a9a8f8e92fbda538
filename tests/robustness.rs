//! Robustness: malformed and pathological inputs never panic or crash.
//!
//! * `truncations:<file>` — for every `lit/**/*.mlir`, prefixes of the file
//!   cut at char boundaries (all cuts in the first and last 200 bytes, a
//!   sampled stride in between) are fed to `strata_opt::run`; each must
//!   exit 0, or 1 with an `error:` diagnostic, and never panic.
//! * `deep:<case>` — 10,000-deep nested regions, array and distinct
//!   attributes, tuple types, sparse indices, dense and sparse attributes
//!   of rank 10,000, and affine expressions (parentheses, negations, and
//!   sums whose tree is as deep as they are long), terminated (exit 0 or a
//!   clean error) and unterminated (a clean error). Each runs in a child process (this binary re-executed
//!   with `STRATA_ROBUSTNESS_CHILD=<case>`) on a thread with a 2 MiB stack,
//!   so unbounded recursion shows up as a failed case, not a dead test
//!   binary.
//!
//! `STRATA_ROBUSTNESS_MIDDLE_CUTS=N` changes how many middle cuts per file
//! are sampled (default 200).

use std::process::Command;

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::clip;
use strata_tests::discover::{display_name, lit_files, workspace_root};
use strata_tests::invoke;
use strata_tests::script::extract_run_lines;
use strata_tests::stress::{
    check_clean, high_rank_dense_attr, high_rank_sparse_attr, long_affine_sum,
    long_integer_literal, nested_affine_negations, nested_affine_parens, nested_array_attr,
    nested_distinct_attr, nested_regions, nested_sparse_indices, nested_tuple_type,
    truncation_points,
};

const EDGE_BYTES: usize = 200;
const DEFAULT_MIDDLE_CUTS: usize = 200;
const DEPTH: usize = 10_000;
const CHILD_ENV: &str = "STRATA_ROBUSTNESS_CHILD";
const STACK_BYTES: usize = 2 * 1024 * 1024;
/// Failures collected per file before giving up on it (limits panic spam).
const MAX_REPORTED: usize = 5;

/// The deep-nesting cases: (name, input, must_fail).
fn deep_cases() -> Vec<(&'static str, String, bool)> {
    vec![
        ("regions", nested_regions(DEPTH, true), false),
        ("regions-unterminated", nested_regions(DEPTH, false), true),
        ("array-attr", nested_array_attr(DEPTH, true), false),
        (
            "array-attr-unterminated",
            nested_array_attr(DEPTH, false),
            true,
        ),
        ("affine-parens", nested_affine_parens(DEPTH, true), false),
        (
            "affine-parens-unterminated",
            nested_affine_parens(DEPTH, false),
            true,
        ),
        ("affine-negations", nested_affine_negations(DEPTH), false),
        ("affine-sum", long_affine_sum(DEPTH), false),
        ("affine-sum-short", long_affine_sum(1000), false),
        ("distinct-attr", nested_distinct_attr(DEPTH), false),
        ("dense-rank", high_rank_dense_attr(DEPTH), false),
        ("sparse-rank", high_rank_sparse_attr(DEPTH), false),
        ("sparse-nested-indices", nested_sparse_indices(DEPTH), true),
        ("long-integer", long_integer_literal(DEPTH, true), false),
        (
            "long-integer-out-of-range",
            long_integer_literal(DEPTH, false),
            true,
        ),
        ("tuple-type", nested_tuple_type(DEPTH, true), false),
        (
            "tuple-type-unterminated",
            nested_tuple_type(DEPTH, false),
            true,
        ),
    ]
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

fn truncations(name: &str, path: &std::path::Path, middle: usize) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failed::from(format!("{name}: cannot read: {e}")))?;
    let split = match extract_run_lines(&text) {
        Ok(runs) => runs.iter().any(|r| r.text.contains("--split-input-file")),
        Err(_) => text.contains("--split-input-file"),
    };
    let mut args = vec!["-".to_string(), "--allow-unregistered-dialect".to_string()];
    if split {
        args.push("--split-input-file".to_string());
    }
    let cuts = truncation_points(&text, EDGE_BYTES, middle);
    let mut failures = Vec::new();
    for &cut in &cuts {
        let inv = invoke(strata_opt::run, &args, &text.as_bytes()[..cut]);
        if let Err(why) = check_clean(&inv, false) {
            let tail_start = text[..cut]
                .char_indices()
                .rev()
                .nth(60)
                .map_or(0, |(i, _)| i);
            failures.push(format!(
                "  cut at byte {cut} (line {}): {why}\n    input ends with: {:?}",
                line_of(&text, cut),
                &text[tail_start..cut]
            ));
            if failures.len() >= MAX_REPORTED {
                failures.push(format!("  (stopped after {MAX_REPORTED} failures)"));
                break;
            }
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Failed::from(format!(
            "{name}: truncated input handled badly (strata-opt {}; {} cuts tried):\n{}",
            args.join(" "),
            cuts.len(),
            failures.join("\n")
        )))
    }
}

/// Child mode: run one deep case on a 2 MiB stack; exit 0 if clean.
fn child(case: &str) -> ! {
    let Some((_, input, must_fail)) = deep_cases().into_iter().find(|(n, _, _)| *n == case) else {
        eprintln!("unknown deep case '{case}'");
        std::process::exit(2);
    };
    let handle = std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || {
            let args = vec!["-".to_string(), "--allow-unregistered-dialect".to_string()];
            let inv = invoke(strata_opt::run, &args, input.as_bytes());
            check_clean(&inv, must_fail)
        })
        .expect("spawn worker thread");
    match handle.join() {
        Ok(Ok(())) => std::process::exit(0),
        Ok(Err(why)) => {
            eprintln!("{why}");
            std::process::exit(1)
        }
        Err(_) => {
            eprintln!("worker thread panicked outside the tool");
            std::process::exit(1)
        }
    }
}

fn deep(case: &str, must_fail: bool) -> Result<(), Failed> {
    let exe = std::env::current_exe()
        .map_err(|e| Failed::from(format!("cannot locate the test binary: {e}")))?;
    let out = Command::new(exe)
        .env(CHILD_ENV, case)
        .output()
        .map_err(|e| Failed::from(format!("cannot re-run the test binary: {e}")))?;
    if out.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let expect = if must_fail {
        "exit 1 with an 'error:' diagnostic"
    } else {
        "exit 0, or exit 1 with an 'error:' diagnostic"
    };
    let why = match out.status.code() {
        Some(_) => "bad outcome".to_string(),
        None => format!(
            "the process died ({}) — likely a stack overflow from unbounded recursion \
             (the parser runs on a {} MiB stack here)",
            out.status,
            STACK_BYTES >> 20
        ),
    };
    Err(Failed::from(format!(
        "deep:{case} ({DEPTH} levels): {why}; expected {expect}\n--- stderr:\n{}",
        clip(&stderr, 40, 4096)
    )))
}

fn main() {
    if let Ok(case) = std::env::var(CHILD_ENV) {
        child(&case);
    }
    let args = Arguments::from_args();
    let middle = std::env::var("STRATA_ROBUSTNESS_MIDDLE_CUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_MIDDLE_CUTS);
    let root = workspace_root();
    let mut trials = Vec::new();
    match lit_files(&root) {
        Ok(files) => {
            for file in files {
                let name = display_name(&root, &file);
                trials.push(Trial::test(
                    format!("robustness/truncations:{name}"),
                    move || truncations(&name, &file, middle),
                ));
            }
        }
        Err(e) => {
            let msg = format!("cannot list lit/: {e}");
            trials.push(Trial::test("robustness (discovery)", move || {
                Err(Failed::from(msg))
            }));
        }
    }
    for (case, _, must_fail) in deep_cases() {
        trials.push(Trial::test(format!("robustness/deep:{case}"), move || {
            deep(case, must_fail)
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
