//! Benchmark: erasing every op of a module one by one through the API
//! (`Ir::erase_op`) takes time linear in the number of ops.
//!
//! Run with `cargo bench -p strata-ir --bench erase` (`bench/compare.sh`
//! runs it too). It builds modules shaped like the side-by-side benchmark's
//! input (functions of 1,000 ops, isolated from above, each in its own
//! body) with 100 and 1,000 functions, ~100k and ~1M ops, and erases every
//! op, innermost and last first (so no op is erased while used), timing
//! only the erasing. It prints nanoseconds per op for each size and the
//! ratio of the two times; linear means about 10x for 10x the ops (the
//! issue's bound is 11x). `--sizes A,B` picks other function counts.
//!
//! Each size is erased five times on fresh IR and the fastest time kept,
//! which filters out a busy machine better than one run.

use std::sync::Arc;
use std::time::{Duration, Instant};

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::registry::{OpDefinition, OpTraits};
use strata_ir::{Context, Ir, OpId, WalkOrder};

/// Ops per function, as in the side-by-side benchmark's input.
const OPS_PER_FUNCTION: usize = 1000;

/// How many times each size is erased (the fastest counts).
const ROUNDS: usize = 5;

/// A function-like op: isolated from above, so its body is a body of its own.
static FUNC: OpDefinition =
    OpDefinition::new("bench.func", "a function", OpTraits::ISOLATED_FROM_ABOVE);

/// A module of `functions` functions of [`OPS_PER_FUNCTION`] ops each: a
/// chain of ops using the previous results and the arguments, with a small
/// region now and then, like `gen_mlir.py`'s output.
fn source(functions: usize) -> String {
    let mut text = String::from("\"builtin.module\"() ({\n");
    for f in 0..functions {
        text.push_str(&format!(
            "  \"bench.func\"() <{{sym_name = \"f{f}\"}}> ({{\n  ^bb0(%a: i32, %b: i32):\n"
        ));
        text.push_str("    %v0 = \"bench.add\"(%a, %b) : (i32, i32) -> i32\n");
        let mut op = 1;
        while op < OPS_PER_FUNCTION - 1 {
            if op % 50 == 0 {
                text.push_str(&format!(
                    "    %v{op} = \"bench.region\"(%v{prev}) ({{\n    ^bb0(%x: i32):\n      \"bench.yield\"(%x) : (i32) -> ()\n    }}) : (i32) -> i32\n",
                    prev = op - 1
                ));
                op += 2;
                text.push_str(&format!(
                    "    %v{} = \"bench.mul\"(%v{}, %a) : (i32, i32) -> i32\n",
                    op - 1,
                    op - 2
                ));
            } else {
                text.push_str(&format!(
                    "    %v{op} = \"bench.mul\"(%v{prev}, %b) : (i32, i32) -> i32\n",
                    prev = op - 1
                ));
                op += 1;
            }
        }
        text.push_str(&format!(
            "    \"bench.return\"(%v{}) : (i32) -> ()\n  }}) : () -> ()\n",
            op - 1
        ));
    }
    text.push_str("}) : () -> ()\n");
    text
}

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_op(&FUNC);
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

/// Parses a module of `functions` functions and erases all of its ops one by
/// one; returns how many ops it erased and how long the erasing took.
fn erase_all(ctx: &Arc<Context>, text: &str) -> (usize, Duration) {
    let (mut ir, top): (Ir, OpId) =
        parse_source(Arc::clone(ctx), text, &ParserConfig::default()).expect("the input parses");
    // Pre-order lists parents before what they hold and, in a block, defs
    // before uses: the reverse erases children first and users first.
    let ops = ir.walk_collect(top, WalkOrder::PreOrder);
    let start = Instant::now();
    for &op in ops.iter().rev() {
        ir.erase_op(op).expect("an op without users erases");
    }
    let elapsed = start.elapsed();
    assert_eq!(ir.num_live_ops(), 0, "every op was erased");
    (ops.len(), elapsed)
}

fn sizes_from_args() -> (usize, usize) {
    let args: Vec<String> = std::env::args().collect();
    let mut sizes = (100, 1000);
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
    let (small, large) = sizes_from_args();
    let ctx = context();
    let mut results = Vec::new();
    for functions in [small, large] {
        let text = source(functions);
        let mut best = Duration::MAX;
        let mut ops = 0;
        for _ in 0..ROUNDS {
            let (count, elapsed) = erase_all(&ctx, &text);
            ops = count;
            best = best.min(elapsed);
        }
        let per_op = best.as_nanos() as f64 / ops as f64;
        println!(
            "erase one by one: {ops:>9} ops in {:>8.1} ms ({per_op:.1} ns/op)",
            best.as_secs_f64() * 1e3
        );
        results.push((ops, best));
    }
    let (small_ops, small_time) = results[0];
    let (large_ops, large_time) = results[1];
    println!(
        "erase linearity: {:.1}x the ops took {:.2}x the time",
        large_ops as f64 / small_ops as f64,
        large_time.as_secs_f64() / small_time.as_secs_f64()
    );
}
