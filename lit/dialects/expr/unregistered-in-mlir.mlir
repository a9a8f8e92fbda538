// Expressions and scopes without calls: mlir-opt-22, which has neither
// dialect, reads Strata's generic form as unregistered ops and prints it
// back the same (the dialect compatibility test checks it).
// COMPAT: generic (mlir-opt has no expr or scope dialect)
// RUN: strata-opt %s | FileCheck %s

// CHECK-LABEL: func.func @pure(
// CHECK:         %[[S:.*]] = scope.at core -> (i32) {
// CHECK-NEXT:      %[[R:.*]] = expr.tree : i32 {
// CHECK-NEXT:        %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT:        %[[I:.*]] = expr.tree : i32 {
// CHECK-NEXT:          %[[M:.*]] = arith.muli %{{.*}}, %[[C]] : i32
// CHECK-NEXT:          expr.yield %[[M]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[N:.*]] = arith.subi %{{.*}}, %[[I]] : i32
// CHECK-NEXT:        expr.yield %[[N]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scope.yield %[[R]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[S]] : i32
func.func @pure(%x: i32, %y: i32) -> i32 {
  %s = scope.at core -> (i32) {
    %r = expr.tree : i32 {
      %c = arith.constant 2 : i32
      %i = expr.tree : i32 {
        %m = arith.muli %y, %c : i32
        expr.yield %m : i32
      }
      %n = arith.subi %x, %i : i32
      expr.yield %n : i32
    }
    scope.yield %r : i32
  }
  return %s : i32
}
