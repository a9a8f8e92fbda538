//! The properties the fuzz targets (`fuzz/`) check, as plain functions so
//! that `tests/fuzz_smoke.rs` runs the same checks in `cargo test`: each
//! takes the fuzzer's bytes and panics when the property does not hold.

use std::cell::RefCell;
use std::collections::HashMap;
use std::collections::hash_map::Entry;

use strata_opt::Invocation;

use crate::random_ir::{GenConfig, random_module_with};

/// Runs an [`Invocation`] serves before it is prepared afresh: its context
/// keeps every name the inputs interned, so it is rebuilt now and then to
/// keep a long fuzzing run's memory bounded.
const RUNS_PER_INVOCATION: u32 = 20_000;

thread_local! {
    /// The prepared command lines of this thread, with their use counts.
    static INVOCATIONS: RefCell<HashMap<Vec<String>, (Invocation, u32)>> =
        RefCell::new(HashMap::new());
}

/// `strata-opt` (in process, one thread) on `input` with `args`: its exit
/// code and standard output. The command line is prepared once per thread
/// (options parsed, dialects and passes registered) and reused, which is
/// most of what a run costs on small inputs.
fn opt(args: &[&str], input: &[u8]) -> (i32, Vec<u8>) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    INVOCATIONS.with_borrow_mut(|invocations| {
        let stale = invocations
            .get(&args)
            .is_some_and(|(_, runs)| *runs >= RUNS_PER_INVOCATION);
        if stale {
            invocations.remove(&args);
        }
        let (invocation, runs) = match invocations.entry(args) {
            Entry::Occupied(entry) => entry.into_mut(),
            Entry::Vacant(entry) => {
                let prepared = Invocation::prepare(
                    strata_opt::DEFAULT_DIALECTS,
                    strata_opt::DEFAULT_PASSES,
                    entry.key(),
                    &mut out,
                    &mut err,
                );
                match prepared {
                    Ok(invocation) => entry.insert((invocation, 0)),
                    Err(code) => return (code, out),
                }
            }
        };
        *runs += 1;
        let code = invocation.run(input, &mut out, &mut err);
        (code, out)
    })
}

/// Parse, verify and print never panic, and what is printed (custom and
/// generic form) reads back and prints the same. One exception, MLIR's:
/// a decimal float literal is read as an `f64` and widened, so an `f80` or
/// `f128` value that no `f64` holds prints as digits that read back as a
/// nearby `f64` value; that one then prints as a fixpoint.
pub fn parse_fixpoint(data: &[u8]) {
    for flags in [
        &["--mlir-disable-threading", "-"][..],
        &["--mlir-disable-threading", "--mlir-print-op-generic", "-"][..],
    ] {
        let (code, printed) = opt(flags, data);
        if code != 0 {
            continue;
        }
        let (again, reprinted) = opt(flags, &printed);
        assert_eq!(
            again,
            0,
            "the printed IR does not read back:\n{}",
            String::from_utf8_lossy(&printed)
        );
        if printed != reprinted && has_wide_floats(&printed) {
            let (_, third) = opt(flags, &reprinted);
            assert_eq!(reprinted, third, "printing is not a fixpoint");
            continue;
        }
        assert_eq!(printed, reprinted, "printing is not a fixpoint");
    }
}

/// Whether `text` names the `f80` or `f128` type.
fn has_wide_floats(text: &[u8]) -> bool {
    text.windows(4).any(|w| w == b"f128") || text.windows(3).any(|w| w == b"f80")
}

/// `--verify-diagnostics` answers every input and its annotations with 0
/// or 1, never a panic.
pub fn verify_diagnostics(data: &[u8]) {
    let flags = [
        "--mlir-disable-threading",
        "--verify-diagnostics",
        "--split-input-file",
        "-",
    ];
    let (code, _) = opt(&flags, data);
    assert!(code == 0 || code == 1, "exit code {code}");
}

/// The pipelines [`transforms`] picks from.
pub const PIPELINES: &[&str] = &[
    "builtin.module(cse)",
    "builtin.module(canonicalize)",
    "builtin.module(canonicalize{region-simplify=aggressive})",
    "builtin.module(symbol-dce)",
    "builtin.module(remove-dead-values)",
    "builtin.module(func.func(canonicalize,cse),remove-dead-values,symbol-dce)",
    "builtin.module(flatten-call-expr)",
    "builtin.module(flatten-call-expr,func.func(canonicalize,cse))",
    "builtin.module(inline)",
    "builtin.module(lift-lambdas,inline)",
];

/// The first eight bytes seed a random module ([`crate::random_ir`]), the
/// ninth picks a pipeline, and the tenth, if any, the module's size (1 to
/// 4: small modules keep the executions fast), whether it has closures and
/// whether it has expressions: the pipeline runs (verifying after each
/// pass) and its output reads back.
pub fn transforms(data: &[u8]) {
    let Some((seed, rest)) = data.split_first_chunk::<8>() else {
        return;
    };
    let Some(&choice) = rest.first() else {
        return;
    };
    let shape = rest.get(1).copied().unwrap_or(4);
    let config = GenConfig {
        size: 1 + usize::from(shape % 4),
        closures: shape & 0x80 != 0,
        expressions: shape & 0x40 != 0,
    };
    let seed = u64::from_le_bytes(*seed);
    let pipeline = PIPELINES[choice as usize % PIPELINES.len()];
    let module = random_module_with(seed, config);
    let flag = format!("--pass-pipeline={pipeline}");
    let (code, out) = opt(&["--mlir-disable-threading", &flag, "-"], module.as_bytes());
    assert_eq!(
        code, 0,
        "{pipeline} failed on seed {seed} ({config:?}):\n{module}"
    );
    let (again, _) = opt(&["--mlir-disable-threading", "-"], &out);
    assert_eq!(
        again, 0,
        "the output of {pipeline} on seed {seed} ({config:?}) does not read back"
    );
}
