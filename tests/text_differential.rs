//! Text differential test of `cse`, `canonicalize`, `remove-dead-values`
//! without its canonicalization step and `inline` against mlir-opt-22: random well-typed
//! func/arith/cf/scf modules (`strata_tests::random_ir`, fixed seeds) go
//! through `strata-opt <pass> --discard-value-names` and `mlir-opt-22
//! <pass>`, in batches of split input, and every output must be the same.
//!
//! 500 modules by default; `STRATA_DIFF_MODULES=10000` (see
//! `scripts/text-differential.sh`) runs more, and `STRATA_DIFF_FIRST_SEED`
//! starts elsewhere. Without mlir-opt-22 the test prints `SKIPPED` unless
//! `STRATA_REQUIRE_MLIR_OPT=1`.

use libtest_mimic::{Failed, Trial};
use strata_tests::diff::diff;
use strata_tests::differential::{MARKER, run_against_mlir_opt};
use strata_tests::external::{MLIR_OPT_NAME, mlir_opt_tool};
use strata_tests::random_ir::random_module;
use strata_tests::{Exit, ToolFn, env_number, invoke, run_ok, seed_batches};

/// Modules per tool invocation.
const BATCH: u64 = 50;

/// The passes compared, as both tools take them, and whether mlir-opt-22
/// may fail on a module: its `remove-dead-values` leaves invalid IR when
/// the edges into a block disagree about an argument, or a surviving op
/// using an erased value (where Strata keeps the argument or passes a
/// `ub.poison`). Such modules are skipped and counted; a fifth at least
/// must compare.
///
/// Leniently compared too: MLIR's liveness runs with constant propagation,
/// so it knows a branch whose condition folds (`arith.cmpi eq, %a, %a`)
/// is dead and passes `ub.poison` for what only that branch yields, which
/// Strata's liveness does not see yet (nor a region of an
/// `scf.index_switch` on a constant that does not run). A difference where
/// mlir-opt-22's output has more `ub.poison` ops, or fewer values outside
/// them (it erased what only the dead code used, or a block argument only
/// that code's values reached), is counted as such; any other fails, and so
/// do such differences in more than a tenth of the modules.
const PASSES: &[(&str, bool)] = &[
    ("--cse", false),
    ("--canonicalize", false),
    ("--remove-dead-values=canonicalize=false", true),
    ("--inline", false),
];

fn run(tool: ToolFn, name: &str, args: &[&str], input: &str) -> Result<String, Failed> {
    run_ok(tool, name, args, input).map_err(Failed::from)
}

/// Seeds `first..first + count` through `pass`: the outputs of both tools,
/// chunk by chunk.
fn check_batch(pass: &str, lenient: bool, first: u64, count: u64) -> Result<(), Failed> {
    let seeds: Vec<u64> = (first..first + count).collect();
    let modules: Vec<String> = seeds.iter().map(|&seed| random_module(seed)).collect();
    let input = modules.join(&format!("{MARKER}\n"));
    let flags = ["--split-input-file", pass, "-"];
    let ours = run(
        strata_opt::run,
        "strata-opt",
        &["--discard-value-names", flags[0], flags[1], flags[2]],
        &input,
    )?;
    let theirs = if lenient {
        let args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
        invoke(mlir_opt_tool, &args, input.as_bytes()).stdout_str()
    } else {
        run(mlir_opt_tool, MLIR_OPT_NAME, &flags, &input)?
    };
    let ours: Vec<&str> = ours.split(MARKER).collect();
    let mut theirs: Vec<String> = theirs.split(MARKER).map(str::to_string).collect();
    if lenient && ours.len() != theirs.len() {
        // mlir-opt-22 crashed on a module, which ends the whole run: one
        // module at a time then, a crash counting as a failure.
        theirs = modules
            .iter()
            .map(|module| {
                let args: Vec<String> = [pass, "-"].iter().map(|s| s.to_string()).collect();
                let invocation = invoke(mlir_opt_tool, &args, module.as_bytes());
                if invocation.exit == Exit::Code(0) {
                    invocation.stdout_str()
                } else {
                    String::new()
                }
            })
            .collect();
    }
    if ours.len() != theirs.len() {
        return Err(Failed::from(format!(
            "{} chunks from strata-opt, {} from mlir-opt-22",
            ours.len(),
            theirs.len()
        )));
    }
    let mut skipped = 0;
    let mut folded = 0;
    for ((seed, module), (a, b)) in seeds.iter().zip(&modules).zip(ours.iter().zip(&theirs)) {
        let b = b.as_str();
        if lenient && b.trim().is_empty() {
            skipped += 1;
            continue;
        }
        let poisons = |text: &str| text.matches("ub.poison").count();
        // Value names and uses outside the `ub.poison` lines.
        let kept_values = |text: &str| {
            text.lines()
                .filter(|line| !line.contains("ub.poison"))
                .map(|line| line.matches('%').count())
                .sum::<usize>()
        };
        if lenient
            && a.trim() != b.trim()
            && (poisons(b) > poisons(a) || kept_values(b) < kept_values(a))
        {
            folded += 1;
            continue;
        }
        if let Some(d) = diff(a.trim(), b.trim(), 3) {
            return Err(Failed::from(format!(
                "{pass}, seed {seed}: outputs differ (- strata, + mlir-opt-22)\n{d}\n--- input:\n{module}"
            )));
        }
    }
    if lenient {
        eprintln!(
            "{pass}: seeds {first}..{}: {} compared, {skipped} skipped (mlir-opt-22 failed), \
             {folded} where mlir-opt-22 folded a condition",
            first + count,
            count - skipped - folded
        );
        if folded * 10 > count {
            return Err(Failed::from(format!(
                "{pass}: mlir-opt-22 knew more dead code in {folded} of {count} modules"
            )));
        }
        // About half fail: the generated `cf.switch` often has two edges
        // into the join block that disagree about a dead argument. A batch
        // of fifty varies around that; a fifth at least must compare.
        if skipped * 5 > count * 4 {
            return Err(Failed::from(format!(
                "{pass}: mlir-opt-22 failed on {skipped} of {count} modules; too few compared"
            )));
        }
    }
    Ok(())
}

fn main() {
    run_against_mlir_opt("text_differential", "cse not compared", || {
        let count = env_number("STRATA_DIFF_MODULES", 500);
        let first = env_number("STRATA_DIFF_FIRST_SEED", 1);
        let mut trials = Vec::new();
        for &(pass, lenient) in PASSES {
            for (start, size) in seed_batches(first, count, BATCH) {
                let name = format!("differential {pass}: seeds {start}..{}", start + size);
                trials.push(Trial::test(name, move || {
                    check_batch(pass, lenient, start, size)
                }));
            }
        }
        trials
    })
}
