//! Printing affine maps, integer sets and their expressions as MLIR's
//! `AsmPrinter` does (`printAffineExprInternal`): operators of `*`, `floordiv`,
//! `ceildiv` and `mod` parenthesize their operands unless they are leaves,
//! `e * -1` prints as `-e`, and `a + e * -c` and `a + -c` print as
//! subtractions.

use crate::affine::{AffineBinaryKind, AffineExpr, AffineMap, IntegerSet};

/// Whether an expression is printed as an operand of a tightly binding
/// operator (MLIR's `BindingStrength`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

/// Appends `expr` as it appears inside a map.
pub fn print_affine_expr(expr: &AffineExpr, out: &mut String) {
    print_expr(expr, Binding::Weak, out);
}

fn print_expr(expr: &AffineExpr, enclosing: Binding, out: &mut String) {
    use std::fmt::Write;
    let binary = match expr {
        AffineExpr::Dim(i) => {
            let _ = write!(out, "d{i}");
            return;
        }
        AffineExpr::Symbol(i) => {
            let _ = write!(out, "s{i}");
            return;
        }
        AffineExpr::Constant(c) => {
            let _ = write!(out, "{c}");
            return;
        }
        AffineExpr::Binary(binary) => binary,
    };
    let parenthesize = enclosing == Binding::Strong;
    if parenthesize {
        out.push('(');
    }
    let (lhs, rhs) = (&binary.lhs, &binary.rhs);
    let rhs_const = rhs.as_constant();
    if binary.kind != AffineBinaryKind::Add {
        if binary.kind == AffineBinaryKind::Mul && rhs_const == Some(-1) {
            out.push('-');
            print_expr(lhs, Binding::Strong, out);
        } else {
            print_expr(lhs, Binding::Strong, out);
            out.push_str(binary.kind.spelling());
            print_expr(rhs, Binding::Strong, out);
        }
    } else if let Some((term, factor)) = rhs.as_binary(AffineBinaryKind::Mul)
        && let Some(factor) = factor.as_constant()
        && factor <= -1
    {
        // `a + e * -1` is `a - e`, and `a + e * -c` is `a - e * c`.
        print_expr(lhs, Binding::Weak, out);
        out.push_str(" - ");
        if factor == -1 {
            let is_sum = term.as_binary(AffineBinaryKind::Add).is_some();
            print_expr(
                term,
                if is_sum {
                    Binding::Strong
                } else {
                    Binding::Weak
                },
                out,
            );
        } else {
            print_expr(term, Binding::Strong, out);
            out.push_str(" * ");
            let _ = write!(out, "{}", factor.wrapping_neg());
        }
    } else if let Some(c) = rhs_const
        && c < 0
    {
        print_expr(lhs, Binding::Weak, out);
        let _ = write!(out, " - {}", c.wrapping_neg());
    } else {
        print_expr(lhs, Binding::Weak, out);
        out.push_str(" + ");
        print_expr(rhs, Binding::Weak, out);
    }
    if parenthesize {
        out.push(')');
    }
}

/// Appends `(d0, d1)[s0]`.
fn print_dims_and_symbols(num_dims: u32, num_symbols: u32, out: &mut String) {
    let names = |prefix: char, count: u32| {
        (0..count)
            .map(|i| format!("{prefix}{i}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    out.push('(');
    out.push_str(&names('d', num_dims));
    out.push(')');
    if num_symbols != 0 {
        out.push('[');
        out.push_str(&names('s', num_symbols));
        out.push(']');
    }
}

/// Appends `items` separated by `, `.
fn print_comma_separated<T>(items: &[T], out: &mut String, mut print: impl FnMut(&T, &mut String)) {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print(item, out);
    }
}

/// Appends the inside of `affine_map<...>`: `(d0)[s0] -> (d0 + s0)`.
pub fn print_affine_map(map: &AffineMap, out: &mut String) {
    print_dims_and_symbols(map.num_dims, map.num_symbols, out);
    out.push_str(" -> (");
    print_comma_separated(&map.results, out, print_affine_expr);
    out.push(')');
}

/// Appends the inside of `affine_set<...>`: `(d0) : (d0 >= 0, d0 - 4 == 0)`.
pub fn print_integer_set(set: &IntegerSet, out: &mut String) {
    print_dims_and_symbols(set.num_dims, set.num_symbols, out);
    out.push_str(" : (");
    print_comma_separated(&set.constraints, out, |constraint, out| {
        print_affine_expr(&constraint.expr, out);
        out.push_str(if constraint.is_equality {
            " == 0"
        } else {
            " >= 0"
        });
    });
    out.push(')');
}
