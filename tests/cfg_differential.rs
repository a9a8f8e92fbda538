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

use libtest_mimic::{Failed, Trial};
use strata_tests::differential::{Batch, chunks, run_against_mlir_opt};
use strata_tests::external::{MLIR_OPT_NAME, mlir_opt_tool};
use strata_tests::random_cfg::random_cfg;
use strata_tests::{env_number, run_ok, seed_batches};

/// Modules per tool invocation.
const BATCH: u64 = 100;

/// The canonicalizer's settings compared: the default, and aggressive
/// region simplification (identical blocks merged).
const PASSES: &[&str] = &[
    "--canonicalize",
    "--canonicalize=region-simplify=aggressive",
];

/// Seeds `first..first + count` through `pass`: both tools' outputs, chunk
/// by chunk.
fn check_batch(pass: &'static str, first: u64, count: u64) -> Result<(), Failed> {
    let batch = Batch::new(first, count, random_cfg);
    let input = batch.input();
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
    // mlir-opt-22 succeeded on the whole batch: it printed every module.
    let skipped = batch.compare(&format!("{pass}, "), &ours, &chunks(&theirs))?;
    if skipped > 0 {
        return Err(Failed::from(format!(
            "{pass}: mlir-opt-22 printed nothing for {skipped} modules"
        )));
    }
    Ok(())
}

fn main() {
    run_against_mlir_opt(
        "cfg_differential",
        "canonicalize on CFGs not compared",
        || {
            let count = env_number("STRATA_CFG_DIFF_MODULES", 500);
            let first = env_number("STRATA_CFG_DIFF_FIRST_SEED", 1);
            let mut trials = Vec::new();
            for &pass in PASSES {
                for (start, size) in seed_batches(first, count, BATCH) {
                    let name = format!("cfg differential {pass}: seeds {start}..{}", start + size);
                    trials.push(Trial::test(name, move || check_batch(pass, start, size)));
                }
            }
            trials
        },
    )
}
