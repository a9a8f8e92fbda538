//! Benchmark: verifying calls resolves their callees through one
//! symbol-table cache, so the cost per call does not grow with the number
//! of calls or of symbols.
//!
//! Run with `cargo bench -p strata-func --bench call_verification`. It
//! builds modules of functions holding 1,000 `func.call`s each to one
//! callee — 100k and 200k calls (`--sizes A,B` picks other function
//! counts) — and times, fastest of five runs on the parsed IR:
//!
//! - `verify`: the whole verifier (ops, regions, dominance, symbol uses),
//!   with threads, as `strata-opt` runs it;
//! - `symbol uses, one cache`: every call's `CallOpInterface` check,
//!   sequentially, through one `SymbolTableCollection`, and how many
//!   tables it built (one: the module's);
//! - `symbol uses, no cache`: the same with a fresh collection per call,
//!   which rebuilds the module's table (one entry per function) every time:
//!   what the cache saves.
//!
//! Then the ratio of the two sizes' times: linear means about 2x.
//!
//! `-- --emit N` prints the module of `N` functions instead, for timing
//! whole tools on it (`docs/PERFORMANCE.md`).

use std::sync::Arc;
use std::time::{Duration, Instant};

use strata_interfaces::CallOpInterface;
use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::symbol_table::SymbolTableCollection;
use strata_ir::verifier::verify;
use strata_ir::{Context, Ir, OpId, OpInterface, WalkOrder};

/// Calls per function.
const CALLS_PER_FUNCTION: usize = 1000;

/// How many times each measurement runs (the fastest counts).
const ROUNDS: usize = 5;

fn source(functions: usize) -> String {
    let mut text = String::from("func.func private @callee(i32) -> i32\n");
    for f in 0..functions {
        text.push_str(&format!("func.func @caller{f}(%a: i32) -> i32 {{\n"));
        text.push_str("  %r0 = func.call @callee(%a) : (i32) -> i32\n");
        for c in 1..CALLS_PER_FUNCTION {
            text.push_str(&format!(
                "  %r{c} = func.call @callee(%r{}) : (i32) -> i32\n",
                c - 1
            ));
        }
        text.push_str(&format!(
            "  return %r{} : i32\n}}\n",
            CALLS_PER_FUNCTION - 1
        ));
    }
    text
}

fn fastest(mut run: impl FnMut()) -> Duration {
    (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// The call interface's verifier on each of `calls`.
fn check_symbol_uses(ir: &Ir, calls: &[OpId], tables: &mut SymbolTableCollection) {
    for &op in calls {
        let call = ir
            .interface::<dyn CallOpInterface>(op)
            .expect("func.call is a call");
        <dyn CallOpInterface as OpInterface>::verify_symbol_uses(call, ir, op, tables)
            .expect("every call verifies");
    }
}

fn per_call(time: Duration, calls: usize) -> String {
    format!(
        "{:>8.2} ms ({:>6.1} ns/call)",
        time.as_secs_f64() * 1e3,
        time.as_nanos() as f64 / calls as f64
    )
}

fn sizes_from_args() -> (usize, usize) {
    let args: Vec<String> = std::env::args().collect();
    let mut sizes = (100, 200);
    if let Some(position) = args.iter().position(|a| a == "--sizes")
        && let Some(list) = args.get(position + 1)
        && let Some((small, large)) = list.split_once(',')
        && let (Ok(small), Ok(large)) = (small.parse(), large.parse())
    {
        sizes = (small, large);
    }
    sizes
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(position) = args.iter().position(|a| a == "--emit") {
        match args.get(position + 1).map(|n| n.parse::<usize>()) {
            Some(Ok(functions)) => print!("{}", source(functions)),
            _ => eprintln!("--emit takes a number of functions"),
        }
        return;
    }
    let mut ctx = Context::new();
    strata_func::register(&mut ctx);
    let ctx = Arc::new(ctx);
    let (small, large) = sizes_from_args();
    let mut verify_times = Vec::new();
    for functions in [small, large] {
        let text = source(functions);
        let (ir, top) = parse_source(Arc::clone(&ctx), &text, &ParserConfig::default())
            .expect("the input parses");
        let calls: Vec<OpId> = ir
            .walk_collect(top, WalkOrder::PreOrder)
            .into_iter()
            .filter(|&op| ir.op_name_str(op) == "func.call")
            .collect();
        let count = calls.len();
        println!("{count} calls to one callee in {functions} functions:");

        let whole = fastest(|| verify(&ir, top).expect("the module verifies"));
        println!("  verify                  {}", per_call(whole, count));

        let mut built = 0;
        let cached = fastest(|| {
            let mut tables = SymbolTableCollection::new();
            check_symbol_uses(&ir, &calls, &mut tables);
            built = tables.built_tables();
        });
        println!(
            "  symbol uses, one cache  {}, {built} symbol table built",
            per_call(cached, count)
        );

        let uncached = fastest(|| {
            for &op in &calls {
                check_symbol_uses(&ir, &[op], &mut SymbolTableCollection::new());
            }
        });
        println!(
            "  symbol uses, no cache   {} ({:.1}x the cached time)",
            per_call(uncached, count),
            uncached.as_secs_f64() / cached.as_secs_f64()
        );
        verify_times.push((count, whole));
    }
    let (small_calls, small_time) = verify_times[0];
    let (large_calls, large_time) = verify_times[1];
    println!(
        "verify linearity: {:.1}x the calls took {:.2}x the time",
        large_calls as f64 / small_calls as f64,
        large_time.as_secs_f64() / small_time.as_secs_f64()
    );
}
