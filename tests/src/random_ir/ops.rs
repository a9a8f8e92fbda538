//! The ops a body draws from, each written so that it has no undefined
//! behaviour and makes no poison on any operands.

use super::{FUNCTION_TYPE, Generator, Scope};

/// Integer ops defined on all operands.
const INT_BINARY: &[&str] = &[
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.maxsi",
    "arith.minsi",
    "arith.maxui",
    "arith.minui",
];
const SHIFTS: &[&str] = &["arith.shli", "arith.shrsi", "arith.shrui"];
const DIVISIONS: &[&str] = &[
    "arith.divsi",
    "arith.divui",
    "arith.remsi",
    "arith.remui",
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
];
const INT_PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const FLOAT_BINARY: &[&str] = &[
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.divf",
    "arith.remf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
];
const FLOAT_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];
const INT_CONSTANTS: &[i64] = &[0, 1, 2, 7, -1, 2147483647, -2147483648];
const FLOAT_CONSTANTS: &[&str] = &["0.0", "-0.0", "1.5", "-2.25", "3.0e+38", "1.0e-40"];

impl Generator {
    pub(super) fn pick_int(&mut self, scope: &Scope) -> String {
        self.rng.pick(&scope.int).clone()
    }

    pub(super) fn pick_float(&mut self, scope: &Scope) -> String {
        self.rng.pick(&scope.float).clone()
    }

    /// A new `i32` constant `c`.
    pub(super) fn int_constant(&mut self, indent: usize, c: i64) -> String {
        let v = self.value();
        self.line(indent, &format!("{v} = arith.constant {c} : i32"));
        v
    }

    /// One op (or a few that belong together, or a structured op with
    /// nested bodies) at `indent`, its results added to `scope`.
    pub(super) fn op(&mut self, scope: &mut Scope, indent: usize, depth: usize) {
        match self.rng.below(100) {
            // Expressions take the place of some arithmetic and calls.
            14..=22 | 68..=72 if self.config.expressions => self.expression(scope, indent),
            0..=7 => {
                let c = *self.rng.pick(INT_CONSTANTS);
                let v = self.int_constant(indent, c);
                scope.int.push(v);
            }
            8..=10 => {
                let v = self.value();
                let c = self.rng.pick(&[0, 1, 4]);
                self.line(indent, &format!("{v} = arith.constant {c} : index"));
                scope.index.push(v);
            }
            11..=13 => {
                let v = self.value();
                let c = self.rng.pick(FLOAT_CONSTANTS);
                self.line(indent, &format!("{v} = arith.constant {c} : f32"));
                scope.float.push(v);
            }
            14..=30 => {
                let (v, op) = (self.value(), self.rng.pick(INT_BINARY));
                let (a, b) = (self.pick_int(scope), self.pick_int(scope));
                self.line(indent, &format!("{v} = {op} {a}, {b} : i32"));
                scope.int.push(v);
            }
            31..=33 => {
                // The amount masked to 0..=31: never a poison shift.
                let op = self.rng.pick(SHIFTS);
                let (a, b) = (self.pick_int(scope), self.pick_int(scope));
                let mask = self.int_constant(indent, 31);
                let (amount, v) = (self.value(), self.value());
                self.line(indent, &format!("{amount} = arith.andi {b}, {mask} : i32"));
                self.line(indent, &format!("{v} = {op} {a}, {amount} : i32"));
                scope.int.push(v);
            }
            34..=36 => {
                // The divisor made odd and in 1..=32767: never zero, never -1.
                let op = self.rng.pick(DIVISIONS);
                let (a, b) = (self.pick_int(scope), self.pick_int(scope));
                let low = self.int_constant(indent, 32767);
                let one = self.int_constant(indent, 1);
                let (masked, divisor, v) = (self.value(), self.value(), self.value());
                self.line(indent, &format!("{masked} = arith.andi {b}, {low} : i32"));
                self.line(
                    indent,
                    &format!("{divisor} = arith.ori {masked}, {one} : i32"),
                );
                self.line(indent, &format!("{v} = {op} {a}, {divisor} : i32"));
                scope.int.push(v);
            }
            37..=42 => {
                let (v, p) = (self.value(), self.rng.pick(INT_PREDICATES));
                let (a, b) = (self.pick_int(scope), self.pick_int(scope));
                self.line(indent, &format!("{v} = arith.cmpi {p}, {a}, {b} : i32"));
                scope.bool.push(v);
            }
            43..=46 => {
                let (v, c) = (self.value(), self.rng.pick(&scope.bool).clone());
                if self.rng.chance(70) {
                    let (a, b) = (self.pick_int(scope), self.pick_int(scope));
                    self.line(indent, &format!("{v} = arith.select {c}, {a}, {b} : i32"));
                    scope.int.push(v);
                } else {
                    let (a, b) = (self.pick_float(scope), self.pick_float(scope));
                    self.line(indent, &format!("{v} = arith.select {c}, {a}, {b} : f32"));
                    scope.float.push(v);
                }
            }
            47..=49 => {
                let (v, i) = (self.value(), self.rng.pick(&scope.index).clone());
                let op = if self.rng.chance(60) {
                    "arith.index_cast"
                } else {
                    "arith.index_castui"
                };
                self.line(indent, &format!("{v} = {op} {i} : index to i32"));
                scope.int.push(v);
            }
            50 => self.extended(scope, indent),
            51 if self.rng.chance(50) => self.widened_float(scope, indent),
            51..=52 => self.widened(scope, indent),
            53..=58 => {
                let (v, op) = (self.value(), self.rng.pick(FLOAT_BINARY));
                let (a, b) = (self.pick_float(scope), self.pick_float(scope));
                self.line(indent, &format!("{v} = {op} {a}, {b} : f32"));
                scope.float.push(v);
            }
            59 => {
                let (v, a) = (self.value(), self.pick_float(scope));
                self.line(indent, &format!("{v} = arith.negf {a} : f32"));
                scope.float.push(v);
            }
            60..=62 => {
                let (v, p) = (self.value(), self.rng.pick(FLOAT_PREDICATES));
                let (a, b) = (self.pick_float(scope), self.pick_float(scope));
                self.line(indent, &format!("{v} = arith.cmpf {p}, {a}, {b} : f32"));
                scope.bool.push(v);
            }
            63..=65 => {
                let (v, a) = (self.value(), self.pick_int(scope));
                let op = self
                    .rng
                    .pick(&["arith.sitofp", "arith.uitofp", "arith.bitcast"]);
                self.line(indent, &format!("{v} = {op} {a} : i32 to f32"));
                scope.float.push(v);
            }
            66..=67 => self.float_to_int(scope, indent),
            68..=72 => {
                let (v, a) = (self.value(), self.pick_int(scope));
                self.line(
                    indent,
                    &format!("{v} = func.call @effect({a}) : (i32) -> i32"),
                );
                scope.int.push(v);
            }
            73..=74 => {
                let (v, f, a) = (self.value(), self.pick_float(scope), self.pick_int(scope));
                self.line(
                    indent,
                    &format!("{v} = func.call @observe({f}, {a}) : (f32, i32) -> i32"),
                );
                scope.int.push(v);
            }
            75..=77 if depth == 0 && self.function > 0 && self.calls_left > 0 => {
                self.call_earlier(scope, indent);
            }
            78..=81 if depth < 2 && self.config.closures => self.closure(scope, indent, depth),
            98 if depth < 2 && self.config.expressions => self.scope_at(scope, indent, depth),
            82..=86 if depth < 2 => self.if_op(scope, indent, depth),
            87..=88 if depth < 2 => self.index_switch(scope, indent, depth),
            89..=94 if depth < 2 => self.for_op(scope, indent, depth),
            95..=96 if depth < 2 => self.while_op(scope, indent, depth),
            97 if depth < 2 => self.parallel(scope, indent, depth),
            _ => {
                let v = self.value();
                let (a, b) = (self.pick_int(scope), self.pick_int(scope));
                self.line(indent, &format!("{v} = arith.addi {b}, {a} : i32"));
                scope.int.push(v);
            }
        }
    }

    /// `extsi`/`extui` to `i64`, a multiplication there, and `trunci` back.
    fn widened(&mut self, scope: &mut Scope, indent: usize) {
        let ext = if self.rng.chance(50) {
            "arith.extsi"
        } else {
            "arith.extui"
        };
        let (a, b) = (self.pick_int(scope), self.pick_int(scope));
        let (wa, wb, product, v) = (self.value(), self.value(), self.value(), self.value());
        self.line(indent, &format!("{wa} = {ext} {a} : i32 to i64"));
        self.line(indent, &format!("{wb} = arith.extsi {b} : i32 to i64"));
        self.line(indent, &format!("{product} = arith.muli {wa}, {wb} : i64"));
        self.line(
            indent,
            &format!("{v} = arith.trunci {product} : i64 to i32"),
        );
        scope.int.push(v);
    }

    /// An extended op on two integers; both results join `scope`.
    fn extended(&mut self, scope: &mut Scope, indent: usize) {
        let (a, b) = (self.pick_int(scope), self.pick_int(scope));
        let (first, second) = (self.value(), self.value());
        if self.rng.chance(34) {
            self.line(
                indent,
                &format!("{first}, {second} = arith.addui_extended {a}, {b} : i32, i1"),
            );
            scope.bool.push(second);
        } else {
            let op = self
                .rng
                .pick(&["arith.mulsi_extended", "arith.mului_extended"]);
            self.line(indent, &format!("{first}, {second} = {op} {a}, {b} : i32"));
            scope.int.push(second);
        }
        scope.int.push(first);
    }

    /// `extf` to `f64`, `f80` or `f128`, an operation there, and `truncf`
    /// back under a random rounding mode (or none).
    fn widened_float(&mut self, scope: &mut Scope, indent: usize) {
        let (a, b) = (self.pick_float(scope), self.pick_float(scope));
        let (wa, wb, sum, v) = (self.value(), self.value(), self.value(), self.value());
        let wide = *self.rng.pick(&["f64", "f80", "f128"]);
        let op = *self
            .rng
            .pick(&["addf", "addf", "subf", "mulf", "divf", "remf"]);
        let rounding = self.rng.pick(&[
            "",
            " to_nearest_even",
            " downward",
            " upward",
            " toward_zero",
            " to_nearest_away",
        ]);
        self.line(indent, &format!("{wa} = arith.extf {a} : f32 to {wide}"));
        self.line(indent, &format!("{wb} = arith.extf {b} : f32 to {wide}"));
        self.line(indent, &format!("{sum} = arith.{op} {wa}, {wb} : {wide}"));
        self.line(
            indent,
            &format!("{v} = arith.truncf {sum}{rounding} : {wide} to f32"),
        );
        scope.float.push(v);
    }

    /// `fptosi` of a float checked to lie strictly within ±1e9, or
    /// `fptoui` of one within (-1, 1e9) (zero otherwise, NaN included):
    /// never a poison conversion.
    fn float_to_int(&mut self, scope: &mut Scope, indent: usize) {
        let (op, lowest) = if self.rng.chance(50) {
            ("arith.fptosi", "-1.0e+09")
        } else {
            ("arith.fptoui", "-1.0")
        };
        let a = self.pick_float(scope);
        let (low, high, zero) = (self.value(), self.value(), self.value());
        let (above, below, inside, safe, v) = (
            self.value(),
            self.value(),
            self.value(),
            self.value(),
            self.value(),
        );
        self.line(indent, &format!("{low} = arith.constant {lowest} : f32"));
        self.line(indent, &format!("{high} = arith.constant 1.0e+09 : f32"));
        self.line(indent, &format!("{zero} = arith.constant 0.0 : f32"));
        self.line(
            indent,
            &format!("{above} = arith.cmpf ogt, {a}, {low} : f32"),
        );
        self.line(
            indent,
            &format!("{below} = arith.cmpf olt, {a}, {high} : f32"),
        );
        self.line(
            indent,
            &format!("{inside} = arith.andi {above}, {below} : i1"),
        );
        self.line(
            indent,
            &format!("{safe} = arith.select {inside}, {a}, {zero} : f32"),
        );
        self.line(indent, &format!("{v} = {op} {safe} : f32 to i32"));
        scope.int.push(v);
    }

    /// A call of an earlier function, directly or through `func.constant`
    /// and `func.call_indirect`; both results join `scope`.
    fn call_earlier(&mut self, scope: &mut Scope, indent: usize) {
        self.calls_left -= 1;
        let callee = self.rng.below(self.function);
        let (a, b) = (self.pick_int(scope), self.pick_int(scope));
        let c = self.rng.pick(&scope.bool).clone();
        let n = self.rng.pick(&scope.index).clone();
        let x = self.pick_float(scope);
        let v = self.value();
        let arguments = format!("{a}, {b}, {c}, {n}, {x}");
        if self.rng.chance(50) {
            self.line(
                indent,
                &format!("{v}:2 = func.call @f{callee}({arguments}) : {FUNCTION_TYPE}"),
            );
        } else {
            let function = self.value();
            self.line(
                indent,
                &format!("{function} = func.constant @f{callee} : {FUNCTION_TYPE}"),
            );
            self.line(
                indent,
                &format!("{v}:2 = func.call_indirect {function}({arguments}) : {FUNCTION_TYPE}"),
            );
        }
        scope.int.push(format!("{v}#0"));
        scope.float.push(format!("{v}#1"));
    }

    /// A `func.lambda` capturing an `i32` and an `f32`, called once or
    /// twice through `func.call_indirect`.
    fn closure(&mut self, scope: &mut Scope, indent: usize, depth: usize) {
        let (int, float) = (self.pick_int(scope), self.pick_float(scope));
        let (lambda, argument) = (self.value(), self.value());
        self.line(
            indent,
            &format!(
                "{lambda} = func.lambda captures({int} : i32, {float} : f32) \
                 (%self, {argument}: i32) -> i32 {{"
            ),
        );
        let (captured_int, captured_float, index) = (self.value(), self.value(), self.value());
        self.line(
            indent + 1,
            &format!("{captured_int} = func.getfield %self[0] : ((i32) -> i32) -> i32"),
        );
        self.line(
            indent + 1,
            &format!("{captured_float} = func.getfield %self[1] : ((i32) -> i32) -> f32"),
        );
        self.line(indent + 1, &format!("{index} = arith.constant 2 : index"));
        let mut inner = Scope {
            int: vec![captured_int, argument],
            bool: vec![],
            index: vec![index],
            float: vec![captured_float],
        };
        let flag = self.value();
        let (a, b) = (self.pick_int(&inner), self.pick_int(&inner));
        self.line(
            indent + 1,
            &format!("{flag} = arith.cmpi slt, {a}, {b} : i32"),
        );
        inner.bool.push(flag);
        self.body(&inner, indent + 1, depth + 1, "func.return");
        self.line(indent, "}");
        for _ in 0..1 + self.rng.below(2) {
            let (v, a) = (self.value(), self.pick_int(scope));
            self.line(
                indent,
                &format!("{v} = func.call_indirect {lambda}({a}) : (i32) -> i32"),
            );
            scope.int.push(v);
        }
    }

    fn if_op(&mut self, scope: &mut Scope, indent: usize, depth: usize) {
        let (v, c) = (self.value(), self.rng.pick(&scope.bool).clone());
        self.line(indent, &format!("{v} = scf.if {c} -> (i32) {{"));
        self.body(scope, indent + 1, depth + 1, "scf.yield");
        self.line(indent, "} else {");
        self.body(scope, indent + 1, depth + 1, "scf.yield");
        self.line(indent, "}");
        scope.int.push(v);
    }

    /// An `scf.index_switch` on an `index` of the pools (all small) or on a
    /// constant, with one to three distinct cases from -1 to 7, yielding an
    /// `i32`.
    fn index_switch(&mut self, scope: &mut Scope, indent: usize, depth: usize) {
        let arg = if self.rng.chance(25) {
            let constant = self.value();
            let value = self.rng.below(9) as i64 - 1;
            self.line(
                indent,
                &format!("{constant} = arith.constant {value} : index"),
            );
            constant
        } else {
            self.rng.pick(&scope.index).clone()
        };
        let v = self.value();
        self.line(indent, &format!("{v} = scf.index_switch {arg} -> i32"));
        let mut cases: Vec<i64> = Vec::new();
        for _ in 0..1 + self.rng.below(3) {
            let case = self.rng.below(9) as i64 - 1;
            if !cases.contains(&case) {
                cases.push(case);
            }
        }
        for case in cases {
            self.line(indent, &format!("case {case} {{"));
            self.body(scope, indent + 1, depth + 1, "scf.yield");
            self.line(indent, "}");
        }
        self.line(indent, "default {");
        self.body(scope, indent + 1, depth + 1, "scf.yield");
        self.line(indent, "}");
        scope.int.push(v);
    }

    /// An `scf.parallel` over one or two dimensions between `index` values
    /// of the pools or the constants 0 and 1 (so some dimensions run once
    /// or not at all), step 1 or 2, reducing an `i32` with `addi`, `muli`,
    /// `subi` or `maxsi`; or, a quarter of the time, one without
    /// reductions whose body is a second one (which canonicalization
    /// merges with it).
    fn parallel(&mut self, scope: &mut Scope, indent: usize, depth: usize) {
        let (c0, c1, c2) = (self.value(), self.value(), self.value());
        for (v, c) in [(&c0, 0), (&c1, 1), (&c2, 2)] {
            self.line(indent, &format!("{v} = arith.constant {c} : index"));
        }
        let mut inner = scope.clone();
        inner.index.push(c0.clone());
        inner.index.push(c1.clone());
        let header = |this: &mut Self, inner: &mut Scope| -> String {
            let rank = 1 + this.rng.below(2);
            let mut parts: [Vec<String>; 4] = Default::default();
            for _ in 0..rank {
                let iv = this.value();
                parts[0].push(iv.clone());
                parts[1].push(this.rng.pick(&inner.index).clone());
                parts[2].push(this.rng.pick(&inner.index).clone());
                parts[3].push(if this.rng.chance(70) {
                    c1.clone()
                } else {
                    c2.clone()
                });
            }
            // The induction variables are visible in the body only.
            inner.index.extend(parts[0].iter().cloned());
            let [ivs, lower, upper, steps] = parts.map(|part| part.join(", "));
            format!("({ivs}) = ({lower}) to ({upper}) step ({steps})")
        };
        if self.rng.chance(25) {
            let outer = header(self, &mut inner);
            self.line(indent, &format!("scf.parallel {outer} {{"));
            let nested = header(self, &mut inner);
            self.line(indent + 1, &format!("scf.parallel {nested} {{"));
            for _ in 0..1 + self.rng.below(self.config.size) {
                self.op(&mut inner, indent + 2, depth + 1);
            }
            self.line(indent + 1, "}");
            self.line(indent, "}");
            return;
        }
        let v = self.value();
        let init = self.pick_int(scope);
        let dims = header(self, &mut inner);
        self.line(
            indent,
            &format!("{v} = scf.parallel {dims} init ({init}) -> i32 {{"),
        );
        for _ in 0..1 + self.rng.below(self.config.size) {
            self.op(&mut inner, indent + 1, depth + 1);
        }
        let reduced = self.rng.pick(&inner.int).clone();
        let (lhs, rhs, combined) = (self.value(), self.value(), self.value());
        let combine = *self
            .rng
            .pick(&["arith.addi", "arith.muli", "arith.subi", "arith.maxsi"]);
        self.line(indent + 1, &format!("scf.reduce({reduced} : i32) {{"));
        self.line(indent + 1, &format!("^bb0({lhs}: i32, {rhs}: i32):"));
        self.line(
            indent + 2,
            &format!("{combined} = {combine} {lhs}, {rhs} : i32"),
        );
        self.line(indent + 2, &format!("scf.reduce.return {combined} : i32"));
        self.line(indent + 1, "}");
        self.line(indent, "}");
        scope.int.push(v);
    }

    /// An `scf.for` between two `index` values of the pools (all small) and
    /// step 1, carrying an `i32`.
    fn for_op(&mut self, scope: &mut Scope, indent: usize, depth: usize) {
        let v = self.value();
        let lb = self.rng.pick(&scope.index).clone();
        let ub = if self.config.expressions && self.rng.chance(40) {
            self.index_expression(scope, indent)
        } else {
            self.rng.pick(&scope.index).clone()
        };
        let step = self.value();
        self.line(indent, &format!("{step} = arith.constant 1 : index"));
        let init = self.pick_int(scope);
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

    /// An `scf.while` counting an `i32` from 0 to a bound from 1 to 3, carrying
    /// another `i32`.
    fn while_op(&mut self, scope: &mut Scope, indent: usize, depth: usize) {
        let zero = self.int_constant(indent, 0);
        // At least one iteration: with none, MLIR's remove-dead-values
        // (whose dead-code analysis folds the first condition) knows the
        // body is dead, which Strata's liveness does not yet see.
        let bound = 1 + self.rng.below(3) as i64;
        let limit = self.int_constant(indent, bound);
        let init = self.pick_int(scope);
        let (v, i, acc, cond) = (self.value(), self.value(), self.value(), self.value());
        self.line(
            indent,
            &format!(
                "{v}:2 = scf.while ({i} = {zero}, {acc} = {init}) : (i32, i32) -> (i32, i32) {{"
            ),
        );
        let cond = if self.config.expressions && self.rng.chance(50) {
            self.loop_condition(&i, &limit, &acc, indent + 1)
        } else {
            self.line(
                indent + 1,
                &format!("{cond} = arith.cmpi slt, {i}, {limit} : i32"),
            );
            cond
        };
        self.line(
            indent + 1,
            &format!("scf.condition({cond}) {i}, {acc} : i32, i32"),
        );
        self.line(indent, "} do {");
        let (counter, carried) = (self.value(), self.value());
        self.line(indent, &format!("^bb0({counter}: i32, {carried}: i32):"));
        let mut inner = scope.clone();
        inner.int.push(carried);
        inner.int.push(counter.clone());
        for _ in 0..1 + self.rng.below(self.config.size) {
            self.op(&mut inner, indent + 1, depth + 1);
        }
        let result = self.pick_int(&inner);
        let (one, next) = (self.value(), self.value());
        self.line(indent + 1, &format!("{one} = arith.constant 1 : i32"));
        self.line(
            indent + 1,
            &format!("{next} = arith.addi {counter}, {one} : i32"),
        );
        self.line(
            indent + 1,
            &format!("scf.yield {next}, {result} : i32, i32"),
        );
        self.line(indent, "}");
        scope.int.push(format!("{v}#1"));
    }
}
