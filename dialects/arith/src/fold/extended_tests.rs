//! Unit tests of the extended-precision folders. The expected halves are
//! worked out by hand from the operands (two's complement at the width).

use crate::fold::test_support::{Folded, fold_results, ops_named, parse};

/// Folds `%r:2 = arith.<op> %a, %b` with constant operands `a` and `b` of
/// type `ty` (`types` is the format's type list).
fn fold_constants(op: &str, a: &str, b: &str, ty: &str, types: &str) -> Vec<Folded> {
    let source = format!(
        "%a = arith.constant {a} : {ty}\n%b = arith.constant {b} : {ty}\n\
         %r:2 = arith.{op} %a, %b : {types}\n"
    );
    let (ir, top) = parse(&source);
    fold_results(&ir, ops_named(&ir, top, &format!("arith.{op}"))[0])
}

fn constants(texts: &[&str]) -> Vec<Folded> {
    texts
        .iter()
        .map(|t| Folded::Constant(t.to_string()))
        .collect()
}

#[test]
fn addition_gives_the_sum_and_the_carry() {
    assert_eq!(
        fold_constants("addui_extended", "-1", "7", "i32", "i32, i1"),
        constants(&["6 : i32", "true"])
    );
    assert_eq!(
        fold_constants("addui_extended", "5", "7", "i8", "i8, i1"),
        constants(&["12 : i8", "false"])
    );
    assert_eq!(
        fold_constants(
            "addui_extended",
            "dense<[1, -1]>",
            "dense<[1, -1]>",
            "vector<2xi32>",
            "vector<2xi32>, vector<2xi1>"
        ),
        constants(&[
            "dense<[2, -2]> : vector<2xi32>",
            "dense<[false, true]> : vector<2xi1>"
        ])
    );
}

#[test]
fn products_give_both_halves() {
    // -1 * 7 = -7: the high half of the signed product is all ones; as
    // unsigned, (2^32 - 1) * 7 = 6 * 2^32 + (2^32 - 7).
    assert_eq!(
        fold_constants("mulsi_extended", "-1", "7", "i32", "i32"),
        constants(&["-7 : i32", "-1 : i32"])
    );
    assert_eq!(
        fold_constants("mului_extended", "-1", "7", "i32", "i32"),
        constants(&["-7 : i32", "6 : i32"])
    );
    // 200 * 200 = 40000 = 156 * 256 + 64 unsigned; -56 * -56 = 3136 =
    // 12 * 256 + 64 signed.
    assert_eq!(
        fold_constants("mului_extended", "200", "200", "i8", "i8"),
        constants(&["64 : i8", "-100 : i8"])
    );
    assert_eq!(
        fold_constants("mulsi_extended", "200", "200", "i8", "i8"),
        constants(&["64 : i8", "12 : i8"])
    );
}

#[test]
fn zero_and_one_fold_without_the_other_operand() {
    let source = "%x = \"test.value\"() : () -> i32\n\
                  %c0 = arith.constant 0 : i32\n\
                  %c1 = arith.constant 1 : i32\n\
                  %s:2 = arith.addui_extended %x, %c0 : i32, i1\n\
                  %m:2 = arith.mulsi_extended %x, %c0 : i32\n\
                  %u:2 = arith.mului_extended %x, %c1 : i32\n\
                  %n:2 = arith.mulsi_extended %x, %c1 : i32\n";
    let (ir, top) = parse(source);
    let x = ir.results(ops_named(&ir, top, "test.value")[0])[0];
    let fold_first = |name: &str| fold_results(&ir, ops_named(&ir, top, name)[0]);
    assert_eq!(
        fold_first("arith.addui_extended"),
        vec![Folded::Value(x), Folded::Constant("false".into())]
    );
    assert_eq!(
        fold_first("arith.mulsi_extended"),
        constants(&["0 : i32", "0 : i32"])
    );
    assert_eq!(
        fold_first("arith.mului_extended"),
        vec![Folded::Value(x), Folded::Constant("0 : i32".into())]
    );
    // `mulsi_extended(x, 1)` is a pattern (its high half is x's sign).
    let times_one = ops_named(&ir, top, "arith.mulsi_extended")[1];
    assert_eq!(fold_results(&ir, times_one), Vec::new());
}
