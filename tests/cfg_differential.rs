//! Differential test of canonicalization on control-flow graphs against
//! mlir-opt-22: random CFGs (`strata_tests::random_cfg`, fixed seeds) of
//! cycles, self loops, unreachable blocks, repeated edges and pass-through
//! blocks go through `strata-opt --canonicalize --discard-value-names`
//! and `mlir-opt-22 --canonicalize` (and both with aggressive region
//! simplification), in batches of split input, and every output must be
//! the same. It covers the greedy driver's rounds (what
//! ends one, unreachable blocks, region simplification) and the cf
//! patterns' conditions, where a difference once meant a hang.
//!
//! 500 modules by default; `STRATA_CFG_DIFF_MODULES=10000` runs more, and
//! `STRATA_CFG_DIFF_FIRST_SEED` starts elsewhere. Without mlir-opt-22 the
//! test prints `SKIPPED` unless `STRATA_REQUIRE_MLIR_OPT=1`.

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::diff;
use strata_tests::external::{MLIR_OPT_NAME, find_mlir_opt, mlir_opt_tool, without_mlir_opt};
use strata_tests::random_cfg::random_cfg;
use strata_tests::{env_number, run_ok, seed_batches};

/// Modules per tool invocation.
const BATCH: u64 = 100;
const MARKER: &str = "// -----";

/// The canonicalizer's settings compared: the default, and aggressive
/// region simplification (identical blocks merged).
const PASSES: &[&str] = &[
    "--canonicalize",
    "--canonicalize=region-simplify=aggressive",
];

/// Seeds `first..first + count` through `pass`: both tools' outputs, chunk
/// by chunk.
fn check_batch(pass: &'static str, first: u64, count: u64) -> Result<(), Failed> {
    let seeds: Vec<u64> = (first..first + count).collect();
    let modules: Vec<String> = seeds.iter().map(|&seed| random_cfg(seed)).collect();
    let input = modules.join(&format!("{MARKER}\n"));
    let flags = [
        "--allow-unregistered-dialect",
        "--split-input-file",
        pass,
        "-",
    ];
    let mut ours_flags = vec!["--discard-value-names"];
    ours_flags.extend(flags);
    let ours = run_ok(strata_opt::run, "strata-opt", &ours_flags, &input).map_err(Failed::from)?;
    let theirs = run_ok(mlir_opt_tool, MLIR_OPT_NAME, &flags, &input).map_err(Failed::from)?;
    let ours: Vec<&str> = ours.split(MARKER).collect();
    let theirs: Vec<&str> = theirs.split(MARKER).collect();
    if ours.len() != theirs.len() {
        return Err(Failed::from(format!(
            "{} chunks from strata-opt, {} from mlir-opt-22",
            ours.len(),
            theirs.len()
        )));
    }
    for ((seed, module), (a, b)) in seeds.iter().zip(&modules).zip(ours.iter().zip(&theirs)) {
        if let Some(d) = diff(a.trim(), b.trim(), 3) {
            return Err(Failed::from(format!(
                "{pass}, seed {seed}: outputs differ (- strata, + mlir-opt-22)\n{d}\n--- input:\n{module}"
            )));
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    if find_mlir_opt().is_none() {
        let trial = Trial::test("cfg_differential (mlir-opt-22)", || {
            without_mlir_opt("canonicalize on CFGs not compared").map_err(Failed::from)
        });
        libtest_mimic::run(&args, vec![trial]).exit();
    }
    let count = env_number("STRATA_CFG_DIFF_MODULES", 500);
    let first = env_number("STRATA_CFG_DIFF_FIRST_SEED", 1);
    let mut trials = Vec::new();
    for &pass in PASSES {
        for (start, size) in seed_batches(first, count, BATCH) {
            let name = format!("cfg differential {pass}: seeds {start}..{}", start + size);
            trials.push(Trial::test(name, move || check_batch(pass, start, size)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
