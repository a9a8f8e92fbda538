//! Differential test of affine maps and integer sets against mlir-opt-22:
//! random modules of unregistered ops whose attributes are maps, sets and
//! memrefs with map layouts (`strata_tests::random_affine`, fixed seeds) go
//! through both tools, in the custom and the generic form, and the outputs
//! must be the same: the simplified expressions, their printing, the
//! `#map`/`#set` aliases and their numbering, the dropped identity layouts.
//!
//! 400 modules by default; `STRATA_AFFINE_MODULES` runs more (see
//! `scripts/affine-differential.sh`) and `STRATA_AFFINE_FIRST_SEED` starts
//! elsewhere. Without mlir-opt-22 the test prints `SKIPPED` unless
//! `STRATA_REQUIRE_MLIR_OPT=1`.

use libtest_mimic::{Failed, Trial};
use strata_tests::differential::{Batch, chunks, run_against_mlir_opt};
use strata_tests::external::{MLIR_OPT_NAME, mlir_opt_tool};
use strata_tests::random_affine::random_affine_module;
use strata_tests::{Exit, ToolFn, env_number, invoke, run_ok, seed_batches};

/// Modules per tool invocation.
const BATCH: u64 = 100;
/// Ops per module.
const OPS: usize = 4;

fn run(tool: ToolFn, name: &str, args: &[&str], input: &str) -> Result<String, Failed> {
    run_ok(tool, name, args, input).map_err(Failed::from)
}

fn check_batch(form: &str, first: u64, count: u64) -> Result<(), Failed> {
    let batch = Batch::new(first, count, |seed| random_affine_module(seed, OPS));
    let input = batch.input();
    let mut flags = vec!["--allow-unregistered-dialect", "--split-input-file"];
    if !form.is_empty() {
        flags.push(form);
    }
    flags.push("-");
    let ours = run(strata_opt::run, "strata-opt", &flags, &input)?;
    let theirs = match run(mlir_opt_tool, MLIR_OPT_NAME, &flags, &input) {
        Ok(text) => chunks(&text),
        Err(_) => one_by_one(&flags, &batch.modules)?,
    };
    // A module mlir-opt-22 crashed on is empty (`one_by_one` bounds them).
    let label = if form.is_empty() { "" } else { "generic, " };
    batch.compare(label, &ours, &theirs)?;
    Ok(())
}

/// mlir-opt-22's output for each module alone, empty for a module it
/// crashes on: it divides by -1 without checking for overflow when it
/// simplifies `(e * c) floordiv -1` with `c = i64::MIN` (a bug of MLIR's;
/// Strata wraps). Too many crashes fail the batch.
fn one_by_one(flags: &[&str], modules: &[String]) -> Result<Vec<String>, Failed> {
    let args: Vec<String> = flags
        .iter()
        .filter(|flag| **flag != "--split-input-file")
        .map(|s| s.to_string())
        .collect();
    let mut crashed = 0;
    let outputs: Vec<String> = modules
        .iter()
        .map(|module| {
            let invocation = invoke(mlir_opt_tool, &args, module.as_bytes());
            if invocation.exit == Exit::Code(0) {
                invocation.stdout_str()
            } else {
                crashed += 1;
                String::new()
            }
        })
        .collect();
    if crashed * 10 > modules.len() {
        return Err(Failed::from(format!(
            "{MLIR_OPT_NAME} failed on {crashed} of {} modules",
            modules.len()
        )));
    }
    Ok(outputs)
}

fn main() {
    run_against_mlir_opt("affine_differential", "affine maps not compared", || {
        let count = env_number("STRATA_AFFINE_MODULES", 400);
        let first = env_number("STRATA_AFFINE_FIRST_SEED", 1);
        let mut trials = Vec::new();
        for form in ["", "--mlir-print-op-generic"] {
            for (start, size) in seed_batches(first, count, BATCH) {
                let name = format!("affine maps {form}: seeds {start}..{}", start + size);
                trials.push(Trial::test(name, move || check_batch(form, start, size)));
            }
        }
        trials
    })
}
