//! Transforms keep the meaning of programs: random func/arith/cf/scf
//! modules (`strata_tests::random_ir`, fixed seeds) run on the reference
//! interpreter before and after each transform, every function on a few
//! inputs, and the results and the traces of external calls must agree.
//!
//! A run whose original ends in an error (undefined behaviour, or poison
//! reaching a result, a branch or a call) is not compared: a transform may
//! remove what was undefined. When the original runs, the transformed
//! program must run too, to the same results with the same calls in the
//! same order.
//!
//! With mlir-opt-22 present, its `--cse` and `--canonicalize` outputs are
//! run too and must agree the same way (its other passes are compared in
//! `tests/transform_compat.rs` and `tests/cse_differential.rs` by text).
//!
//! 300 modules per transform by default; `STRATA_RUN_DIFF_MODULES=10000`
//! (see `scripts/run-differential.sh`) runs more, `STRATA_RUN_DIFF_FIRST_SEED`
//! starts elsewhere.

use std::sync::Arc;

use libtest_mimic::{Arguments, Failed, Trial};
use strata_interp::{Interpreter, RtValue, register_semantics};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::{Context, Ir, OpId};
use strata_pass::{PassRegistry, RunConfig, parse_pipeline};
use strata_tests::external::{MLIR_OPT_NAME, find_mlir_opt, mlir_opt_tool, without_mlir_opt};
use strata_tests::random_ir::random_module;
use strata_tests::{Exit, invoke};

/// The pipelines compared with the original.
const PIPELINES: &[&str] = &[
    "builtin.module(cse)",
    "builtin.module(canonicalize)",
    "builtin.module(symbol-dce)",
    "builtin.module(remove-dead-values)",
    "builtin.module(remove-dead-values{canonicalize=false})",
    "builtin.module(func.func(canonicalize,cse),symbol-dce)",
];

/// The mlir-opt-22 passes whose output is run.
const MLIR_OPT_PASSES: &[&str] = &["--cse", "--canonicalize"];

/// Modules per trial.
const BATCH: u64 = 50;

const MARKER: &str = "// -----";

/// The inputs each function runs on: `(%a, %b, %c, %n)`.
const INPUTS: &[(i128, i128, i128, i128)] = &[
    (0, 0, 0, 0),
    (7, -3, 1, 3),
    (-1, 2147483647, 0, 5),
    (-2147483648, 1, 1, 2),
];

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn parse(text: &str) -> Result<(Ir, OpId), String> {
    let mut ctx = Context::new();
    for register in strata_opt::DEFAULT_DIALECTS {
        register(&mut ctx);
    }
    register_semantics(&mut ctx);
    parse_source(Arc::new(ctx), text, &ParserConfig::default())
        .map_err(|e| e.diagnostic().message.clone())
}

/// What running one function on one input gave: its results and the
/// external calls, or `None` for an error.
type Outcome = Option<(Vec<RtValue>, Vec<String>)>;

/// Every function of `ir` (named `@f0`, `@f1`, ...) on every input.
fn run_all(ir: &Ir, top: OpId) -> Vec<(String, usize, Outcome)> {
    let table = SymbolTable::build(ir, top);
    let mut outcomes = Vec::new();
    for index in 0.. {
        let name = format!("f{index}");
        let Some(function) = table.lookup(&name) else {
            break;
        };
        for (input, &(a, b, c, n)) in INPUTS.iter().enumerate() {
            let arguments = vec![
                RtValue::int(32, a),
                RtValue::int(32, b),
                RtValue::int(1, c),
                RtValue::int(64, n),
            ];
            let mut interpreter = Interpreter::new(ir);
            let outcome = interpreter
                .call(function, arguments)
                .ok()
                .and_then(|results| {
                    let defined = !results.iter().any(RtValue::is_poison);
                    let trace = interpreter.trace().iter().map(|c| c.to_string()).collect();
                    defined.then_some((results, trace))
                });
            outcomes.push((name.clone(), input, outcome));
        }
    }
    outcomes
}

/// Seeds `first..first + count` through `pipeline`; returns how many runs
/// were compared.
fn check(pipeline: &str, first: u64, count: u64) -> Result<u64, Failed> {
    let mut registry = PassRegistry::new();
    for register in strata_opt::DEFAULT_PASSES {
        register(&mut registry);
    }
    let manager = parse_pipeline(pipeline, &registry).map_err(|e| Failed::from(e.message))?;
    let mut compared = 0;
    for seed in first..first + count {
        let text = random_module(seed);
        let (ir, top) = parse(&text).map_err(Failed::from)?;
        let before = run_all(&ir, top);
        let (mut transformed, top) = parse(&text).map_err(Failed::from)?;
        manager
            .run(&mut transformed, top, &RunConfig::default())
            .map_err(|_| Failed::from(format!("{pipeline} failed on seed {seed}")))?;
        let after = run_all(&transformed, top);
        compared += compare(pipeline, seed, &text, &before, &after)?;
    }
    Ok(compared)
}

/// The runs whose original ran must give the same after `what`; returns
/// how many were compared.
fn compare(
    what: &str,
    seed: u64,
    text: &str,
    before: &[(String, usize, Outcome)],
    after: &[(String, usize, Outcome)],
) -> Result<u64, Failed> {
    let mut compared = 0;
    for ((name, input, original), (_, _, result)) in before.iter().zip(after) {
        let Some(original) = original else {
            continue;
        };
        compared += 1;
        if result.as_ref() != Some(original) {
            return Err(Failed::from(format!(
                "{what}, seed {seed}, @{name} on input #{input}: \
                 before {original:?}, after {result:?}\n--- program:\n{text}"
            )));
        }
    }
    Ok(compared)
}

/// `first..first + count` in batches of [`BATCH`].
fn batches(first: u64, count: u64) -> Vec<(u64, u64)> {
    (first..first + count)
        .step_by(BATCH as usize)
        .map(|start| (start, BATCH.min(first + count - start)))
        .collect()
}

/// Seeds `first..first + count` through `mlir-opt-22 <pass>` (in one
/// split-input run); returns how many runs were compared.
fn check_mlir_opt(pass: &str, first: u64, count: u64) -> Result<u64, Failed> {
    let modules: Vec<String> = (first..first + count).map(random_module).collect();
    let input = modules.join(&format!("{MARKER}\n"));
    let args: Vec<String> = ["--split-input-file", pass, "-"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let invocation = invoke(mlir_opt_tool, &args, input.as_bytes());
    if invocation.exit != Exit::Code(0) {
        return Err(Failed::from(format!(
            "{MLIR_OPT_NAME} {pass} failed: {}",
            invocation.stderr_str()
        )));
    }
    let output = invocation.stdout_str();
    let outputs: Vec<&str> = output.split(MARKER).collect();
    if outputs.len() != modules.len() {
        return Err(Failed::from(
            "mlir-opt-22 printed a different number of modules",
        ));
    }
    let mut compared = 0;
    for ((seed, text), transformed) in (first..).zip(&modules).zip(outputs) {
        let (ir, top) = parse(text).map_err(Failed::from)?;
        let before = run_all(&ir, top);
        let (ir, top) = parse(transformed)
            .map_err(|e| Failed::from(format!("seed {seed}: mlir-opt-22's output: {e}")))?;
        let after = run_all(&ir, top);
        compared += compare(&format!("mlir-opt-22 {pass}"), seed, text, &before, &after)?;
    }
    Ok(compared)
}

/// One trial per batch of seeds: `check` runs them through `what` and
/// returns how many runs it compared, which must not be none. `tool`
/// names what applies `what` in messages (empty for strata's passes).
fn trials_for(
    tool: &'static str,
    what: &'static str,
    first: u64,
    count: u64,
    check: fn(&str, u64, u64) -> Result<u64, Failed>,
) -> Vec<Trial> {
    batches(first, count)
        .into_iter()
        .map(|(start, size)| {
            let end = start + size;
            Trial::test(
                format!("run differential {tool}{what}: seeds {start}..{end}"),
                move || {
                    let compared = check(what, start, size)?;
                    eprintln!("{tool}{what}: seeds {start}..{end}: {compared} runs compared");
                    if compared == 0 {
                        return Err(Failed::from("no run to compare"));
                    }
                    Ok(())
                },
            )
        })
        .collect()
}

fn main() {
    let args = Arguments::from_args();
    let count = env_number("STRATA_RUN_DIFF_MODULES", 300);
    let first = env_number("STRATA_RUN_DIFF_FIRST_SEED", 1);
    let mut trials = Vec::new();
    for &pipeline in PIPELINES {
        trials.extend(trials_for("", pipeline, first, count, check));
    }
    if find_mlir_opt().is_none() {
        trials.push(Trial::test("run differential (mlir-opt-22)", || {
            without_mlir_opt("its output is not run").map_err(Failed::from)
        }));
    } else {
        for &pass in MLIR_OPT_PASSES {
            trials.extend(trials_for(
                "mlir-opt-22 ",
                pass,
                first,
                count,
                check_mlir_opt,
            ));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
