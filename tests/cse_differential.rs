//! Differential test of `cse` against mlir-opt-22: random well-typed
//! func/arith/cf/scf modules (`strata_tests::random_ir`, fixed seeds) go
//! through `strata-opt --cse --discard-value-names` and `mlir-opt-22
//! --cse`, in batches of split input, and every output must be the same.
//!
//! 500 modules by default; `STRATA_DIFF_MODULES=10000` (see
//! `scripts/cse-differential.sh`) runs more, and `STRATA_DIFF_FIRST_SEED`
//! starts elsewhere. Without mlir-opt-22 the test prints `SKIPPED` unless
//! `STRATA_REQUIRE_MLIR_OPT=1`.

use libtest_mimic::{Arguments, Failed, Trial};
use strata_tests::diff::{clip, diff};
use strata_tests::external::{MLIR_OPT_NAME, find_mlir_opt, mlir_opt_tool};
use strata_tests::random_ir::random_module;
use strata_tests::{Exit, ToolFn, invoke};

/// Modules per tool invocation.
const BATCH: u64 = 50;
const MARKER: &str = "// -----";

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn run(tool: ToolFn, name: &str, args: &[&str], input: &str) -> Result<String, Failed> {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let invocation = invoke(tool, &args, input.as_bytes());
    if invocation.exit == Exit::Code(0) {
        Ok(invocation.stdout_str())
    } else {
        Err(Failed::from(format!(
            "{name} {} failed: {}\n--- stderr:\n{}",
            args.join(" "),
            invocation.exit,
            clip(&invocation.stderr_str(), 40, 4096)
        )))
    }
}

/// Seeds `first..first + count`: the outputs of both tools, chunk by chunk.
fn check_batch(first: u64, count: u64) -> Result<(), Failed> {
    let seeds: Vec<u64> = (first..first + count).collect();
    let modules: Vec<String> = seeds.iter().map(|&seed| random_module(seed)).collect();
    let input = modules.join(&format!("{MARKER}\n"));
    let flags = ["--split-input-file", "--cse", "-"];
    let ours = run(
        strata_opt::run,
        "strata-opt",
        &["--discard-value-names", flags[0], flags[1], flags[2]],
        &input,
    )?;
    let theirs = run(mlir_opt_tool, MLIR_OPT_NAME, &flags, &input)?;
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
                "seed {seed}: outputs differ (- strata, + mlir-opt-22)\n{d}\n--- input:\n{module}"
            )));
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    if find_mlir_opt().is_none() {
        let required = std::env::var("STRATA_REQUIRE_MLIR_OPT").is_ok_and(|v| v == "1");
        let trial = Trial::test("cse_differential (mlir-opt-22)", move || {
            if required {
                Err(Failed::from(format!(
                    "{MLIR_OPT_NAME} not found, but STRATA_REQUIRE_MLIR_OPT=1"
                )))
            } else {
                eprintln!("SKIPPED: {MLIR_OPT_NAME} not found; cse not compared");
                Ok(())
            }
        });
        libtest_mimic::run(&args, vec![trial]).exit();
    }
    let count = env_number("STRATA_DIFF_MODULES", 500);
    let first = env_number("STRATA_DIFF_FIRST_SEED", 1);
    let mut trials = Vec::new();
    let mut start = first;
    while start < first + count {
        let size = BATCH.min(first + count - start);
        let name = format!("cse_differential: seeds {start}..{}", start + size);
        trials.push(Trial::test(name, move || check_batch(start, size)));
        start += size;
    }
    libtest_mimic::run(&args, trials).exit();
}
