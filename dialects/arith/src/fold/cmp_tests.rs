//! Unit tests of the comparison folders. Expected results were checked
//! against `mlir-opt-22 --test-single-fold`.

use crate::fold::test_support::{Folded, fold_nth, fold_to_constant};

fn cmp(op: &str, predicate: &str, ty: &str, a: &str, b: &str) -> Option<String> {
    let source = format!(
        "%a = arith.constant {a} : {ty}\n%b = arith.constant {b} : {ty}\n\
         %r = arith.{op} {predicate}, %a, %b : {ty}\n"
    );
    fold_to_constant(&source, &format!("arith.{op}"))
}

#[test]
fn integer_predicates() {
    assert_eq!(cmp("cmpi", "slt", "i32", "5", "7").as_deref(), Some("true"));
    assert_eq!(
        cmp("cmpi", "ugt", "i32", "5", "7").as_deref(),
        Some("false")
    );
    assert_eq!(
        cmp("cmpi", "ult", "i8", "-1", "1").as_deref(),
        Some("false")
    );
    assert_eq!(cmp("cmpi", "slt", "i8", "-1", "1").as_deref(), Some("true"));
    assert_eq!(
        cmp("cmpi", "slt", "i1", "true", "false").as_deref(),
        Some("true")
    );
    assert_eq!(
        cmp("cmpi", "uge", "index", "3", "3").as_deref(),
        Some("true")
    );
    assert_eq!(
        cmp("cmpi", "sgt", "vector<2xi32>", "dense<[1, -1]>", "dense<0>").as_deref(),
        Some("dense<[true, false]> : vector<2xi1>")
    );
    assert_eq!(
        cmp("cmpi", "eq", "tensor<3xi8>", "dense<2>", "dense<2>").as_deref(),
        Some("dense<true> : tensor<3xi1>")
    );
}

/// What `cmpi <p>, %x, %x : ty` folds to.
fn same_operands(predicate: &str, ty: &str) -> Option<String> {
    let source =
        format!("%x = \"t.v\"() : () -> {ty}\n%r = arith.cmpi {predicate}, %x, %x : {ty}\n");
    fold_to_constant(&source, "arith.cmpi")
}

#[test]
fn equal_operands_fold_by_predicate() {
    for (predicate, holds) in [
        ("eq", true),
        ("ne", false),
        ("slt", false),
        ("sle", true),
        ("sgt", false),
        ("sge", true),
        ("ult", false),
        ("ule", true),
        ("ugt", false),
        ("uge", true),
    ] {
        let expected = if holds { "true" } else { "false" };
        assert_eq!(
            same_operands(predicate, "i32").as_deref(),
            Some(expected),
            "{predicate}"
        );
    }
    assert_eq!(
        same_operands("eq", "tensor<?xi32>").as_deref(),
        Some("dense<true> : tensor<?xi1>"),
        "MLIR 22 folds dynamic shapes too"
    );
    assert_eq!(
        same_operands("ne", "vector<4xi8>").as_deref(),
        Some("dense<false> : vector<4xi1>")
    );
}

#[test]
fn boolean_comparisons_with_constants() {
    let source = "%b = \"t.v\"() : () -> i1\n%f = arith.constant false\n%t = arith.constant true\n\
                  %r = arith.cmpi ne, %b, %f : i1\n%s = arith.cmpi eq, %b, %t : i1\n\
                  %u = arith.cmpi eq, %b, %f : i1\n";
    for index in 0..2 {
        let (ir, op, folded) = fold_nth(source, "arith.cmpi", index);
        assert_eq!(folded, Folded::Value(ir.operand(op, 0).expect("lhs")));
    }
    assert_eq!(fold_nth(source, "arith.cmpi", 2).2, Folded::None);
    let extended = "%v = \"t.v\"() : () -> vector<2xi1>\n\
                    %e = arith.extui %v : vector<2xi1> to vector<2xi32>\n\
                    %z = arith.constant dense<0> : vector<2xi32>\n\
                    %r = arith.cmpi ne, %e, %z : vector<2xi32>\n";
    let (ir, op, folded) = fold_nth(extended, "arith.cmpi", 0);
    let ext = ir
        .operand(op, 0)
        .and_then(|v| ir.defining_op(v))
        .expect("extui");
    assert_eq!(folded, Folded::Value(ir.operand(ext, 0).expect("%v")));
}

#[test]
fn a_constant_lhs_alone_is_left_to_the_in_place_fold() {
    let source = "%c = arith.constant 5 : i32\n%x = \"t.v\"() : () -> i32\n\
                  %r = arith.cmpi slt, %c, %x : i32\n";
    assert_eq!(fold_nth(source, "arith.cmpi", 0).2, Folded::None);
}

#[test]
fn float_predicates() {
    assert_eq!(
        cmp("cmpf", "olt", "f32", "1.0", "2.0").as_deref(),
        Some("true")
    );
    assert_eq!(
        cmp("cmpf", "oeq", "f32", "-0.0", "0.0").as_deref(),
        Some("true")
    );
    assert_eq!(
        cmp("cmpf", "one", "f64", "1.0", "0x7FF8000000000000").as_deref(),
        Some("false")
    );
    assert_eq!(
        cmp("cmpf", "une", "f64", "1.0", "0x7FF8000000000000").as_deref(),
        Some("true")
    );
    assert_eq!(
        cmp("cmpf", "uno", "f16", "0x7E00", "1.0").as_deref(),
        Some("true")
    );
    assert_eq!(
        cmp("cmpf", "false", "f32", "1.0", "1.0").as_deref(),
        Some("false")
    );
    assert_eq!(
        cmp("cmpf", "oeq", "vector<2xf32>", "dense<1.0>", "dense<1.0>"),
        None
    );
}

#[test]
fn a_nan_decides_alone() {
    let source = "%x = \"t.v\"() : () -> f32\n%n = arith.constant 0x7FC00000 : f32\n\
                  %a = arith.cmpf ueq, %x, %n : f32\n%b = arith.cmpf oeq, %n, %x : f32\n\
                  %c = arith.cmpf true, %x, %x : f32\n";
    assert_eq!(
        fold_nth(source, "arith.cmpf", 0).2,
        Folded::Constant("true".into())
    );
    assert_eq!(
        fold_nth(source, "arith.cmpf", 1).2,
        Folded::Constant("false".into())
    );
    assert_eq!(fold_nth(source, "arith.cmpf", 2).2, Folded::None);
}
