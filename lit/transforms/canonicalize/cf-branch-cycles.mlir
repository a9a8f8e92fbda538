// Canonicalization stops at cycles of unconditional branches: a branch is
// not redirected through a block whose chain of `cf.br`s comes back to a
// block already met (MLIR 22's collapseBranch), so the branches are not
// turned around the cycle forever. A chain that ends (no cycle) still
// collapses into its last block. Compared with mlir-opt-22.
// RUN: strata-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' %s | FileCheck %s

// CHECK-LABEL: func.func @cycle_2_blocks() {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @cycle_2_blocks() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// CHECK-LABEL: func.func @no_cycle_2_blocks() -> i32 {
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    return %[[ONE]] : i32
func.func @no_cycle_2_blocks() -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  %ret = arith.constant 1 : i32
  return %ret : i32
}

// A cycle entered after a chain: the chain collapses, the cycle stays.
// CHECK-LABEL: func.func @delayed_3_cycle() {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
func.func @delayed_3_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb3
}

// A conditional branch into a cycle keeps its successors.
// CHECK-LABEL: func.func @cond_br_into_cycle(
// CHECK-NEXT:    cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:    cf.br ^bb3
func.func @cond_br_into_cycle(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb3
}

// Branches with attributes block merging, so the cycle keeps its shape.
// CHECK-LABEL: func.func @attributed_cycle(
// CHECK:         cf.br ^bb2 {A}
// CHECK:         cf.br ^bb2 {E}
func.func @attributed_cycle(%c : i1) {
  cf.cond_br %c, ^bb6, ^bb7
^bb6:
  cf.br ^bb5 {F}
^bb5:
  cf.br ^bb1 {A}
^bb1:
  cf.br ^bb2 {B}
^bb2:
  cf.br ^bb3 {C}
^bb3:
  cf.br ^bb4 {D}
^bb4:
  cf.br ^bb1 {E}
^bb7:
  cf.br ^bb6
}
