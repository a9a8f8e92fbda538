//! Canonicalization tries the patterns mlir-opt-22 tries, in its order.
//! Which pattern wins on an op where several apply decides the output, so
//! each op's list of patterns must be MLIR's.
//!
//! `mlir-opt-22 --canonicalize --log-actions-to=-` logs every pattern it
//! tries (`apply-pattern pattern: NAME (op)`). On the probe
//! (`tests/data/pattern-order-probe.mlir`) no pattern applies, which the
//! test checks (the output is the input), so each op's first visit tries
//! them all. For every op kind in the probe, the names in that visit must
//! be the names, in order, of the candidates Strata's canonicalizer has
//! for the op. MLIR logs patterns written as plain functions without a
//! name; those match any name, but still count. Every op with Strata
//! canonicalization patterns must be in the probe.
//!
//! Without `mlir-opt-22` the test prints `SKIPPED` and passes, unless
//! `STRATA_REQUIRE_MLIR_OPT=1` (as in `.ci/run`).

use std::collections::BTreeMap;
use std::sync::Arc;

use libtest_mimic::{Arguments, Failed, Trial};
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::{Context, WalkOrder};
use strata_rewrite::CanonicalizationPatterns;
use strata_tests::external::{find_mlir_opt, mlir_opt_tool, without_mlir_opt};
use strata_tests::{Exit, invoke};
use strata_transforms::canonicalize::canonicalization_patterns;

const PROBE: &str = include_str!("data/pattern-order-probe.mlir");

/// MLIR patterns on ops of dialects Strata does not have, so they can
/// never apply here: `scf.for`'s of `tensor.cast`, the complex
/// dialect's of `complex.bitcast` (on `arith.bitcast`), and the tensor
/// dialect's `tensor.cast` folds that it registers on any op with
/// destination operands (`scf.forall` among them).
const OTHER_DIALECTS: &[&str] = &[
    "ForOpTensorCastFolder",
    "MergeArithBitcast",
    "FoldTensorCastProducerOp",
    "FoldTensorCastOfOutputIntoForallOp",
];

/// Each op name's patterns as mlir-opt-22 tries them on the first op of
/// that name it visits (an empty name for an unnamed pattern).
fn mlir_pattern_order() -> Result<BTreeMap<String, Vec<String>>, String> {
    let args: Vec<String> = ["--allow-unregistered-dialect", "--canonicalize", "-"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let printed = invoke(mlir_opt_tool, &args[..1], PROBE.as_bytes());
    let canonicalized = invoke(mlir_opt_tool, &args, PROBE.as_bytes());
    if printed.exit != Exit::Code(0) || canonicalized.stdout_str() != printed.stdout_str() {
        return Err(format!(
            "the probe must go through mlir-opt-22 --canonicalize unchanged:\n{}{}",
            canonicalized.stdout_str(),
            canonicalized.stderr_str()
        ));
    }
    let mut logging = args.clone();
    logging.insert(2, "--log-actions-to=-".into());
    let log = invoke(mlir_opt_tool, &logging, PROBE.as_bytes()).stdout_str();
    // (op text, op name, patterns), one entry per visit.
    let mut visits: Vec<(String, String, Vec<String>)> = Vec::new();
    for line in log.lines() {
        let Some((_, rest)) = line.split_once("apply-pattern pattern: ") else {
            continue;
        };
        let (name, op_text) = rest
            .split_once(" (")
            .ok_or_else(|| format!("unexpected log line: {line}"))?;
        let name = name.trim_start_matches("(anonymous namespace)::").trim();
        let op_text = op_text.trim_end_matches(")`");
        match visits.last_mut() {
            Some((text, _, names)) if text == op_text => names.push(name.to_string()),
            _ => visits.push((op_text.into(), op_name(op_text), vec![name.to_string()])),
        }
    }
    let mut order = BTreeMap::new();
    for (_, op, names) in visits {
        let names = names
            .into_iter()
            .filter(|name| !OTHER_DIALECTS.contains(&name.as_str()))
            .collect();
        order.entry(op).or_insert(names);
    }
    Ok(order)
}

/// The op name in an op's logged text: `%0 = arith.addi %a, %b : i32`,
/// `%r:2 = ...`, `"test.op"() ...` or `cf.br ^bb1`.
fn op_name(text: &str) -> String {
    let after_results = match text.split_once(" = ") {
        Some((results, rest)) if results.starts_with('%') => rest,
        _ => text,
    };
    after_results
        .trim_start_matches('"')
        .split(|c: char| !(c.is_alphanumeric() || c == '.' || c == '_'))
        .next()
        .unwrap_or_default()
        .to_string()
}

/// Each op name's candidate patterns in Strata's canonicalizer, for the
/// ops of the probe that have any; and the registered ops with
/// canonicalization patterns that the probe lacks.
fn strata_pattern_order() -> (BTreeMap<String, Vec<String>>, Vec<String>) {
    let mut ctx = Context::new();
    for register in strata_opt::DEFAULT_DIALECTS {
        register(&mut ctx);
    }
    ctx.set_allow_unregistered_dialects(true);
    let (ir, top) = parse_source(Arc::new(ctx), PROBE, &ParserConfig::default())
        .unwrap_or_else(|error| panic!("the probe parses: {}", error.diagnostic().message));
    let patterns = canonicalization_patterns(&ir);
    let mut order = BTreeMap::new();
    ir.walk(top, WalkOrder::PreOrder, |op| {
        let names: Vec<String> = patterns
            .candidates(&ir, op)
            .iter()
            .map(|pattern| pattern.name().to_string())
            .collect();
        if !names.is_empty() {
            order.entry(ir.op_name_str(op).to_string()).or_insert(names);
        }
    });
    let ctx = ir.ctx();
    let missing = ctx
        .registered_op_names()
        .into_iter()
        .filter(|name| {
            ctx.interface::<dyn CanonicalizationPatterns>(ctx.intern_str(name))
                .is_some()
                && !order.contains_key(*name)
        })
        // The expr, scope and test dialects are Strata's own: no MLIR
        // to compare with.
        .filter(|name| {
            !["expr.", "scope.", "test."]
                .iter()
                .any(|d| name.starts_with(d))
        })
        .map(str::to_string)
        .collect();
    (order, missing)
}

fn compare() -> Result<(), Failed> {
    let theirs = mlir_pattern_order()?;
    let (ours, missing) = strata_pattern_order();
    let mut problems = Vec::new();
    if !missing.is_empty() {
        problems.push(format!(
            "ops with canonicalization patterns missing from the probe: {missing:?}"
        ));
    }
    let ops: std::collections::BTreeSet<&String> = theirs.keys().chain(ours.keys()).collect();
    for op in ops {
        let (mlir, strata) = (theirs.get(op), ours.get(op));
        let same = match (mlir, strata) {
            (Some(mlir), Some(strata)) => {
                mlir.len() == strata.len()
                    && mlir.iter().zip(strata).all(|(m, s)| m.is_empty() || m == s)
            }
            _ => false,
        };
        if !same {
            problems.push(format!(
                "{op}:\n  mlir-opt-22: {mlir:?}\n  strata:      {strata:?}"
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(Failed::from(problems.join("\n")))
    }
}

fn main() {
    let args = Arguments::from_args();
    let trial = if find_mlir_opt().is_none() {
        Trial::test("pattern order (mlir-opt-22)", || {
            without_mlir_opt("pattern order not compared").map_err(Failed::from)
        })
    } else {
        Trial::test("canonicalization patterns in mlir-opt-22's order", compare)
    };
    libtest_mimic::run(&args, vec![trial]).exit();
}
