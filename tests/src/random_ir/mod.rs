//! Random well-typed programs of func, arith, cf and scf ops (and
//! closures), for differential tests of transforms and for the
//! structure-aware fuzz target. A seed and a [`GenConfig`] give the same
//! module every time.
//!
//! Every module declares two private external functions (`@effect` and
//! `@observe`; calls to them show in the interpreter's trace, so their
//! order is observable) and public functions `@f0`, `@f1`, ... of
//! [`FUNCTION_TYPE`]. Bodies draw ops from pools of `i32`, `i1`, `index`
//! and `f32` values: constants from small sets (so they repeat), integer
//! and float arithmetic with operands reused in either order (so
//! sub-expressions repeat), comparisons, selects, casts, external calls,
//! calls of earlier functions (directly and through `func.constant`),
//! `scf.if`, `scf.index_switch`, `scf.for` and `scf.while` with nested bodies, closures
//! (`func.lambda` with captures, called through `func.call_indirect`), and
//! `cf` diamonds and switches whose join block takes a block argument, and
//! (Strata only) expressions with nested calls and execution scopes
//! (`expressions`). Some results go unused.
//!
//! The programs have **no undefined behaviour and make no poison** on any
//! input: shift amounts are masked below the width, divisors are made
//! positive and odd, `fptosi` only sees values in range, loops count to
//! small bounds (`index` values are constants up to 4 and the argument
//! `%n` masked to 0..=7), and a function calls only earlier ones. The differential
//! tests hold the generator to this: an original run that fails is a
//! test failure.

mod expressions;
mod ops;

use std::fmt::Write as _;

/// The type of every generated public function: `(%a, %b, %c, %n, %x)`.
pub const FUNCTION_TYPE: &str = "(i32, i32, i1, index, f32) -> (i32, f32)";

/// The shape of the generated modules.
#[derive(Clone, Copy, Debug)]
pub struct GenConfig {
    /// How big: the number of functions grows with it (one to
    /// `1 + size / 2`), and so do the ops of each body (up to `2 * size + 2`
    /// at the top of a function, `size` in a nested body).
    pub size: usize,
    /// Whether to make closures (`func.lambda`, `func.getfield`), which
    /// only Strata reads; off for modules mlir-opt-22 must read.
    pub closures: bool,
    /// Whether to make expressions with nested calls (`expr.tree`),
    /// execution scopes (`scope.at`), loop bounds and `scf.while`
    /// conditions computed by expressions; Strata only, like closures.
    pub expressions: bool,
}

impl Default for GenConfig {
    /// Size 5, no closures, no expressions: modules mlir-opt-22 reads too.
    fn default() -> Self {
        Self {
            size: 5,
            closures: false,
            expressions: false,
        }
    }
}

/// SplitMix64: small, fast, and good enough to pick ops.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    pub(crate) fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    pub(crate) fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Values in scope, by type. Every pool is non-empty: a body starts with
/// values of each type.
#[derive(Clone, Default)]
struct Scope {
    int: Vec<String>,
    bool: Vec<String>,
    index: Vec<String>,
    float: Vec<String>,
}

struct Generator {
    rng: Rng,
    config: GenConfig,
    out: String,
    next_value: usize,
    next_block: usize,
    /// The function being generated: it may call those before it.
    function: usize,
    /// Calls of earlier functions this function may still make.
    calls_left: usize,
}

impl Generator {
    fn value(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value)
    }

    fn line(&mut self, indent: usize, text: &str) {
        let _ = writeln!(self.out, "{}{text}", "  ".repeat(indent));
    }

    /// A block's ops, ending with `terminator` of one `i32`.
    fn body(&mut self, scope: &Scope, indent: usize, depth: usize, terminator: &str) {
        let mut inner = scope.clone();
        for _ in 0..1 + self.rng.below(self.config.size) {
            self.op(&mut inner, indent, depth);
        }
        let result = self.rng.pick(&inner.int).clone();
        self.line(indent, &format!("{terminator} {result} : i32"));
    }

    fn function(&mut self, index: usize) {
        self.function = index;
        self.calls_left = 2;
        self.line(
            1,
            &format!(
                "func.func @f{index}(%a: i32, %b: i32, %c: i1, %n: index, %x: f32) -> (i32, f32) {{"
            ),
        );
        // `%n` masked to 0..=7: every `index` value is small, so loops
        // between them are short whatever the input.
        let (mask, n) = (self.value(), self.value());
        self.line(2, &format!("{mask} = arith.constant 7 : index"));
        self.line(2, &format!("{n} = arith.andi %n, {mask} : index"));
        let mut scope = Scope {
            int: vec!["%a".into(), "%b".into()],
            bool: vec!["%c".into()],
            index: vec![n],
            float: vec!["%x".into()],
        };
        let size = self.config.size;
        for _ in 0..size / 2 + 1 + self.rng.below(size + size / 2 + 2) {
            self.op(&mut scope, 2, 0);
        }
        match self.rng.below(10) {
            0..=3 => self.diamond(&mut scope),
            4..=5 => self.switch(&mut scope),
            _ => {}
        }
        let result = self.rng.pick(&scope.int).clone();
        let float = self.rng.pick(&scope.float).clone();
        self.line(2, &format!("return {result}, {float} : i32, f32"));
        self.line(1, "}");
    }

    /// Ends the entry block with a `cf.cond_br` whose two blocks pass a
    /// value to a join block, which continues with more ops.
    fn diamond(&mut self, scope: &mut Scope) {
        let (then, other) = (self.next_block, self.next_block + 1);
        self.next_block += 2;
        let c = self.rng.pick(&scope.bool).clone();
        self.line(2, &format!("cf.cond_br {c}, ^bb{then}, ^bb{other}"));
        self.join_from(scope, &[then, other]);
    }

    /// Ends the entry block with a `cf.switch` on an `i32` to three blocks
    /// (the default and two cases, or a case straight to the join block),
    /// which pass a value to a join block.
    fn switch(&mut self, scope: &mut Scope) {
        let flag = self.rng.pick(&scope.int).clone();
        let (default, first) = (self.next_block, self.next_block + 1);
        self.next_block += 2;
        let join = self.next_block;
        let direct = self.rng.pick(&scope.int).clone();
        let case = *self.rng.pick(&[0, 1, -1, 7]);
        self.line(2, &format!("cf.switch {flag} : i32, ["));
        self.line(3, &format!("default: ^bb{default},"));
        self.line(3, &format!("{case}: ^bb{first},"));
        self.line(3, &format!("{}: ^bb{join}({direct} : i32)", case + 2));
        self.line(2, "]");
        self.join_from(scope, &[default, first]);
    }

    /// The blocks `from`, each with a few ops and a branch to a new join
    /// block passing it an `i32`; then the join block, whose argument
    /// joins `scope`, and a few more ops in it.
    fn join_from(&mut self, scope: &mut Scope, from: &[usize]) {
        let join = self.next_block;
        self.next_block += 1;
        for &block in from {
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
            self.op(scope, 2, 1);
        }
    }
}

/// The module of `seed` with the default configuration (which mlir-opt-22
/// reads too).
pub fn random_module(seed: u64) -> String {
    random_module_with(seed, GenConfig::default())
}

/// The module of `seed` shaped by `config`.
pub fn random_module_with(seed: u64, config: GenConfig) -> String {
    let mut generator = Generator {
        rng: Rng(seed),
        config,
        out: String::from(
            "module {\n  func.func private @effect(i32) -> i32\n  \
             func.func private @observe(f32, i32) -> i32\n",
        ),
        next_value: 0,
        next_block: 1,
        function: 0,
        calls_left: 0,
    };
    for index in 0..1 + generator.rng.below(1 + config.size / 2) {
        generator.function(index);
    }
    generator.out.push_str("}\n");
    generator.out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_module() {
        let config = GenConfig {
            size: 8,
            closures: true,
            expressions: true,
        };
        assert_eq!(random_module_with(3, config), random_module_with(3, config));
        assert_ne!(random_module_with(3, config), random_module_with(4, config));
    }

    /// With `expressions`, most modules have trees with calls in them,
    /// scopes, and loop bounds and conditions computed by trees.
    #[test]
    fn expressions_hold_nested_calls() {
        let config = GenConfig {
            size: 6,
            closures: true,
            expressions: true,
        };
        let modules: Vec<String> = (0..40)
            .map(|seed| random_module_with(seed, config))
            .collect();
        let with = |what: &dyn Fn(&str) -> bool| modules.iter().filter(|m| what(m)).count();
        let nested_call = |m: &str| {
            m.split("expr.tree").skip(1).any(|tree| {
                tree.split("expr.yield")
                    .next()
                    .unwrap_or("")
                    .contains("func.call @effect")
            })
        };
        assert!(with(&nested_call) >= 30, "{}", with(&nested_call));
        assert!(with(&|m: &str| m.contains("scope.at")) >= 5);
        assert!(with(&|m: &str| m.contains(": index {")) >= 5);
        assert!(with(&|m: &str| m.contains("expr.tree : i1 {")) >= 10);
        let plain = random_module_with(1, GenConfig::default());
        assert!(!plain.contains("expr.tree") && !plain.contains("scope.at"));
    }

    #[test]
    fn the_size_makes_modules_bigger() {
        let total = |size| -> usize {
            (0..50)
                .map(|seed| {
                    random_module_with(
                        seed,
                        GenConfig {
                            size,
                            ..GenConfig::default()
                        },
                    )
                    .lines()
                    .count()
                })
                .sum()
        };
        assert!(total(2) * 3 < total(12), "{} vs {}", total(2), total(12));
    }
}
