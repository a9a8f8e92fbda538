//! Unit tests of the float folders. Expected constants were checked
//! against `mlir-opt-22 --test-single-fold`.

use crate::fold::test_support::{Folded, fold_nth, fold_to_constant};

/// Folds `arith.<op> a, b : ty` with both operands constant.
fn constants(op: &str, ty: &str, a: &str, b: &str) -> Option<String> {
    let source = format!(
        "%a = arith.constant {a} : {ty}\n%b = arith.constant {b} : {ty}\n\
         %r = arith.{op} %a, %b : {ty}\n"
    );
    fold_to_constant(&source, &format!("arith.{op}"))
}

/// What `arith.<op> %x, C <flags> : ty` folds to: `"x"`, `"C"`, a constant
/// or `"none"`.
fn with_rhs(op: &str, ty: &str, rhs: &str, flags: &str) -> String {
    let source = format!(
        "%x = \"t.v\"() : () -> {ty}\n%c = arith.constant {rhs} : {ty}\n\
         %r = arith.{op} %x, %c {flags} : {ty}\n"
    );
    let (ir, op_id, folded) = fold_nth(&source, &format!("arith.{op}"), 0);
    match folded {
        Folded::Value(v) if Some(v) == ir.operand(op_id, 0) => "x".into(),
        Folded::Value(v) if Some(v) == ir.operand(op_id, 1) => "C".into(),
        Folded::Value(_) => "other value".into(),
        Folded::Constant(text) => text,
        Folded::None => "none".into(),
    }
}

#[test]
fn constants_round_to_nearest_even() {
    assert_eq!(
        constants("addf", "f32", "1.5", "2.25").as_deref(),
        Some("3.750000e+00 : f32")
    );
    assert_eq!(
        constants("addf", "f16", "0.1", "0.2").as_deref(),
        Some("2.998050e-01 : f16")
    );
    assert_eq!(
        constants("mulf", "bf16", "1.1", "3.3").as_deref(),
        Some("3.625000e+00 : bf16")
    );
    assert_eq!(
        constants("addf", "f64", "0.1", "0.2").as_deref(),
        Some("0.30000000000000004 : f64")
    );
    assert_eq!(
        constants("subf", "f32", "1.0", "3.0").as_deref(),
        Some("-2.000000e+00 : f32")
    );
    assert_eq!(
        constants("divf", "vector<2xf32>", "dense<[1.0, 3.0]>", "dense<2.0>").as_deref(),
        Some("dense<[5.000000e-01, 1.500000e+00]> : vector<2xf32>")
    );
}

#[test]
fn special_values() {
    assert_eq!(
        constants("divf", "f32", "1.0", "0.0").as_deref(),
        Some("0x7F800000 : f32")
    );
    assert_eq!(
        constants("subf", "f32", "0x7F800000", "0x7F800000").as_deref(),
        Some("0x7FC00000 : f32")
    );
    let negate = "%a = arith.constant 0x7FC00000 : f32\n%r = arith.negf %a : f32\n";
    assert_eq!(
        fold_to_constant(negate, "arith.negf").as_deref(),
        Some("0xFFC00000 : f32")
    );
    let negate = "%a = arith.constant 2.5 : f64\n%r = arith.negf %a : f64\n";
    assert_eq!(
        fold_to_constant(negate, "arith.negf").as_deref(),
        Some("-2.500000e+00 : f64")
    );
    assert_eq!(
        constants(
            "addf",
            "f80",
            "0x3FFF8000000000000000",
            "0x3FFF8000000000000000"
        )
        .as_deref(),
        // 1.0 (x87: exponent 16383, integer bit set) twice.
        Some("2.000000e+00 : f80")
    );
}

#[test]
fn identities() {
    assert_eq!(with_rhs("addf", "f32", "-0.0", ""), "x");
    assert_eq!(with_rhs("addf", "f32", "0.0", ""), "none");
    assert_eq!(with_rhs("subf", "f32", "0.0", ""), "x");
    assert_eq!(with_rhs("subf", "f32", "-0.0", ""), "none");
    assert_eq!(with_rhs("mulf", "f32", "1.0", ""), "x");
    assert_eq!(with_rhs("mulf", "vector<4xf16>", "dense<1.0>", ""), "x");
    assert_eq!(with_rhs("divf", "f32", "1.0", ""), "x");
    assert_eq!(with_rhs("mulf", "f32", "0.0", "fastmath<nnan,nsz>"), "C");
    assert_eq!(with_rhs("mulf", "f32", "-0.0", "fastmath<fast>"), "C");
    assert_eq!(with_rhs("mulf", "f32", "0.0", "fastmath<nnan>"), "none");
    assert_eq!(with_rhs("divf", "f32", "2.0", ""), "none");
}

#[test]
fn double_negation() {
    let source = "%x = \"t.v\"() : () -> f32\n%a = arith.negf %x : f32\n%b = arith.negf %a : f32\n";
    let (ir, op, folded) = fold_nth(source, "arith.negf", 1);
    let inner = ir.operand(op, 0).and_then(|v| ir.defining_op(v));
    assert_eq!(
        folded,
        Folded::Value(inner.and_then(|i| ir.operand(i, 0)).expect("x"))
    );
    assert_eq!(fold_nth(source, "arith.negf", 0).2, Folded::None);
}
