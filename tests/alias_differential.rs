//! Differential test of aliases against mlir-opt-22: random modules whose
//! attributes nest maps, distinct attributes, arrays, dictionaries, long
//! tuples, memrefs and locations in one another
//! (`strata_tests::random_aliases`, fixed seeds) are printed by
//! `strata-opt --discard-value-names` and by `mlir-opt-22`, in batches of
//! split input, and every output must be the same: which values get an
//! alias, the order of the definitions (depth, types first, name, first
//! use), the names' numbers and the numbers of distinct attributes.
//!
//! Each batch is compared twice: as printed by default, and with
//! `--mlir-print-debuginfo`, where op and block-argument locations join the
//! aliases and those only op locations use print after the module.
//!
//! A module mlir-opt-22 rejects is skipped and counted; a third at least
//! must compare.
//!
//! 500 modules by default; `STRATA_ALIAS_DIFF_MODULES=10000` runs more,
//! and `STRATA_ALIAS_DIFF_FIRST_SEED` starts elsewhere. Without mlir-opt-22
//! the test prints `SKIPPED` unless `STRATA_REQUIRE_MLIR_OPT=1`.

use libtest_mimic::{Failed, Trial};
use strata_tests::differential::{Batch, chunks, run_against_mlir_opt};
use strata_tests::external::mlir_opt_tool;
use strata_tests::random_aliases::random_aliases;
use strata_tests::{env_number, invoke, seed_batches};

/// Modules per tool invocation.
const BATCH: u64 = 100;

/// Seeds `first..first + count`: both tools' outputs, chunk by chunk.
fn check_batch(first: u64, count: u64, debug_info: bool) -> Result<(), Failed> {
    let batch = Batch::new(first, count, random_aliases);
    let input = batch.input();
    let mut flags: Vec<String> = ["--allow-unregistered-dialect", "--split-input-file", "-"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    if debug_info {
        flags.insert(0, "--mlir-print-debuginfo".to_string());
    }
    let mut ours_flags = vec!["--discard-value-names".to_string()];
    ours_flags.extend(flags.iter().cloned());
    // Either tool may refuse a module; each prints the others.
    let ours = invoke(strata_opt::run, &ours_flags, input.as_bytes()).stdout_str();
    let theirs = invoke(mlir_opt_tool, &flags, input.as_bytes()).stdout_str();
    // A module prints at least `module {}`: empty means refused.
    let skipped = batch.compare("", &ours, &chunks(&theirs))?;
    if skipped * 3 > count * 2 {
        return Err(Failed::from(format!(
            "mlir-opt-22 refused {skipped} of {count} modules; too few compared"
        )));
    }
    Ok(())
}

fn main() {
    run_against_mlir_opt("alias_differential", "aliases not compared", || {
        let count = env_number("STRATA_ALIAS_DIFF_MODULES", 500);
        let first = env_number("STRATA_ALIAS_DIFF_FIRST_SEED", 1);
        let mut trials = Vec::new();
        for debug_info in [false, true] {
            for (start, size) in seed_batches(first, count, BATCH) {
                let mode = if debug_info { ", debug info" } else { "" };
                let name = format!("alias differential: seeds {start}..{}{mode}", start + size);
                trials.push(Trial::test(name, move || {
                    check_batch(start, size, debug_info)
                }));
            }
        }
        trials
    })
}
