//! Unit tests of the `arith.select` folder. Expected results were checked
//! against `mlir-opt-22 --test-single-fold`.

use crate::fold::test_support::{Folded, fold_nth, fold_to_constant, parse};

const VALUES: &str =
    "%c = \"t.v\"() : () -> i1\n%x = \"t.v\"() : () -> i32\n%y = \"t.v\"() : () -> i32\n";

/// Which operand of the `index`-th select in `VALUES` + `body` the op
/// folds to (0: condition, 1: true value, 2: false value).
fn picks(body: &str, index: usize) -> Option<usize> {
    let source = format!("{VALUES}{body}");
    let (ir, op, folded) = fold_nth(&source, "arith.select", index);
    match folded {
        Folded::Value(v) => (0..3).find(|&i| ir.operand(op, i) == Some(v)),
        _ => None,
    }
}

#[test]
fn constant_conditions_and_equal_sides() {
    let body = "%t = arith.constant true\n%f = arith.constant false\n\
                %a = arith.select %t, %x, %y : i32\n%b = arith.select %f, %x, %y : i32\n\
                %d = arith.select %c, %x, %x : i32\n%e = arith.select %c, %x, %y : i32\n\
                %g = arith.select %c, %t, %f : i1\n%h = arith.select %c, %f, %t : i1\n";
    assert_eq!(picks(body, 0), Some(1));
    assert_eq!(picks(body, 1), Some(2));
    assert_eq!(picks(body, 2), Some(1));
    assert_eq!(picks(body, 3), None);
    assert_eq!(picks(body, 4), Some(0));
    assert_eq!(picks(body, 5), None);
}

#[test]
fn selecting_by_an_equality_of_the_sides() {
    let body = "%e = arith.cmpi eq, %x, %y : i32\n%n = arith.cmpi ne, %x, %y : i32\n\
                %l = arith.cmpi slt, %x, %y : i32\n\
                %a = arith.select %e, %x, %y : i32\n%b = arith.select %n, %y, %x : i32\n\
                %d = arith.select %l, %x, %y : i32\n";
    assert_eq!(picks(body, 0), Some(2));
    assert_eq!(picks(body, 1), Some(1));
    assert_eq!(picks(body, 2), None);
}

#[test]
fn dense_conditions_choose_elementwise() {
    let source = "%c = arith.constant dense<[true, false, true, false]> : vector<4xi1>\n\
                  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>\n\
                  %b = arith.constant dense<5> : vector<4xi32>\n\
                  %r = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>\n";
    assert_eq!(
        fold_to_constant(source, "arith.select").as_deref(),
        Some("dense<[1, 5, 3, 5]> : vector<4xi32>")
    );
    let splat = "%c = arith.constant dense<true> : vector<2xi1>\n\
                 %a = \"t.v\"() : () -> vector<2xf32>\n%b = \"t.v\"() : () -> vector<2xf32>\n\
                 %r = arith.select %c, %a, %b : vector<2xi1>, vector<2xf32>\n";
    let (ir, op, folded) = fold_nth(splat, "arith.select", 0);
    assert_eq!(
        folded,
        Folded::Value(ir.operand(op, 1).expect("true value"))
    );
}

#[test]
fn a_poison_side_gives_the_other() {
    let (ir, top) = parse(&format!("{VALUES}%r = arith.select %c, %x, %y : i32\n"));
    let op = crate::fold::test_support::ops_named(&ir, top, "arith.select")[0];
    let ctx = ir.ctx();
    let poison = ctx.intern_attr(strata_ir::AttrData::Opaque {
        dialect: ctx.intern_str("ub"),
        body: "poison".into(),
        ty: None,
    });
    let y = ir.operand(op, 2).expect("false value");
    assert_eq!(
        super::fold_select(&ir, op, &[None, Some(poison), None]),
        Some(vec![strata_ir::FoldResult::Value(y)])
    );
}
