//! Random affine maps and integer sets as text, for the differential test
//! of their parsing, simplification and printing against mlir-opt-22
//! (`tests/affine_differential.rs`). A seed gives the same text every time.
//!
//! Each module holds ops of an unregistered dialect whose attributes are
//! `affine_map<...>` and `affine_set<...>` (some repeated, so that aliases
//! are shared) and memrefs whose layout is a map of the memref's rank. The
//! expressions are always affine (a product has a symbolic or constant
//! side, a divisor is symbolic or constant) but otherwise anything: any
//! identifier names (keywords such as `mod` among them), negations, every
//! operator, divisors that are zero or negative, constants at the ends of
//! `i64` (folds that overflow), terms that cancel or merge, and the shapes
//! the simplifier looks for (`e - (e floordiv c) * c`).

use crate::random_ir::Rng;

/// A generated expression: its text and whether it uses no dimension.
struct Expr {
    text: String,
    symbolic: bool,
    /// A bare identifier or number, which needs no parentheses.
    leaf: bool,
}

/// The identifiers of one map or set.
struct Scope {
    dims: Vec<String>,
    symbols: Vec<String>,
}

const NAMES: &[&str] = &[
    "d0", "d1", "d2", "s0", "s1", "i", "j", "k", "n", "m", "x_1", "i32", "mod", "floordiv", "loc",
    "step",
];

const CONSTANTS: &[i64] = &[
    0,
    1,
    2,
    3,
    4,
    5,
    7,
    8,
    16,
    64,
    128,
    -1,
    -2,
    -4,
    i64::MAX,
    i64::MAX - 1,
    1 << 62,
    3_074_457_345_618_258_603,
];

impl Scope {
    fn new(rng: &mut Rng) -> Scope {
        let mut pool: Vec<&str> = NAMES.to_vec();
        let mut take = |rng: &mut Rng, count: usize| {
            (0..count)
                .map(|_| pool.remove(rng.below(pool.len())).to_string())
                .collect::<Vec<_>>()
        };
        let num_dims = rng.below(4);
        let dims = take(rng, num_dims);
        let num_symbols = rng.below(3);
        let symbols = take(rng, num_symbols);
        Scope { dims, symbols }
    }

    fn header(&self) -> String {
        let mut text = format!("({})", self.dims.join(", "));
        if !self.symbols.is_empty() {
            text.push_str(&format!("[{}]", self.symbols.join(", ")));
        }
        text
    }
}

fn constant(rng: &mut Rng) -> Expr {
    let value = *rng.pick(CONSTANTS);
    // A negative constant is written as a negation.
    let text = if value < 0 {
        format!("-{}", value.unsigned_abs())
    } else {
        value.to_string()
    };
    Expr {
        text,
        symbolic: true,
        leaf: value >= 0,
    }
}

fn leaf(rng: &mut Rng, scope: &Scope) -> Expr {
    let roll = rng.below(10);
    if roll < 4 && !scope.dims.is_empty() {
        return Expr {
            text: rng.pick(&scope.dims).clone(),
            symbolic: false,
            leaf: true,
        };
    }
    if roll < 7 && !scope.symbols.is_empty() {
        return Expr {
            text: rng.pick(&scope.symbols).clone(),
            symbolic: true,
            leaf: true,
        };
    }
    constant(rng)
}

/// An operand of a binary operator, parenthesized unless it is a leaf.
fn operand(expr: Expr) -> String {
    if expr.leaf {
        expr.text
    } else {
        format!("({})", expr.text)
    }
}

/// A symbolic expression (for a right operand that must be one).
fn symbolic(rng: &mut Rng, scope: &Scope, depth: u32) -> Expr {
    let no_dims = Scope {
        dims: Vec::new(),
        symbols: scope.symbols.clone(),
    };
    expr(rng, &no_dims, depth)
}

fn expr(rng: &mut Rng, scope: &Scope, depth: u32) -> Expr {
    if depth == 0 || rng.chance(25) {
        return leaf(rng, scope);
    }
    let roll = rng.below(100);
    // `e - (e floordiv c) * c`, the shape that becomes `e mod c`, with the
    // same or a different `e` and `c`.
    if roll < 8 {
        let e = operand(expr(rng, scope, depth - 1));
        let other = if rng.chance(70) {
            e.clone()
        } else {
            operand(leaf(rng, scope))
        };
        let c = operand(symbolic(rng, scope, 0));
        let c2 = if rng.chance(80) {
            c.clone()
        } else {
            operand(constant(rng))
        };
        let text = match rng.below(3) {
            0 => format!("{e} - ({other} floordiv {c}) * {c2}"),
            1 => format!("{e} + ({other} floordiv {c}) * -{c2}"),
            _ => format!("({e} + {e}) - ({other} floordiv {c}) * {c2}"),
        };
        return Expr {
            text,
            symbolic: false,
            leaf: false,
        };
    }
    if roll < 15 {
        let inner = expr(rng, scope, depth - 1);
        return Expr {
            symbolic: inner.symbolic,
            text: format!("-{}", operand(inner)),
            leaf: false,
        };
    }
    let lhs = expr(rng, scope, depth - 1);
    let (op, rhs) = match rng.below(6) {
        0 | 1 => ("+", expr(rng, scope, depth - 1)),
        2 => ("-", expr(rng, scope, depth - 1)),
        3 => {
            let rhs = if lhs.symbolic {
                expr(rng, scope, depth - 1)
            } else {
                symbolic(rng, scope, depth - 1)
            };
            ("*", rhs)
        }
        _ => {
            let op = *rng.pick(&["floordiv", "ceildiv", "mod"]);
            (op, symbolic(rng, scope, depth - 1))
        }
    };
    let symbolic = lhs.symbolic && rhs.symbolic;
    let (lhs, rhs) = if op == "*" && rng.chance(30) {
        (rhs, lhs)
    } else {
        (lhs, rhs)
    };
    Expr {
        text: format!("{} {op} {}", operand(lhs), operand(rhs)),
        symbolic,
        leaf: false,
    }
}

/// `affine_map<...>` with a random number of results.
fn random_map(rng: &mut Rng, num_dims: Option<usize>) -> String {
    let mut scope = Scope::new(rng);
    if let Some(n) = num_dims {
        scope.dims = (0..n).map(|i| format!("a{i}")).collect();
    }
    let count = if num_dims.is_some() {
        1 + rng.below(3)
    } else {
        rng.below(4)
    };
    let results: Vec<String> = (0..count).map(|_| expr(rng, &scope, 4).text).collect();
    format!("affine_map<{} -> ({})>", scope.header(), results.join(", "))
}

/// `affine_set<...>` with a random number of constraints.
fn random_set(rng: &mut Rng) -> String {
    let scope = Scope::new(rng);
    let count = rng.below(4);
    let constraints: Vec<String> = (0..count)
        .map(|_| {
            let lhs = expr(rng, &scope, 3).text;
            let rhs = expr(rng, &scope, 2).text;
            let op = *rng.pick(&[">=", "<=", "=="]);
            format!("{lhs} {op} {rhs}")
        })
        .collect();
    format!(
        "affine_set<{} : ({})>",
        scope.header(),
        constraints.join(", ")
    )
}

/// A module of `ops` ops with random maps, sets and memref layouts.
pub fn random_affine_module(seed: u64, ops: usize) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D));
    let mut earlier: Vec<String> = Vec::new();
    let mut module = String::new();
    for _ in 0..ops {
        let mut attrs = Vec::new();
        for name in ["a", "b", "c"] {
            let value = match rng.below(5) {
                0 if !earlier.is_empty() => rng.pick(&earlier).clone(),
                1 => random_set(&mut rng),
                2 => {
                    let rank = 1 + rng.below(3);
                    let shape = vec!["4"; rank].join("x");
                    format!("memref<{shape}xf32, {}>", random_map(&mut rng, Some(rank)))
                }
                _ => random_map(&mut rng, None),
            };
            earlier.push(value.clone());
            attrs.push(format!("{name} = {value}"));
        }
        module.push_str(&format!(
            "\"test.affine\"() {{{}}} : () -> ()\n",
            attrs.join(", ")
        ));
    }
    module
}
