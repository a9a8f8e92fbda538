//! Random well-typed modules of func, arith, cf and scf ops, for
//! differential tests of transforms against mlir-opt-22. A seed gives the
//! same module every time.
//!
//! Each module has a private external function (calls to it have effects)
//! and a few functions whose bodies draw ops from pools of `i32`, `i1` and
//! `index` values: constants from a small set (so they repeat), integer
//! arithmetic with operands often reused (so sub-expressions repeat, in
//! either order), comparisons, selects, casts, calls, `scf.if` and
//! `scf.for` with nested bodies, and `cf` diamonds whose join block takes
//! a block argument. Some results go unused.

use std::fmt::Write as _;

/// SplitMix64: small, fast, and good enough to pick ops.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Values in scope, by type.
#[derive(Clone, Default)]
struct Scope {
    int: Vec<String>,
    bool: Vec<String>,
    index: Vec<String>,
}

struct Generator {
    rng: Rng,
    out: String,
    next_value: usize,
    next_block: usize,
}

const BINARY: &[&str] = &[
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.maxsi",
    "arith.minsi",
    "arith.shli",
];
const PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "uge"];

impl Generator {
    fn value(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value)
    }

    fn line(&mut self, indent: usize, text: &str) {
        let _ = writeln!(self.out, "{}{text}", "  ".repeat(indent));
    }

    /// One op (or a structured op with nested bodies) at `indent`.
    fn op(&mut self, scope: &mut Scope, indent: usize, depth: usize) {
        let choice = self.rng.below(100);
        let v = self.value();
        match choice {
            0..=14 => {
                let c = self.rng.pick(&[0, 1, 2, 7, -1]);
                self.line(indent, &format!("{v} = arith.constant {c} : i32"));
                scope.int.push(v);
            }
            15..=19 => {
                let c = self.rng.pick(&[0, 1, 4]);
                self.line(indent, &format!("{v} = arith.constant {c} : index"));
                scope.index.push(v);
            }
            20..=54 => {
                let op = self.rng.pick(BINARY);
                let a = self.rng.pick(&scope.int).clone();
                let b = self.rng.pick(&scope.int).clone();
                self.line(indent, &format!("{v} = {op} {a}, {b} : i32"));
                scope.int.push(v);
            }
            55..=62 => {
                let p = self.rng.pick(PREDICATES);
                let a = self.rng.pick(&scope.int).clone();
                let b = self.rng.pick(&scope.int).clone();
                self.line(indent, &format!("{v} = arith.cmpi {p}, {a}, {b} : i32"));
                scope.bool.push(v);
            }
            63..=68 if !scope.bool.is_empty() => {
                let c = self.rng.pick(&scope.bool).clone();
                let a = self.rng.pick(&scope.int).clone();
                let b = self.rng.pick(&scope.int).clone();
                self.line(indent, &format!("{v} = arith.select {c}, {a}, {b} : i32"));
                scope.int.push(v);
            }
            69..=73 => {
                let i = self.rng.pick(&scope.index).clone();
                self.line(
                    indent,
                    &format!("{v} = arith.index_cast {i} : index to i32"),
                );
                scope.int.push(v);
            }
            74..=78 => {
                let a = self.rng.pick(&scope.int).clone();
                self.line(
                    indent,
                    &format!("{v} = func.call @effect({a}) : (i32) -> i32"),
                );
                scope.int.push(v);
            }
            79..=88 if depth < 2 && !scope.bool.is_empty() => {
                let c = self.rng.pick(&scope.bool).clone();
                self.line(indent, &format!("{v} = scf.if {c} -> (i32) {{"));
                self.body(scope, indent + 1, depth + 1, "scf.yield");
                self.line(indent, "} else {");
                self.body(scope, indent + 1, depth + 1, "scf.yield");
                self.line(indent, "}");
                scope.int.push(v);
            }
            89..=95 if depth < 2 => {
                let lb = self.rng.pick(&scope.index).clone();
                let ub = self.rng.pick(&scope.index).clone();
                let step = self.value();
                self.line(indent, &format!("{step} = arith.constant 1 : index"));
                let init = self.rng.pick(&scope.int).clone();
                let (iv, acc) = (self.value(), self.value());
                self.line(
                    indent,
                    &format!(
                        "{v} = scf.for {iv} = {lb} to {ub} step {step} iter_args({acc} = {init}) -> (i32) {{"
                    ),
                );
                let mut inner = scope.clone();
                inner.index.push(iv);
                inner.int.push(acc);
                self.body(&inner, indent + 1, depth + 1, "scf.yield");
                self.line(indent, "}");
                scope.int.push(v);
            }
            _ => {
                let a = self.rng.pick(&scope.int).clone();
                let b = self.rng.pick(&scope.int).clone();
                self.line(indent, &format!("{v} = arith.addi {b}, {a} : i32"));
                scope.int.push(v);
            }
        }
    }

    /// A block's ops, ending with `terminator` of one `i32`.
    fn body(&mut self, scope: &Scope, indent: usize, depth: usize, terminator: &str) {
        let mut inner = scope.clone();
        for _ in 0..1 + self.rng.below(6) {
            self.op(&mut inner, indent, depth);
        }
        let result = self.rng.pick(&inner.int).clone();
        self.line(indent, &format!("{terminator} {result} : i32"));
    }

    fn function(&mut self, index: usize) {
        self.line(
            1,
            &format!("func.func @f{index}(%a: i32, %b: i32, %c: i1, %n: index) -> i32 {{"),
        );
        let mut scope = Scope {
            int: vec!["%a".into(), "%b".into()],
            bool: vec!["%c".into()],
            index: vec!["%n".into()],
        };
        for _ in 0..3 + self.rng.below(10) {
            self.op(&mut scope, 2, 0);
        }
        if self.rng.chance(40) {
            // A diamond: both branches feed the join block's argument.
            let (then, other, join) = (self.next_block, self.next_block + 1, self.next_block + 2);
            self.next_block += 3;
            let c = self.rng.pick(&scope.bool).clone();
            self.line(2, &format!("cf.cond_br {c}, ^bb{then}, ^bb{other}"));
            for block in [then, other] {
                self.line(1, &format!("^bb{block}:"));
                let mut branch = scope.clone();
                for _ in 0..1 + self.rng.below(4) {
                    self.op(&mut branch, 2, 1);
                }
                let passed = self.rng.pick(&branch.int).clone();
                self.line(2, &format!("cf.br ^bb{join}({passed} : i32)"));
            }
            let argument = self.value();
            self.line(1, &format!("^bb{join}({argument}: i32):"));
            scope.int.push(argument);
            for _ in 0..self.rng.below(4) {
                self.op(&mut scope, 2, 1);
            }
        }
        let result = self.rng.pick(&scope.int).clone();
        self.line(2, &format!("return {result} : i32"));
        self.line(1, "}");
    }
}

/// The module of `seed`.
pub fn random_module(seed: u64) -> String {
    let mut generator = Generator {
        rng: Rng(seed),
        out: String::from("module {\n  func.func private @effect(i32) -> i32\n"),
        next_value: 0,
        next_block: 1,
    };
    for index in 0..1 + generator.rng.below(3) {
        generator.function(index);
    }
    generator.out.push_str("}\n");
    generator.out
}
