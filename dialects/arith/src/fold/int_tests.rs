//! Unit tests of the integer folders. Expected constants were checked
//! against `mlir-opt-22 --test-single-fold`.

use crate::fold::test_support::{Folded, fold_nth, fold_to_constant, fold_with_operand};

/// Folds `arith.<op> a, b : ty` with both operands constant.
fn constants(op: &str, ty: &str, a: &str, b: &str) -> Option<String> {
    let source = format!(
        "%a = arith.constant {a} : {ty}\n%b = arith.constant {b} : {ty}\n\
         %r = arith.{op} %a, %b : {ty}\n"
    );
    fold_to_constant(&source, &format!("arith.{op}"))
}

/// What `arith.<op> %x, C : ty` folds to: the lhs (`"x"`), the rhs (`"C"`)
/// or a constant.
fn with_rhs(op: &str, ty: &str, rhs: &str) -> String {
    let source = format!(
        "%x = \"t.v\"() : () -> {ty}\n%c = arith.constant {rhs} : {ty}\n\
         %r = arith.{op} %x, %c : {ty}\n"
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
fn arithmetic_wraps_per_width() {
    assert_eq!(
        constants("addi", "i32", "2147483647", "1").as_deref(),
        Some("-2147483648 : i32")
    );
    assert_eq!(
        constants("addi", "i8", "200", "100").as_deref(),
        Some("44 : i8")
    );
    assert_eq!(
        constants("subi", "i8", "0", "1").as_deref(),
        Some("-1 : i8")
    );
    assert_eq!(
        constants("muli", "i16", "300", "300").as_deref(),
        Some("24464 : i16")
    );
    assert_eq!(
        constants("addi", "index", "-1", "1").as_deref(),
        Some("0 : index")
    );
    assert_eq!(
        constants("addi", "i1", "true", "true").as_deref(),
        Some("false")
    );
    assert_eq!(
        constants(
            "muli",
            "i128",
            "170141183460469231731687303715884105727",
            "2"
        )
        .as_deref(),
        Some("-2 : i128")
    );
    assert_eq!(
        constants("addi", "i64", "5", "7").as_deref(),
        Some("12 : i64")
    );
}

#[test]
fn overflow_flags_do_not_stop_folding() {
    let source = "%a = arith.constant 2147483647 : i32\n%b = arith.constant 1 : i32\n\
                  %r = arith.addi %a, %b overflow<nsw> : i32\n";
    assert_eq!(
        fold_to_constant(source, "arith.addi").as_deref(),
        Some("-2147483648 : i32")
    );
}

#[test]
fn division_folds_only_when_defined() {
    assert_eq!(
        constants("divsi", "i32", "-7", "2").as_deref(),
        Some("-3 : i32")
    );
    assert_eq!(
        constants("divui", "i8", "-1", "2").as_deref(),
        Some("127 : i8")
    );
    assert_eq!(constants("divsi", "i32", "7", "0"), None);
    assert_eq!(constants("divui", "i32", "7", "0"), None);
    assert_eq!(constants("divsi", "i32", "-2147483648", "-1"), None);
    assert_eq!(
        constants("remsi", "i32", "-7", "2").as_deref(),
        Some("-1 : i32")
    );
    assert_eq!(
        constants("remui", "i32", "-7", "2").as_deref(),
        Some("1 : i32")
    );
    assert_eq!(
        constants("remsi", "i32", "-2147483648", "-1").as_deref(),
        Some("0 : i32")
    );
    assert_eq!(constants("remsi", "i32", "7", "0"), None);
    assert_eq!(constants("remui", "i32", "7", "0"), None);
    assert_eq!(with_rhs("divsi", "i32", "1"), "x");
    assert_eq!(with_rhs("divui", "i32", "1"), "x");
    assert_eq!(with_rhs("remsi", "i32", "1"), "0 : i32");
    assert_eq!(
        with_rhs("remui", "vector<2xi8>", "dense<1>"),
        "dense<0> : vector<2xi8>"
    );
}

#[test]
fn a_zero_divisor_anywhere_stops_an_elementwise_fold() {
    let ty = "vector<2xi32>";
    assert_eq!(
        constants("divsi", ty, "dense<[4, 6]>", "dense<[2, 0]>"),
        None
    );
    assert_eq!(
        constants("divsi", ty, "dense<[4, 6]>", "dense<[2, 3]>").as_deref(),
        Some("dense<2> : vector<2xi32>")
    );
    assert_eq!(
        constants("addi", ty, "dense<[1, 2]>", "dense<3>").as_deref(),
        Some("dense<[4, 5]> : vector<2xi32>")
    );
    assert_eq!(
        constants("muli", "tensor<2x2xi8>", "dense<16>", "dense<16>").as_deref(),
        Some("dense<0> : tensor<2x2xi8>")
    );
}

#[test]
fn identities() {
    assert_eq!(with_rhs("addi", "i32", "0"), "x");
    assert_eq!(with_rhs("addi", "vector<4xi32>", "dense<0>"), "x");
    assert_eq!(with_rhs("subi", "i32", "0"), "x");
    assert_eq!(with_rhs("muli", "i32", "0"), "C");
    assert_eq!(with_rhs("muli", "index", "1"), "x");
    assert_eq!(with_rhs("andi", "i32", "0"), "C");
    assert_eq!(with_rhs("andi", "i32", "-1"), "x");
    assert_eq!(with_rhs("andi", "i1", "true"), "x");
    assert_eq!(with_rhs("ori", "i32", "0"), "x");
    assert_eq!(with_rhs("ori", "i8", "-1"), "-1 : i8");
    assert_eq!(with_rhs("xori", "i32", "0"), "x");
    assert_eq!(with_rhs("shli", "i32", "0"), "x");
    assert_eq!(with_rhs("shrsi", "i32", "0"), "x");
    assert_eq!(with_rhs("shrui", "i32", "0"), "x");
    assert_eq!(with_rhs("maxsi", "i8", "127"), "C");
    assert_eq!(with_rhs("maxsi", "i8", "-128"), "x");
    assert_eq!(with_rhs("minsi", "i8", "-128"), "C");
    assert_eq!(with_rhs("minsi", "i8", "127"), "x");
    assert_eq!(with_rhs("addi", "i32", "5"), "none");
    assert_eq!(with_rhs("muli", "i32", "2"), "none");
}

/// What `arith.<op> %x, %x : ty` folds to.
fn same_operand(op: &str, ty: &str) -> String {
    let source = format!("%x = \"t.v\"() : () -> {ty}\n%r = arith.{op} %x, %x : {ty}\n");
    let (ir, op_id, folded) = fold_nth(&source, &format!("arith.{op}"), 0);
    match folded {
        Folded::Value(v) if Some(v) == ir.operand(op_id, 0) => "x".into(),
        Folded::Constant(text) => text,
        _ => "none".into(),
    }
}

#[test]
fn equal_operands() {
    assert_eq!(same_operand("subi", "i32"), "0 : i32");
    assert_eq!(
        same_operand("subi", "vector<2xi32>"),
        "dense<0> : vector<2xi32>"
    );
    assert_eq!(
        same_operand("subi", "tensor<?xi32>"),
        "none",
        "dynamic shapes do not fold"
    );
    assert_eq!(same_operand("xori", "index"), "0 : index");
    assert_eq!(same_operand("andi", "i32"), "x");
    assert_eq!(same_operand("ori", "i32"), "x");
    assert_eq!(same_operand("maxsi", "i32"), "x");
    assert_eq!(same_operand("minsi", "i32"), "x");
    assert_eq!(same_operand("divsi", "i32"), "none");
    assert_eq!(same_operand("remui", "i32"), "none");
}

#[test]
fn shifts_fold_only_below_the_width() {
    assert_eq!(
        constants("shli", "i8", "1", "7").as_deref(),
        Some("-128 : i8")
    );
    assert_eq!(
        constants("shrsi", "i8", "-128", "7").as_deref(),
        Some("-1 : i8")
    );
    assert_eq!(
        constants("shrui", "i8", "-128", "7").as_deref(),
        Some("1 : i8")
    );
    assert_eq!(constants("shli", "i8", "1", "8"), None);
    assert_eq!(constants("shrui", "i8", "1", "-1"), None);
    // MLIR decides by the last element computed.
    assert_eq!(
        constants("shli", "vector<2xi8>", "dense<1>", "dense<[9, 1]>").as_deref(),
        Some("dense<[0, 2]> : vector<2xi8>")
    );
    assert_eq!(
        constants("shli", "vector<2xi8>", "dense<1>", "dense<[1, 9]>"),
        None
    );
}

#[test]
fn bitwise_and_min_max() {
    assert_eq!(
        constants("andi", "i8", "12", "10").as_deref(),
        Some("8 : i8")
    );
    assert_eq!(
        constants("ori", "i8", "12", "10").as_deref(),
        Some("14 : i8")
    );
    assert_eq!(
        constants("xori", "i8", "12", "10").as_deref(),
        Some("6 : i8")
    );
    assert_eq!(
        constants("maxsi", "i8", "-1", "1").as_deref(),
        Some("1 : i8")
    );
    assert_eq!(
        constants("minsi", "i8", "-1", "1").as_deref(),
        Some("-1 : i8")
    );
    assert_eq!(
        constants("xori", "i1", "true", "true").as_deref(),
        Some("false")
    );
}

#[test]
fn poison_propagates() {
    let source = "%x = \"t.v\"() : () -> i32\n%p = \"t.p\"() : () -> i32\n\
                  %r = arith.muli %x, %p : i32\n";
    let (ir, top) = crate::fold::test_support::parse(source);
    let op = crate::fold::test_support::ops_named(&ir, top, "arith.muli")[0];
    let ctx = ir.ctx();
    let poison = ctx.intern_attr(strata_ir::AttrData::Opaque {
        dialect: ctx.intern_str("ub"),
        body: "poison".into(),
        ty: None,
    });
    let folded = super::fold_muli(&ir, op, &[None, Some(poison)]);
    assert_eq!(folded, Some(vec![strata_ir::FoldResult::Attribute(poison)]));
    assert_eq!(
        super::fold_shli(&ir, op, &[None, Some(poison)]),
        None,
        "shifts do not"
    );
}

#[test]
fn operand_chains() {
    let source = "%a = \"t.v\"() : () -> i32\n%b = \"t.v\"() : () -> i32\n\
                  %s = arith.subi %a, %b : i32\n%r = arith.addi %s, %b : i32\n\
                  %t = arith.addi %a, %b : i32\n%u = arith.subi %t, %a : i32\n\
                  %v = arith.xori %a, %b : i32\n%w = arith.xori %b, %v : i32\n";
    let (ir, top) = crate::fold::test_support::parse(source);
    let find = |name: &str, i: usize| crate::fold::test_support::ops_named(&ir, top, name)[i];
    let values: Vec<_> = crate::fold::test_support::ops_named(&ir, top, "t.v")
        .iter()
        .map(|&op| ir.results(op)[0])
        .collect();
    let (a, b) = (values[0], values[1]);
    assert_eq!(
        crate::fold::test_support::fold(&ir, find("arith.addi", 0)),
        Folded::Value(a)
    );
    assert_eq!(
        crate::fold::test_support::fold(&ir, find("arith.subi", 1)),
        Folded::Value(b)
    );
    assert_eq!(
        crate::fold::test_support::fold(&ir, find("arith.xori", 1)),
        Folded::Value(a)
    );
}

#[test]
fn not_and_nested_and() {
    let source = "%x = \"t.v\"() : () -> i8\n%m = arith.constant -1 : i8\n\
                  %n = arith.xori %x, %m : i8\n%r = arith.andi %x, %n : i8\n\
                  %o = arith.ori %n, %x : i8\n";
    assert_eq!(
        fold_to_constant(source, "arith.andi").as_deref(),
        Some("0 : i8")
    );
    let (folded, _) = fold_with_operand(source, "arith.ori", 0);
    let (ir, top) = crate::fold::test_support::parse(source);
    let mask = ir.results(crate::fold::test_support::ops_named(&ir, top, "arith.constant")[0])[0];
    assert_eq!(folded, Folded::Value(mask));
    let nested = "%a = \"t.v\"() : () -> i8\n%b = \"t.v\"() : () -> i8\n\
                  %i = arith.andi %a, %b : i8\n%r = arith.andi %b, %i : i8\n";
    let (ir, top) = crate::fold::test_support::parse(nested);
    let ops = crate::fold::test_support::ops_named(&ir, top, "arith.andi");
    let inner = ir.results(ops[0])[0];
    assert_eq!(
        crate::fold::test_support::fold(&ir, ops[1]),
        Folded::Value(inner)
    );
}

#[test]
fn division_of_a_product_needs_its_flag() {
    let source = "%a = \"t.v\"() : () -> i32\n%b = \"t.v\"() : () -> i32\n\
                  %m = arith.muli %a, %b overflow<nsw> : i32\n\
                  %q = arith.divsi %m, %b : i32\n%u = arith.divui %m, %b : i32\n";
    let (ir, top) = crate::fold::test_support::parse(source);
    let a = ir.results(crate::fold::test_support::ops_named(&ir, top, "t.v")[0])[0];
    let divsi = crate::fold::test_support::ops_named(&ir, top, "arith.divsi")[0];
    let divui = crate::fold::test_support::ops_named(&ir, top, "arith.divui")[0];
    assert_eq!(
        crate::fold::test_support::fold(&ir, divsi),
        Folded::Value(a)
    );
    assert_eq!(
        crate::fold::test_support::fold(&ir, divui),
        Folded::None,
        "no nuw"
    );
}
