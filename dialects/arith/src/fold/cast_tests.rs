//! Unit tests of the cast folders. Expected constants were checked against
//! `mlir-opt-22 --test-single-fold`.

use crate::fold::test_support::{Folded, fold_nth, fold_to_constant};

/// Folds `arith.<op> (constant value : from) : from to to`.
fn cast(op: &str, value: &str, from: &str, to: &str) -> Option<String> {
    let source =
        format!("%a = arith.constant {value} : {from}\n%r = arith.{op} %a : {from} to {to}\n");
    fold_to_constant(&source, &format!("arith.{op}"))
}

#[test]
fn integer_widths() {
    assert_eq!(
        cast("extsi", "-7", "i32", "i64").as_deref(),
        Some("-7 : i64")
    );
    assert_eq!(
        cast("extui", "-7", "i32", "i64").as_deref(),
        Some("4294967289 : i64")
    );
    assert_eq!(
        cast("trunci", "-7", "i32", "i8").as_deref(),
        Some("-7 : i8")
    );
    assert_eq!(
        cast("trunci", "256", "i32", "i8").as_deref(),
        Some("0 : i8")
    );
    assert_eq!(cast("extui", "true", "i1", "i8").as_deref(), Some("1 : i8"));
    assert_eq!(
        cast("extsi", "true", "i1", "i8").as_deref(),
        Some("-1 : i8")
    );
    assert_eq!(
        cast("extsi", "dense<[1, -1]>", "vector<2xi8>", "vector<2xi16>").as_deref(),
        Some("dense<[1, -1]> : vector<2xi16>")
    );
    assert_eq!(
        cast("trunci", "dense<257>", "tensor<2xi16>", "tensor<2xi8>").as_deref(),
        Some("dense<1> : tensor<2xi8>")
    );
}

#[test]
fn index_casts_sign_extend_or_truncate() {
    assert_eq!(
        cast("index_cast", "-7", "i32", "index").as_deref(),
        Some("-7 : index")
    );
    assert_eq!(
        cast("index_cast", "-3", "index", "i64").as_deref(),
        Some("-3 : i64")
    );
    assert_eq!(
        cast("index_cast", "4294967296", "index", "i32").as_deref(),
        Some("0 : i32")
    );
    let nested = "%x = \"t.v\"() : () -> i32\n%a = arith.index_cast %x : i32 to index\n\
                  %b = arith.index_cast %a : index to i32\n";
    assert_eq!(
        fold_nth(nested, "arith.index_cast", 1).2,
        Folded::None,
        "not in MLIR 22"
    );
}

#[test]
fn integer_float_conversions() {
    assert_eq!(
        cast("sitofp", "2147483647", "i32", "f32").as_deref(),
        Some("2.14748365E+9 : f32")
    );
    assert_eq!(
        cast("sitofp", "-7", "i32", "f32").as_deref(),
        Some("-7.000000e+00 : f32")
    );
    assert_eq!(
        cast("sitofp", "100000", "i32", "f16").as_deref(),
        Some("0x7C00 : f16")
    );
    assert_eq!(
        cast("sitofp", "true", "i1", "f32").as_deref(),
        Some("-1.000000e+00 : f32")
    );
    assert_eq!(
        cast("fptosi", "-1.5", "f32", "i32").as_deref(),
        Some("-1 : i32")
    );
    assert_eq!(
        cast("fptosi", "2.5", "f64", "i8").as_deref(),
        Some("2 : i8")
    );
    assert_eq!(cast("fptosi", "-1.0", "f32", "i1").as_deref(), Some("true"));
    assert_eq!(cast("fptosi", "1.0e10", "f32", "i32"), None);
    assert_eq!(cast("fptosi", "2147483648.0", "f64", "i32"), None);
    assert_eq!(cast("fptosi", "0x7FC00000", "f32", "i32"), None);
    assert_eq!(
        cast(
            "fptosi",
            "dense<[1.5, 1.0e10]>",
            "vector<2xf32>",
            "vector<2xi32>"
        ),
        None,
        "one bad element aborts"
    );
}

#[test]
fn bitcasts_keep_the_bits() {
    assert_eq!(
        cast("bitcast", "7", "i32", "f32").as_deref(),
        Some("9.809080e-45 : f32")
    );
    assert_eq!(
        cast("bitcast", "-1.5", "f32", "i32").as_deref(),
        Some("-1077936128 : i32")
    );
    assert_eq!(
        cast("bitcast", "1.0", "f16", "bf16").as_deref(),
        Some("7.812500e-03 : bf16")
    );
    assert_eq!(
        cast(
            "bitcast",
            "dense<[1, -1]>",
            "vector<2xi32>",
            "vector<2xf32>"
        )
        .as_deref(),
        Some("dense<[1.401300e-45, 0xFFFFFFFF]> : vector<2xf32>")
    );
}

#[test]
fn splats_need_a_static_result_shape() {
    let source = "%a = arith.constant dense<5> : tensor<4xi32>\n\
                  %d = \"t.cast\"(%a) : (tensor<4xi32>) -> tensor<?xi32>\n\
                  %r = arith.extsi %d : tensor<?xi32> to tensor<?xi64>\n";
    let (ir, top) = crate::fold::test_support::parse(source);
    let op = crate::fold::test_support::ops_named(&ir, top, "arith.extsi")[0];
    let ctx = ir.ctx();
    let splat = ctx.intern_attr(strata_ir::AttrData::DenseElements {
        ty: ir.value_type(ir.operand(op, 0).expect("input")),
        elements: vec![strata_ir::ElementValue::Int(5)],
    });
    assert_eq!(super::fold_extsi(&ir, op, &[Some(splat)]), None);
}

#[test]
fn truncating_an_extension_back() {
    let source = "%x = \"t.v\"() : () -> i8\n%e = arith.extsi %x : i8 to i32\n\
                  %r = arith.trunci %e : i32 to i8\n%s = arith.trunci %e overflow<nsw> : i32 to i8\n\
                  %t = arith.trunci %e : i32 to i16\n";
    for index in 0..2 {
        let (ir, op, folded) = fold_nth(source, "arith.trunci", index);
        let ext = ir
            .operand(op, 0)
            .and_then(|v| ir.defining_op(v))
            .expect("extsi");
        assert_eq!(folded, Folded::Value(ir.operand(ext, 0).expect("%x")));
    }
    assert_eq!(fold_nth(source, "arith.trunci", 2).2, Folded::None);
}

#[test]
fn unsigned_conversions() {
    assert_eq!(
        cast("uitofp", "-1", "i32", "f32").as_deref(),
        Some("4.2949673E+9 : f32"),
        "2^32 - 1 rounds to 2^32"
    );
    assert_eq!(
        cast("uitofp", "-1", "i32", "f64").as_deref(),
        Some("0x41EFFFFFFFE00000 : f64"),
        "2^32 - 1 exactly"
    );
    assert_eq!(
        cast("fptoui", "-0.5", "f32", "i8").as_deref(),
        Some("0 : i8"),
        "truncates to zero"
    );
    assert_eq!(
        cast("fptoui", "255.9", "f32", "i8").as_deref(),
        Some("-1 : i8")
    );
    assert_eq!(cast("fptoui", "256.0", "f32", "i8"), None, "too large");
    assert_eq!(cast("fptoui", "-1.5", "f32", "i8"), None, "negative");
    assert_eq!(
        cast("index_castui", "-1", "index", "i32").as_deref(),
        Some("-1 : i32")
    );
    assert_eq!(
        cast("index_castui", "-1", "i32", "index").as_deref(),
        Some("4294967295 : index"),
        "zero-extended"
    );
}

#[test]
fn float_conversions_fold_only_when_exact() {
    assert_eq!(
        cast("extf", "0.1", "f32", "f64").as_deref(),
        Some("0.10000000149011612 : f64")
    );
    assert_eq!(
        cast("truncf", "0.5", "f32", "f16").as_deref(),
        Some("5.000000e-01 : f16")
    );
    assert_eq!(cast("truncf", "0.1", "f32", "f16"), None, "inexact");
    assert_eq!(cast("truncf", "1.0e10", "f32", "f16"), None, "overflows");
    assert_eq!(cast("truncf", "1.0e-30", "f32", "f16"), None, "underflows");
    assert_eq!(
        cast("truncf", "0x7FC00000", "f32", "f16").as_deref(),
        Some("0x7E00 : f16"),
        "a quiet NaN without payload"
    );
    assert_eq!(
        cast("truncf", "0x7FC00001", "f32", "f16"),
        None,
        "payload bits would be lost"
    );
    assert_eq!(
        cast("extf", "0x7FC00001", "f32", "f64").as_deref(),
        Some("0x7FF8000020000000 : f64"),
        "the payload moves up"
    );
    assert_eq!(
        cast("extf", "0x7C01", "f16", "f32"),
        None,
        "a signaling NaN"
    );
    assert_eq!(
        cast("extf", "0x7F800000", "f32", "f64").as_deref(),
        Some("0x7FF0000000000000 : f64")
    );
}

#[test]
fn float_round_trips_fold() {
    let source = "%x = \"t.v\"() : () -> f16\n%d = \"t.v\"() : () -> f64\n\
                  %e = arith.extf %x : f16 to f32\n\
                  %r = arith.truncf %e : f32 to f16\n\
                  %b = arith.truncf %e : f32 to bf16\n\
                  %t = arith.truncf %d fastmath<contract> : f64 to f32\n\
                  %u = arith.extf %t fastmath<fast> : f32 to f64\n\
                  %v = arith.truncf %d : f64 to f32\n\
                  %w = arith.extf %v fastmath<contract> : f32 to f64\n";
    let (ir, op, folded) = fold_nth(source, "arith.truncf", 0);
    let extf = ir.operand(op, 0).and_then(|v| ir.defining_op(v));
    let x = extf.and_then(|e| ir.operand(e, 0)).expect("%x");
    assert_eq!(folded, Folded::Value(x));
    assert_eq!(
        fold_nth(source, "arith.truncf", 1).2,
        Folded::None,
        "f16 is not bf16"
    );
    let (ir, op, folded) = fold_nth(source, "arith.extf", 1);
    let truncf = ir.operand(op, 0).and_then(|v| ir.defining_op(v));
    let d = truncf.and_then(|t| ir.operand(t, 0)).expect("%d");
    assert_eq!(folded, Folded::Value(d), "both contract");
    assert_eq!(
        fold_nth(source, "arith.extf", 2).2,
        Folded::None,
        "the truncation does not contract"
    );
}
