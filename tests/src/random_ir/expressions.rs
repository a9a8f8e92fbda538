//! Expressions (`expr.tree`) with nested calls of the traced external
//! functions, and execution scopes (`scope.at`), for the flatten pass's
//! differential test. A tree is written in evaluation order (operands
//! before users, left to right) and each value in it is used once, by its
//! parent; leaves are values of the enclosing scope (any number of times)
//! or constants of the tree. Nothing in them can overflow into undefined
//! behaviour: the ops are those defined on all operands.

use super::{Generator, Scope};

/// The integer ops of expressions: defined on all operands.
const OPS: &[&str] = &[
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.xori",
    "arith.maxsi",
];

/// The execution levels of `scope.at`.
const LEVELS: &[&str] = &["core", "core_group", "cluster", "device"];

impl Generator {
    /// An `i32` sub-expression inside a tree at `indent`, `depth` levels
    /// deep: its ops are written in evaluation order; returns its value.
    fn subexpression(&mut self, scope: &Scope, indent: usize, depth: usize) -> String {
        let leaf = depth >= 3 || self.rng.chance(25);
        if leaf {
            if self.rng.chance(70) {
                return self.pick_int(scope);
            }
            let c = *self.rng.pick(&[0i64, 1, 3, -5, 100]);
            return self.int_constant(indent, c);
        }
        match self.rng.below(10) {
            0..=3 => {
                let a = self.subexpression(scope, indent, depth + 1);
                let v = self.value();
                self.line(
                    indent,
                    &format!("{v} = func.call @effect({a}) : (i32) -> i32"),
                );
                v
            }
            4 => {
                let f = self.pick_float(scope);
                let a = self.subexpression(scope, indent, depth + 1);
                let v = self.value();
                self.line(
                    indent,
                    &format!("{v} = func.call @observe({f}, {a}) : (f32, i32) -> i32"),
                );
                v
            }
            5 => {
                // A nested tree, reading only values from outside.
                let v = self.value();
                self.line(indent, &format!("{v} = expr.tree : i32 {{"));
                let root = self.subexpression(scope, indent + 1, depth + 1);
                self.line(indent + 1, &format!("expr.yield {root} : i32"));
                self.line(indent, "}");
                v
            }
            _ => {
                let op = self.rng.pick(OPS);
                let a = self.subexpression(scope, indent, depth + 1);
                let b = self.subexpression(scope, indent, depth + 1);
                let v = self.value();
                self.line(indent, &format!("{v} = {op} {a}, {b} : i32"));
                v
            }
        }
    }

    /// An `expr.tree` of type `i32`, or `i1` (a comparison at the root),
    /// whose value joins `scope`.
    pub(super) fn expression(&mut self, scope: &mut Scope, indent: usize) {
        let v = self.value();
        if self.rng.chance(25) {
            self.line(indent, &format!("{v} = expr.tree : i1 {{"));
            let a = self.subexpression(scope, indent + 1, 1);
            let b = self.subexpression(scope, indent + 1, 1);
            let compared = self.value();
            self.line(
                indent + 1,
                &format!("{compared} = arith.cmpi slt, {a}, {b} : i32"),
            );
            self.line(indent + 1, &format!("expr.yield {compared} : i1"));
            self.line(indent, "}");
            scope.bool.push(v);
        } else {
            self.line(indent, &format!("{v} = expr.tree : i32 {{"));
            let root = self.subexpression(scope, indent + 1, 0);
            self.line(indent + 1, &format!("expr.yield {root} : i32"));
            self.line(indent, "}");
            scope.int.push(v);
        }
    }

    /// An `index` in 0..=3 computed by a tree around a sub-expression
    /// (masked, then cast): a loop bound from nested calls.
    pub(super) fn index_expression(&mut self, scope: &Scope, indent: usize) -> String {
        let v = self.value();
        self.line(indent, &format!("{v} = expr.tree : index {{"));
        let e = self.subexpression(scope, indent + 1, 1);
        let mask = self.int_constant(indent + 1, 3);
        let (masked, cast) = (self.value(), self.value());
        self.line(
            indent + 1,
            &format!("{masked} = arith.andi {e}, {mask} : i32"),
        );
        self.line(
            indent + 1,
            &format!("{cast} = arith.index_cast {masked} : i32 to index"),
        );
        self.line(indent + 1, &format!("expr.yield {cast} : index"));
        self.line(indent, "}");
        v
    }

    /// The condition `i < limit` of a loop, as a tree that also calls
    /// `@effect` on `carried` on every evaluation without changing the
    /// outcome (the call's value is multiplied by a zero of the tree).
    pub(super) fn loop_condition(
        &mut self,
        i: &str,
        limit: &str,
        carried: &str,
        indent: usize,
    ) -> String {
        let cond = self.value();
        self.line(indent, &format!("{cond} = expr.tree : i1 {{"));
        let (called, zero, nothing, shifted, compared) = (
            self.value(),
            self.value(),
            self.value(),
            self.value(),
            self.value(),
        );
        self.line(
            indent + 1,
            &format!("{called} = func.call @effect({carried}) : (i32) -> i32"),
        );
        self.line(indent + 1, &format!("{zero} = arith.constant 0 : i32"));
        self.line(
            indent + 1,
            &format!("{nothing} = arith.muli {called}, {zero} : i32"),
        );
        self.line(
            indent + 1,
            &format!("{shifted} = arith.addi {i}, {nothing} : i32"),
        );
        self.line(
            indent + 1,
            &format!("{compared} = arith.cmpi slt, {shifted}, {limit} : i32"),
        );
        self.line(indent + 1, &format!("expr.yield {compared} : i1"));
        self.line(indent, "}");
        cond
    }

    /// A `scope.at` at a random level whose body yields an `i32`.
    pub(super) fn scope_at(&mut self, scope: &mut Scope, indent: usize, depth: usize) {
        let (v, level) = (self.value(), self.rng.pick(LEVELS));
        self.line(indent, &format!("{v} = scope.at {level} -> (i32) {{"));
        self.body(scope, indent + 1, depth + 1, "scope.yield");
        self.line(indent, "}");
        scope.int.push(v);
    }
}
