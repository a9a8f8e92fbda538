// Canonicalization inside expression trees: constants leave for the
// entry block (a tree reads outside values as often as it likes), and a
// fold that drops a call's value (`f(x) * 0`) leaves the call in the tree,
// run for its effects; the result still verifies as an expression.
// RUN: strata-opt --canonicalize %s | FileCheck %s

func.func private @f(i32) -> i32

// CHECK-LABEL: func.func @fold_drops_a_call_value(
// CHECK-SAME:      %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[R:.*]] = expr.tree : i32 {
// CHECK-NEXT:      %{{.*}} = func.call @f(%[[X]]) : (i32) -> i32
// CHECK-NEXT:      expr.yield %[[Z]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @fold_drops_a_call_value(%x: i32) -> i32 {
  %r = expr.tree : i32 {
    %0 = func.call @f(%x) : (i32) -> i32
    %z = arith.constant 0 : i32
    %1 = arith.muli %0, %z : i32
    expr.yield %1 : i32
  }
  return %r : i32
}
