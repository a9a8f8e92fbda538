// CSE keeps expression trees trees: an op in an expr.tree is replaced by
// an equivalent op that dominates it from outside (the tree then reads
// that value), but is never kept in place of another op, which would give
// its value a second use.
// RUN: strata-opt --cse --verify-properties=after %s | FileCheck %s

// (a + 1) * (a + 1), written out twice inside the tree: both stay.
// CHECK-LABEL: func.func @inside(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = expr.tree : i32 {
// CHECK-NEXT:      %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[X:.*]] = arith.addi %[[A]], %[[C1]] : i32
// CHECK-NEXT:      %[[C2:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[Y:.*]] = arith.addi %[[A]], %[[C2]] : i32
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[X]], %[[Y]] : i32
// CHECK-NEXT:      expr.yield %[[M]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @inside(%a: i32) -> i32 {
  %r = expr.tree : i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.addi %a, %c1 : i32
    %c2 = arith.constant 1 : i32
    %1 = arith.addi %a, %c2 : i32
    %2 = arith.muli %0, %1 : i32
    expr.yield %2 : i32
  }
  return %r : i32
}

// The constant outside replaces both constants inside; the tree reads it
// twice, which is fine for a value from outside.
// CHECK-LABEL: func.func @from_outside(
// CHECK-SAME:      %[[A:.*]]: i32) -> (i32, i32) {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[R:.*]] = expr.tree : i32 {
// CHECK-NEXT:      %[[X:.*]] = arith.addi %[[A]], %[[C]] : i32
// CHECK-NEXT:      %[[Y:.*]] = arith.addi %[[X]], %[[C]] : i32
// CHECK-NEXT:      expr.yield %[[Y]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %[[C]] : i32, i32
func.func @from_outside(%a: i32) -> (i32, i32) {
  %c = arith.constant 1 : i32
  %r = expr.tree : i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.addi %a, %c1 : i32
    %c2 = arith.constant 1 : i32
    %1 = arith.addi %0, %c2 : i32
    expr.yield %1 : i32
  }
  return %r, %c : i32, i32
}
