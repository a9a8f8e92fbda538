// Each round of the greedy driver starts by erasing unreachable blocks,
// whatever the region simplification level (MLIR 22: patterns are not safe
// on unreachable code, which may hold `%a = arith.addi %a, %a`): with
// region-simplify=disabled they go too, and no pattern sees their ops.
// RUN: strata-opt --allow-unregistered-dialect --canonicalize='region-simplify=disabled' %s | FileCheck %s

// CHECK-LABEL: func.func @unreachable_cycle(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @unreachable_cycle(%c: i1) {
  return
^bb1:
  cf.br ^bb2
^bb2:
  "test.x"() : () -> ()
  cf.br ^bb1
}

// Unreachable code may use its own results.
// CHECK-LABEL: func.func @self_use(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @self_use() {
  return
^bb1:
  %a = arith.addi %a, %a : i64
  cf.br ^bb1
}
