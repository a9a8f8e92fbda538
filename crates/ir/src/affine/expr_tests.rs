//! The construction rules, each on the smallest expression that shows it.
//! Expected trees are written with the same constructors' leaves, so a
//! rule that does not fire (or fires where it should not) shows as a
//! different tree.

use super::AffineBinaryKind::{Add, FloorDiv, Mod, Mul};
use super::AffineExpr;

// The operators, by method name (`a.add(b)` reads as the constructor call).
use std::ops::{Add as _, Mul as _, Neg as _, Sub as _};

fn d(i: u32) -> AffineExpr {
    AffineExpr::Dim(i)
}

fn s(i: u32) -> AffineExpr {
    AffineExpr::Symbol(i)
}

fn c(value: i64) -> AffineExpr {
    AffineExpr::Constant(value)
}

/// The node `lhs kind rhs` exactly as given (no simplification).
fn node(kind: super::AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    AffineExpr::node(kind, lhs, rhs)
}

#[test]
fn constants_fold_unless_the_sum_or_product_overflows() {
    assert_eq!(c(5).add(c(3)), c(8));
    assert_eq!(c(-5).floor_div(c(3)), c(-2));
    assert_eq!(c(-5).modulo(c(3)), c(1));
    assert_eq!(c(10).ceil_div(c(3)), c(4));
    assert_eq!(c(7).floor_div(c(-2)), c(-4));
    assert_eq!(c(7).ceil_div(c(-2)), c(-3));
    assert_eq!(c(i64::MAX).add(c(1)), node(Add, c(i64::MAX), c(1)));
    assert_eq!(c(1 << 62).mul(c(2)), node(Mul, c(1 << 62), c(2)));
    // Division by zero, MIN / -1 and a remainder by a negative number stay.
    assert_eq!(
        c(1).ceil_div(c(0)),
        node(super::AffineBinaryKind::CeilDiv, c(1), c(0))
    );
    assert_eq!(
        c(i64::MIN).floor_div(c(-1)),
        node(FloorDiv, c(i64::MIN), c(-1))
    );
    assert_eq!(c(5).modulo(c(-2)), node(Mod, c(5), c(-2)));
}

#[test]
fn constants_and_symbols_move_right_and_leaves_are_ordered() {
    assert_eq!(c(4).add(d(0)), node(Add, d(0), c(4)));
    assert_eq!(s(0).add(d(0)), node(Add, d(0), s(0)));
    assert_eq!(d(1).add(d(0)), node(Add, d(0), d(1)));
    assert_eq!(s(1).mul(s(0)), node(Mul, s(0), s(1)));
    assert_eq!(c(2).mul(d(0)), node(Mul, d(0), c(2)));
    // A compound left side keeps its place.
    let product = d(1).mul(c(2));
    assert_eq!(product.clone().add(d(0)), node(Add, product, d(0)));
}

#[test]
fn neutral_and_absorbing_elements() {
    assert_eq!(d(0).add(c(0)), d(0));
    assert_eq!(d(0).mul(c(1)), d(0));
    assert_eq!(d(0).mul(c(0)), c(0));
    assert_eq!(d(0).floor_div(c(1)), d(0));
    assert_eq!(d(0).ceil_div(c(1)), d(0));
}

#[test]
fn terms_merge_and_offsets_collect() {
    assert_eq!(d(0).mul(c(2)).add(d(0).mul(c(3))), node(Mul, d(0), c(5)));
    assert_eq!(d(0).sub(d(0)), c(0));
    assert_eq!(d(0).add(c(2)).add(c(3)), node(Add, d(0), c(5)));
    // (d0 + 2) + d1 = (d0 + d1) + 2.
    assert_eq!(
        d(0).add(c(2)).add(d(1)),
        node(Add, node(Add, d(0), d(1)), c(2))
    );
    // (d0 * 2) * 3 = d0 * 6, and (d0 * 2) * s0 = (d0 * s0) * 2.
    assert_eq!(d(0).mul(c(2)).mul(c(3)), node(Mul, d(0), c(6)));
    assert_eq!(
        d(0).mul(c(2)).mul(s(0)),
        node(Mul, node(Mul, d(0), s(0)), c(2))
    );
    // Coefficients wrap, as MLIR's do.
    assert_eq!(d(0).mul(c(1 << 62)).mul(c(2)), node(Mul, d(0), c(i64::MIN)));
}

#[test]
fn divisions_of_known_multiples() {
    assert_eq!(d(0).mul(c(128)).floor_div(c(64)), node(Mul, d(0), c(2)));
    assert_eq!(d(0).mul(c(-6)).ceil_div(c(-3)), node(Mul, d(0), c(2)));
    // (d0 * 4 + d1) floordiv 2 splits, as d0 * 4 is a multiple of 2.
    let sum = d(0).mul(c(4)).add(d(1));
    assert_eq!(
        sum.floor_div(c(2)),
        node(Add, node(Mul, d(0), c(2)), node(FloorDiv, d(1), c(2)))
    );
    assert_eq!(d(0).mul(c(4)).add(c(8)).modulo(c(4)), c(0));
    assert_eq!(d(0).modulo(c(35)).modulo(c(5)), node(Mod, d(0), c(5)));
    // Not a multiple: kept.
    let product = d(0).mul(c(6));
    assert_eq!(
        product.clone().floor_div(c(4)),
        node(FloorDiv, product, c(4))
    );
}

#[test]
fn remainders_from_floor_divisions() {
    let quotient = d(0).floor_div(c(4));
    assert_eq!(d(0).sub(quotient.mul(c(4))), node(Mod, d(0), c(4)));
    let symbolic = d(0).floor_div(s(0)).mul(s(0));
    assert_eq!(d(0).sub(symbolic), node(Mod, d(0), s(0)));
    // (s0 + s1) - (s1 floordiv 4) * 4 = s0 + s1 mod 4.
    let sum = s(0).add(s(1));
    assert_eq!(
        sum.sub(s(1).floor_div(c(4)).mul(c(4))),
        node(Add, s(0), node(Mod, s(1), c(4)))
    );
    // Not for a negative divisor, nor for a symbolic factor of the second
    // form.
    let negative = d(0).floor_div(c(-4)).mul(c(4));
    assert_eq!(d(0).add(negative.clone()), node(Add, d(0), negative));
    let factor = s(1).neg();
    let product = s(0).floor_div(s(1)).mul(factor);
    assert_eq!(s(0).add(product.clone()), node(Add, s(0), product));
}

#[test]
fn the_same_text_can_mean_different_trees() {
    // `(N - 1) - i` is `-i + (N - 1)` (the symbolic side moves right);
    // `-i + N - 1` is `(-i + N) - 1`. Both print `-d0 + s0 - 1` and stay
    // different attributes, as in MLIR.
    let a = s(0).sub(c(1)).sub(d(0));
    let b = d(0).neg().add(s(0)).sub(c(1));
    let minus_d0 = node(Mul, d(0), c(-1));
    assert_eq!(a, node(Add, minus_d0.clone(), node(Add, s(0), c(-1))));
    assert_eq!(b, node(Add, node(Add, minus_d0, s(0)), c(-1)));
}

#[test]
fn depth_counts_operations() {
    assert_eq!(d(0).depth(), 0);
    assert_eq!(d(0).add(d(1)).depth(), 1);
    assert_eq!(d(0).add(d(1)).mul(c(3)).depth(), 2);
    assert!(!d(0).add(s(0)).is_symbolic_or_constant());
    assert!(s(0).mul(s(1)).is_symbolic_or_constant());
}

#[test]
fn a_quotient_by_a_negative_divisor_has_a_positive_known_divisor() {
    // (d0 * 6) floordiv -3 is d0 * -2, known to be a multiple of 2; but
    // ((d0 * 3) mod 9) floordiv -3 is only known to be a multiple of 1, so
    // adding d1 * 6 and taking mod 3 folds only the d1 * 6 away.
    let quotient = (d(0) * c(3)).modulo(c(9)).floor_div(c(-3));
    assert_eq!(quotient.largest_known_divisor(), 1);
    let sum = quotient.clone() + d(1) * c(6);
    assert_eq!(sum.modulo(c(3)), node(Mod, quotient, c(3)));
}
