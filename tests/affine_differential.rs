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

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::diff;
use strata_tests::external::{MLIR_OPT_NAME, find_mlir_opt, mlir_opt_tool, without_mlir_opt};
use strata_tests::random_affine::random_affine_module;
use strata_tests::{Exit, ToolFn, env_number, invoke, run_ok, seed_batches};

/// Modules per tool invocation.
const BATCH: u64 = 100;
/// Ops per module.
const OPS: usize = 4;
const MARKER: &str = "// -----";

fn run(tool: ToolFn, name: &str, args: &[&str], input: &str) -> Result<String, Failed> {
    run_ok(tool, name, args, input).map_err(Failed::from)
}

fn check_batch(form: &str, first: u64, count: u64) -> Result<(), Failed> {
    let seeds: Vec<u64> = (first..first + count).collect();
    let modules: Vec<String> = seeds
        .iter()
        .map(|&seed| random_affine_module(seed, OPS))
        .collect();
    let input = modules.join(&format!("{MARKER}\n"));
    let mut flags = vec!["--allow-unregistered-dialect", "--split-input-file"];
    if !form.is_empty() {
        flags.push(form);
    }
    flags.push("-");
    let ours = run(strata_opt::run, "strata-opt", &flags, &input)?;
    let ours: Vec<&str> = ours.split(MARKER).collect();
    let theirs = match run(mlir_opt_tool, MLIR_OPT_NAME, &flags, &input) {
        Ok(text) => text.split(MARKER).map(str::to_string).collect(),
        Err(_) => one_by_one(&flags, &modules)?,
    };
    if ours.len() != theirs.len() {
        return Err(Failed::from(format!(
            "{} chunks from strata-opt, {} from mlir-opt-22",
            ours.len(),
            theirs.len()
        )));
    }
    for ((seed, module), (a, b)) in seeds.iter().zip(&modules).zip(ours.iter().zip(&theirs)) {
        if b.is_empty() {
            continue;
        }
        if let Some(d) = diff(a.trim(), b.trim(), 3) {
            return Err(Failed::from(format!(
                "seed {seed}{}: outputs differ (- strata, + mlir-opt-22)\n{d}\n--- input:\n{module}",
                if form.is_empty() { "" } else { " (generic)" }
            )));
        }
    }
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
    let args = Arguments::from_args();
    if find_mlir_opt().is_none() {
        let trial = Trial::test("affine_differential (mlir-opt-22)", || {
            without_mlir_opt("affine maps not compared").map_err(Failed::from)
        });
        libtest_mimic::run(&args, vec![trial]).exit();
    }
    let count = env_number("STRATA_AFFINE_MODULES", 400);
    let first = env_number("STRATA_AFFINE_FIRST_SEED", 1);
    let mut trials = Vec::new();
    for form in ["", "--mlir-print-op-generic"] {
        for (start, size) in seed_batches(first, count, BATCH) {
            let name = format!("affine maps {form}: seeds {start}..{}", start + size);
            trials.push(Trial::test(name, move || check_batch(form, start, size)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
