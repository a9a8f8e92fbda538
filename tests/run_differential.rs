//! Transforms keep the meaning of programs: random func/arith/cf/scf
//! modules (`strata_tests::random_ir`, fixed seeds) run on the reference
//! interpreter before and after each transform, every function on a few
//! inputs, and the results and the traces of external calls must agree.
//!
//! The generator promises programs without undefined behaviour or poison,
//! so every original run must succeed (a failure is the generator's bug,
//! and fails the test); the transformed program must then run to the same
//! results (compared as `strata-run` prints them, so any NaN equals any
//! other) with the same external calls in the same order.
//!
//! Strata's own pipelines run on modules with closures and expressions
//! (`expr.tree` with nested calls of the traced externals, `scope.at`,
//! loop bounds and conditions computed by expressions), so
//! `flatten-call-expr` must keep the results and the order of the external
//! calls; mlir-opt-22 reads the modules without them. Sizes vary with the
//! seed.
//!
//! With mlir-opt-22 present, its `--cse`, `--canonicalize` and `--inline`
//! outputs are run too and must agree the same way, and so must its
//! `--inline` output of modules with closures lifted by `lift-lambdas`
//! (which must make modules mlir-opt-22 reads) (its other passes are
//! compared in `tests/transform_compat.rs` and `tests/text_differential.rs`
//! by text). A module mlir-opt-22 crashes on is counted, not compared.
//!
//! 500 modules per transform by default; `STRATA_RUN_DIFF_MODULES=10000`
//! (see `scripts/run-differential.sh`) runs more, `STRATA_RUN_DIFF_FIRST_SEED`
//! starts elsewhere.

use std::sync::Arc;

use libtest_mimic::{Arguments, Failed, Trial};
use strata_interp::{Interpreter, RtValue, register_semantics};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::asm::printer::{PrintOptions, print_operation};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::{Context, FloatKind, Ir, OpId};
use strata_pass::{PassRegistry, RunConfig, parse_pipeline};
use strata_tests::external::{MLIR_OPT_NAME, find_mlir_opt, mlir_opt_tool, without_mlir_opt};
use strata_tests::random_ir::{GenConfig, random_module_with};
use strata_tests::shrink::{lit_regression, shrink};
use strata_tests::{Exit, env_number, invoke};

/// The pipelines compared with the original.
const PIPELINES: &[&str] = &[
    "builtin.module(cse)",
    "builtin.module(canonicalize)",
    "builtin.module(symbol-dce)",
    "builtin.module(remove-dead-values)",
    "builtin.module(remove-dead-values{canonicalize=false})",
    "builtin.module(func.func(canonicalize,cse),symbol-dce)",
    "builtin.module(flatten-call-expr)",
    "builtin.module(flatten-call-expr,func.func(canonicalize,cse))",
    "builtin.module(inline)",
    "builtin.module(inline{default-pipeline= max-iterations=1})",
    "builtin.module(lift-lambdas)",
    "builtin.module(lift-lambdas,inline)",
];

/// The mlir-opt-22 passes whose output is run.
const MLIR_OPT_PASSES: &[&str] = &["--cse", "--canonicalize", "--inline"];

/// Modules per trial.
const BATCH: u64 = 50;

const MARKER: &str = "// -----";

/// The inputs each function runs on: `(%a, %b, %c, %n, %x)`.
const INPUTS: &[(i128, i128, i128, i128, f32)] = &[
    (0, 0, 0, 0, 0.0),
    (7, -3, 1, 3, -1.5),
    (-1, 2147483647, 0, 5, f32::NAN),
    (-2147483648, 1, 1, 1 << 40, 1.0e30),
];

/// The module of `seed`: its size varies with the seed; `closures` (and
/// expressions) for Strata's own pipelines.
fn module(seed: u64, closures: bool) -> String {
    let size = 2 + (seed % 7) as usize;
    random_module_with(
        seed,
        GenConfig {
            size,
            closures,
            expressions: closures,
        },
    )
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
/// external calls as `strata-run --trace` prints them, or the error.
type Outcome = Result<(Vec<String>, Vec<String>), String>;

/// The arguments of input number `input`.
fn arguments(input: usize) -> Vec<RtValue> {
    let (a, b, c, n, x) = INPUTS[input];
    vec![
        RtValue::int(32, a),
        RtValue::int(32, b),
        RtValue::int(1, c),
        RtValue::int(64, n),
        RtValue::Float {
            kind: FloatKind::F32,
            bits: u128::from(x.to_bits()),
        },
    ]
}

/// `@name` of `ir` (whose symbols `table` holds) on input number `input`.
fn run_one(ir: &Ir, table: &SymbolTable, name: &str, input: usize) -> Outcome {
    let function = table
        .lookup(name)
        .ok_or_else(|| format!("no function @{name}"))?;
    let mut interpreter = Interpreter::new(ir);
    match interpreter.call(function, arguments(input)) {
        Err(error) => Err(error.to_string()),
        Ok(results) if results.iter().any(RtValue::is_poison) => Err("poison result".to_string()),
        Ok(results) => Ok((
            results.iter().map(|r| r.to_string()).collect(),
            interpreter.trace().iter().map(|c| c.to_string()).collect(),
        )),
    }
}

/// Every function of `ir` (named `@f0`, `@f1`, ...) on every input.
fn run_all(ir: &Ir, top: OpId) -> Vec<(String, usize, Outcome)> {
    let table = SymbolTable::build(ir, top);
    let mut outcomes = Vec::new();
    for index in 0.. {
        let name = format!("f{index}");
        if table.lookup(&name).is_none() {
            break;
        }
        for input in 0..INPUTS.len() {
            outcomes.push((name.clone(), input, run_one(ir, &table, &name, input)));
        }
    }
    outcomes
}

/// The runs of `before` (the same functions on the same inputs) on `ir`:
/// a function the transform removed fails to run.
fn run_same(
    ir: &Ir,
    top: OpId,
    before: &[(String, usize, Outcome)],
) -> Vec<(String, usize, Outcome)> {
    let table = SymbolTable::build(ir, top);
    before
        .iter()
        .map(|(name, input, _)| (name.clone(), *input, run_one(ir, &table, name, *input)))
        .collect()
}

/// The failure of `pipeline` on the module of `seed`, with what
/// `strata-opt` says about it and the module.
fn why_it_failed(pipeline: &str, seed: u64, text: &str) -> Failed {
    let args = [format!("--pass-pipeline={pipeline}"), "-".to_string()];
    let run = invoke(strata_opt::run, &args, text.as_bytes());
    Failed::from(format!(
        "{pipeline} failed on seed {seed}:\n{}\n--- the module:\n{text}",
        run.stderr_str()
    ))
}

/// A transform as text to text: `None` when it fails.
type Transform<'a> = &'a dyn Fn(&str) -> Option<String>;

/// Seeds `first..first + count` through `pipeline`; returns how many runs
/// were compared.
fn check(pipeline: &str, first: u64, count: u64) -> Result<u64, Failed> {
    let mut registry = PassRegistry::new();
    for register in strata_opt::DEFAULT_PASSES {
        register(&mut registry);
    }
    let manager = parse_pipeline(pipeline, &registry).map_err(|e| Failed::from(e.message))?;
    let transform = |text: &str| -> Option<String> {
        let (mut ir, top) = parse(text).ok()?;
        manager.run(&mut ir, top, &RunConfig::default()).ok()?;
        let mut out = Vec::new();
        print_operation(&ir, top, PrintOptions::default(), &mut out).ok()?;
        String::from_utf8(out).ok()
    };
    let mut compared = 0;
    for seed in first..first + count {
        let text = module(seed, true);
        let (ir, top) = parse(&text).map_err(Failed::from)?;
        let before = run_all(&ir, top);
        let transformed = transform(&text).ok_or_else(|| why_it_failed(pipeline, seed, &text))?;
        let (ir, top) = parse(&transformed).map_err(Failed::from)?;
        let after = run_same(&ir, top, &before);
        let mismatch = Mismatch {
            what: pipeline,
            pipeline,
            seed,
            text: &text,
        };
        compared += compare(&mismatch, &before, &after, &transform)?;
    }
    Ok(compared)
}

/// What a comparison is about, for its report.
struct Mismatch<'a> {
    /// What transformed the program (a pipeline, or an mlir-opt-22 flag).
    what: &'a str,
    /// The Strata pipeline a regression test runs.
    pipeline: &'a str,
    seed: u64,
    text: &'a str,
}

/// Every original run must succeed, and give the same after the
/// transform; returns how many were compared. A mismatch is shrunk and
/// written as a lit test (see [`report`]).
fn compare(
    mismatch: &Mismatch,
    before: &[(String, usize, Outcome)],
    after: &[(String, usize, Outcome)],
    transform: Transform,
) -> Result<u64, Failed> {
    let (seed, text) = (mismatch.seed, mismatch.text);
    let mut compared = 0;
    for ((name, input, original), (_, _, result)) in before.iter().zip(after) {
        let original = original.as_ref().map_err(|error| {
            Failed::from(format!(
                "seed {seed}, @{name} on input #{input}: the generated program fails \
                 ({error}), which the generator promises it does not\n{text}"
            ))
        })?;
        compared += 1;
        if result.as_ref() != Ok(original) {
            return Err(report(mismatch, name, *input, transform));
        }
    }
    Ok(compared)
}

/// Whether `@name` on `input` runs in `text` and gives something else once
/// transformed.
fn mismatches(text: &str, name: &str, input: usize, transform: Transform) -> bool {
    let Ok((ir, top)) = parse(text) else {
        return false;
    };
    let Ok(original) = run_one(&ir, &SymbolTable::build(&ir, top), name, input) else {
        return false;
    };
    let Some(transformed) = transform(text) else {
        return false;
    };
    let Ok((ir, top)) = parse(&transformed) else {
        return false;
    };
    run_one(&ir, &SymbolTable::build(&ir, top), name, input) != Ok(original)
}

/// A mismatch shrunk and written as a lit test.
struct Regression {
    /// The shrunk program.
    program: String,
    /// The lit test: the program, run before and after the pipeline.
    lit: String,
    /// Where the lit test was written, or why it was not.
    location: String,
}

/// The failure for a mismatch of `@name` on `input`: it holds the shrunk
/// program as a lit test and names the file it was written to.
fn report(mismatch: &Mismatch, name: &str, input: usize, transform: Transform) -> Failed {
    let regression = regression(mismatch, name, input, transform);
    Failed::from(format!(
        "{}, seed {}: @{name} on input #{input} differs after the transform; \
         the shrunk program as a lit test ({}):\n{}\n--- original program:\n{}",
        mismatch.what, mismatch.seed, regression.location, regression.lit, mismatch.text
    ))
}

/// Shrinks the program of a mismatch of `@name` on `input` and writes it
/// as a lit test under the test's target directory
/// (`run-differential/`), expecting what `strata-run` prints for the
/// original.
fn regression(mismatch: &Mismatch, name: &str, input: usize, transform: Transform) -> Regression {
    let (what, seed, text) = (mismatch.what, mismatch.seed, mismatch.text);
    let shrunk = shrink(text, &mut |candidate| {
        mismatches(candidate, name, input, transform)
    });
    let directory = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("run-differential");
    let file_name: String = format!("{what}-seed{seed}-{name}")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let path = directory.join(format!("{file_name}.mlir"));
    let arguments: Vec<String> = arguments(input).iter().map(|a| a.to_string()).collect();
    let written = std::fs::create_dir_all(&directory).and_then(|()| std::fs::write(&path, &shrunk));
    let mut expected = Vec::new();
    if written.is_ok() {
        let mut args = vec![
            path.display().to_string(),
            "--entry".to_string(),
            name.to_string(),
            "--trace".to_string(),
            "--".to_string(),
        ];
        args.extend(arguments.iter().cloned());
        let (mut out, mut err) = (Vec::new(), Vec::new());
        strata_run::run(&args, &mut out, &mut err);
        expected = String::from_utf8_lossy(&out)
            .lines()
            .map(str::to_string)
            .collect();
    }
    let why = format!(
        "Found by tests/run_differential.rs: {what} changed what @{name} computes\n\
         (seed {seed}, shrunk). Expected: the original's results and calls, also\n\
         after {}.",
        mismatch.pipeline
    );
    let lit = lit_regression(
        &why,
        &shrunk,
        name,
        &arguments,
        mismatch.pipeline,
        &expected,
    );
    let location = match written.and_then(|()| std::fs::write(&path, &lit)) {
        Ok(()) => format!("written to {}", path.display()),
        Err(error) => format!("not written: {error}"),
    };
    Regression {
        program: shrunk,
        lit,
        location,
    }
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
    check_mlir_opt_on(pass, first, count, false)
}

/// [`check_mlir_opt`] on modules with closures, lifted by Strata's
/// `lift-lambdas` first (which must leave modules mlir-opt-22 reads).
fn check_lifted_mlir_opt(pass: &str, first: u64, count: u64) -> Result<u64, Failed> {
    check_mlir_opt_on(pass, first, count, true)
}

/// The module of `seed` with closures but no expressions (which MLIR
/// does not have), for `lift-lambdas` to make plain MLIR of.
fn closure_module(seed: u64) -> String {
    random_module_with(
        seed,
        GenConfig {
            size: 2 + (seed % 7) as usize,
            closures: true,
            expressions: false,
        },
    )
}

/// `text` through Strata's `lift-lambdas`, in generic form.
fn lifted(text: &str) -> Option<String> {
    let mut registry = PassRegistry::new();
    for register in strata_opt::DEFAULT_PASSES {
        register(&mut registry);
    }
    let manager = parse_pipeline("builtin.module(lift-lambdas)", &registry).ok()?;
    let (mut ir, top) = parse(text).ok()?;
    manager.run(&mut ir, top, &RunConfig::default()).ok()?;
    let mut out = Vec::new();
    let options = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    print_operation(&ir, top, options, &mut out).ok()?;
    String::from_utf8(out).ok()
}

/// Seeds `first..first + count` through `mlir-opt-22 <pass>`, with
/// closures lifted first when `lift`.
fn check_mlir_opt_on(pass: &str, first: u64, count: u64, lift: bool) -> Result<u64, Failed> {
    let originals: Vec<String> = (first..first + count)
        .map(|seed| {
            if lift {
                closure_module(seed)
            } else {
                module(seed, false)
            }
        })
        .collect();
    let modules: Vec<String> = if lift {
        let lifted: Option<Vec<String>> = originals.iter().map(|text| lifted(text)).collect();
        lifted.ok_or_else(|| Failed::from("lift-lambdas failed on a generated module"))?
    } else {
        originals.clone()
    };
    // Generic form: mlir-opt-22 prints a `cf.switch` default destination's
    // operands with result numbers (`%1#0`), which its own parser rejects
    // in the custom form.
    let args: Vec<String> = ["--split-input-file", "--mlir-print-op-generic", pass, "-"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    // One module at a time (to shrink a mismatch, or when mlir-opt-22
    // crashes on one of a batch): Strata's generic form in, for the same
    // reason.
    let transform = |text: &str| -> Option<String> {
        let lifted_text;
        let text = if lift {
            lifted_text = lifted(text)?;
            lifted_text.as_str()
        } else {
            text
        };
        let (ir, top) = parse(text).ok()?;
        let mut generic = Vec::new();
        let options = PrintOptions {
            generic: true,
            ..PrintOptions::default()
        };
        print_operation(&ir, top, options, &mut generic).ok()?;
        let invocation = invoke(mlir_opt_tool, &args, &generic);
        (invocation.exit == Exit::Code(0)).then(|| invocation.stdout_str().to_string())
    };
    let input = modules.join(&format!("{MARKER}\n"));
    let invocation = invoke(mlir_opt_tool, &args, input.as_bytes());
    let batch = invocation.stdout_str();
    let outputs: Vec<Option<String>> = if invocation.exit == Exit::Code(0) {
        batch
            .split(MARKER)
            .map(|out| Some(out.to_string()))
            .collect()
    } else {
        modules.iter().map(|text| transform(text)).collect()
    };
    if outputs.len() != modules.len() {
        return Err(Failed::from(
            "mlir-opt-22 printed a different number of modules",
        ));
    }
    // mlir-opt-22 crashes on a few modules (in its arith folding); they
    // are counted, and must stay rare.
    let crashed: Vec<u64> = (first..)
        .zip(&outputs)
        .filter(|(_, out)| out.is_none())
        .map(|(seed, _)| seed)
        .collect();
    if crashed.len() * 10 > modules.len() {
        return Err(Failed::from(format!(
            "{MLIR_OPT_NAME} {pass} failed on seeds {crashed:?}: {}",
            invocation.stderr_str()
        )));
    }
    if !crashed.is_empty() {
        eprintln!("{MLIR_OPT_NAME} {pass} failed on seeds {crashed:?}; not compared");
    }
    // The same pass of Strata's, which a regression test runs.
    let pipeline = format!(
        "builtin.module({}{})",
        if lift { "lift-lambdas," } else { "" },
        pass.trim_start_matches("--")
    );
    let mut compared = 0;
    for ((seed, text), transformed) in (first..).zip(&originals).zip(&outputs) {
        let Some(transformed) = transformed else {
            continue;
        };
        let (ir, top) = parse(text).map_err(Failed::from)?;
        let before = run_all(&ir, top);
        let (ir, top) = parse(transformed)
            .map_err(|e| Failed::from(format!("seed {seed}: mlir-opt-22's output: {e}")))?;
        let after = run_same(&ir, top, &before);
        let what = if lift {
            format!("lift-lambdas then mlir-opt-22 {pass}")
        } else {
            format!("mlir-opt-22 {pass}")
        };
        let mismatch = Mismatch {
            what: &what,
            pipeline: &pipeline,
            seed,
            text,
        };
        compared += compare(&mismatch, &before, &after, &transform)?;
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

/// The shrinker on a transform known to be wrong (it turns every
/// `arith.subi` into `arith.addi`): the first mismatching module shrinks
/// to a program far smaller that still mismatches, written as a lit test
/// that runs the function before and after and expects the original's
/// output.
fn shrinking_a_wrong_transform() -> Result<(), Failed> {
    let transform = |text: &str| Some(text.replace("arith.subi", "arith.addi"));
    // Small modules (size 2 and 3), for speed.
    for seed in (1..400).filter(|seed| seed % 7 < 2) {
        let text = module(seed, true);
        let (ir, top) = parse(&text).map_err(Failed::from)?;
        let before = run_all(&ir, top);
        let Some((name, input)) = before
            .iter()
            .map(|(name, input, _)| (name, *input))
            .find(|&(name, input)| mismatches(&text, name, input, &transform))
        else {
            continue;
        };
        let mismatch = Mismatch {
            what: "subi-to-addi",
            pipeline: "builtin.module(cse)",
            seed,
            text: &text,
        };
        let regression = regression(&mismatch, name, input, &transform);
        let program = &regression.program;
        if !mismatches(program, name, input, &transform) {
            return Err(Failed::from(format!(
                "the shrunk program does not mismatch:\n{program}"
            )));
        }
        let ops = |text: &str| text.lines().filter(|l| l.contains(" = ")).count();
        if ops(program) * 4 > ops(&text) || !program.contains("arith.subi") {
            return Err(Failed::from(format!(
                "seed {seed} shrank from {} ops to only {}:\n{program}",
                ops(&text),
                ops(program)
            )));
        }
        let lit = &regression.lit;
        let runs = lit.matches("// RUN: strata-run %s --entry").count();
        if runs != 2 || !lit.contains("// CHECK: ") || !regression.location.starts_with("written") {
            return Err(Failed::from(format!(
                "not a lit test ({}):\n{lit}",
                regression.location
            )));
        }
        return Ok(());
    }
    Err(Failed::from("no module shows the wrong transform"))
}

fn main() {
    let args = Arguments::from_args();
    let count = env_number("STRATA_RUN_DIFF_MODULES", 500);
    let first = env_number("STRATA_RUN_DIFF_FIRST_SEED", 1);
    let mut trials = vec![Trial::test(
        "run differential: a mismatch shrinks to a lit test",
        shrinking_a_wrong_transform,
    )];
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
        trials.extend(trials_for(
            "lift-lambdas then mlir-opt-22 ",
            "--inline",
            first,
            count,
            check_lifted_mlir_opt,
        ));
    }
    libtest_mimic::run(&args, trials).exit();
}
