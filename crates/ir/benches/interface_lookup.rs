//! Micro-benchmark: the cost of an interface query (`ir.interface::<dyn I>(op)`)
//! against the op-definition lookup it is built on.
//!
//! Run with `cargo bench -p strata-ir --bench interface_lookup`. Prints
//! nanoseconds per lookup for an op that implements the interface, an op
//! that does not, and `Ir::op_definition` as the baseline; 64 ops with 8
//! interfaces registered each stand in for a realistic registry.

use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;

use strata_ir::asm::parser::{ParserConfig, parse_source};
use strata_ir::{Context, Ir, OpId, OpInterface, WalkOrder};

/// An interface with one method.
trait Answer: Sync {
    fn answer(&self, ir: &Ir, op: OpId) -> usize;
}

impl OpInterface for dyn Answer {
    const NAME: &'static str = "Answer";
}

struct Fixed;

impl Answer for Fixed {
    fn answer(&self, _: &Ir, _: OpId) -> usize {
        42
    }
}

macro_rules! filler_interfaces {
    ($($name:ident),*) => {$(
        trait $name: Sync {}
        impl OpInterface for dyn $name {
            const NAME: &'static str = stringify!($name);
        }
        impl $name for Fixed {}
    )*};
}

filler_interfaces!(F1, F2, F3, F4, F5, F6, F7);

fn setup() -> (Ir, Vec<OpId>, Vec<OpId>) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    for i in 0..64 {
        let name = format!("bench.op{i}");
        ctx.register_interface::<dyn Answer>(&name, &Fixed);
        ctx.register_interface::<dyn F1>(&name, &Fixed);
        ctx.register_interface::<dyn F2>(&name, &Fixed);
        ctx.register_interface::<dyn F3>(&name, &Fixed);
        ctx.register_interface::<dyn F4>(&name, &Fixed);
        ctx.register_interface::<dyn F5>(&name, &Fixed);
        ctx.register_interface::<dyn F6>(&name, &Fixed);
        ctx.register_interface::<dyn F7>(&name, &Fixed);
    }
    let mut source = String::new();
    for i in 0..64 {
        source.push_str(&format!("\"bench.op{i}\"() : () -> ()\n"));
        source.push_str(&format!("\"other.op{i}\"() : () -> ()\n"));
    }
    let (ir, top) = parse_source(Arc::new(ctx), &source, &ParserConfig::default())
        .expect("the benchmark input parses");
    let mut with = Vec::new();
    let mut without = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, |op| {
        if ir.op_name_str(op).starts_with("bench.") {
            with.push(op);
        } else if ir.op_name_str(op).starts_with("other.") {
            without.push(op);
        }
    });
    (ir, with, without)
}

fn time(label: &str, rounds: usize, ops: &[OpId], mut lookup: impl FnMut(OpId) -> usize) {
    // Warm up, then measure.
    let mut sink = 0usize;
    for &op in ops {
        sink = sink.wrapping_add(lookup(op));
    }
    let start = Instant::now();
    for _ in 0..rounds {
        for &op in ops {
            sink = sink.wrapping_add(lookup(black_box(op)));
        }
    }
    let elapsed = start.elapsed();
    let lookups = (rounds * ops.len()) as f64;
    println!(
        "{label:<44} {:>7.2} ns/lookup  ({lookups:.0} lookups, checksum {})",
        elapsed.as_nanos() as f64 / lookups,
        black_box(sink) % 1000
    );
}

fn main() {
    // `cargo test --benches` runs this binary with `--bench`-less flags;
    // keep that quick.
    let quick = std::env::args().all(|a| a != "--bench");
    let rounds = if quick { 10 } else { 200_000 };
    let (ir, with, without) = setup();
    time("op_definition (baseline)", rounds, &with, |op| {
        usize::from(ir.op_definition(op).is_some())
    });
    time(
        "interface::<dyn Answer> (implemented)",
        rounds,
        &with,
        |op| {
            ir.interface::<dyn Answer>(op)
                .map_or(0, |answer| answer.answer(&ir, op))
        },
    );
    time(
        "interface::<dyn Answer> (not implemented)",
        rounds,
        &without,
        |op| usize::from(ir.interface::<dyn Answer>(op).is_some()),
    );
}
