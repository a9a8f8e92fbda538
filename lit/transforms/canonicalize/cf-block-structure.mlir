// How canonicalization reshapes a CFG, as MLIR 22's driver and patterns
// do (cases found by comparing random CFGs with mlir-opt-22):
// - erasing dead block arguments (and what branches passed them) is no
//   change that starts another round, so a switch whose cases became the
//   same as its default stays;
// - "single predecessor" counts edges (getSinglePredecessor): a block a
//   switch reaches from two cases is not folded by the switch-on-the-same-
//   flag patterns.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @dead_arguments_end_the_rounds(
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:    cf.switch %{{.*}} : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      0: ^bb1
// CHECK-NEXT:    ]
func.func @dead_arguments_end_the_rounds(%c: i1, %d: i1, %v: i32, %w: i32) -> i32 {
  cf.br ^bb1(%w, %w : i32, i32)
^bb1(%a: i32, %b: i32):
  cf.switch %v : i32, [default: ^bb1(%a, %w : i32, i32), 0: ^bb1(%w, %w : i32, i32)]
}

// -----

// CHECK-LABEL: func.func @two_edges_are_no_single_predecessor(
// CHECK:         cf.switch %[[V:.*]] : i32, [
// CHECK-NEXT:      default: ^bb3(%{{.*}} : i32),
// CHECK-NEXT:      0: ^bb2,
// CHECK-NEXT:      1: ^bb2,
// CHECK-NEXT:      2: ^bb1
// CHECK-NEXT:    ]
// CHECK:       ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    cf.switch %[[V]] : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      1: ^bb3(%[[V]] : i32)
// CHECK-NEXT:    ]
func.func @two_edges_are_no_single_predecessor(%c: i1, %d: i1, %v: i32, %w: i32) -> i32 {
  %t0 = arith.addi %w, %v : i32
  cf.switch %v : i32, [default: ^bb5(%w : i32), 0: ^bb3(%t0 : i32), 1: ^bb3(%t0 : i32), 2: ^bb4]
^bb1:
  "test.x"(%w) : (i32) -> ()
  cf.cond_br %d, ^bb2(%v, %w : i32, i32), ^bb1
^bb2(%b2a0: i32, %b2a1: i32):
  %t2 = arith.addi %b2a0, %w : i32
  cf.br ^bb4
^bb3(%b3a0: i32):
  %t3 = arith.addi %b3a0, %w : i32
  cf.switch %v : i32, [default: ^bb4, 0: ^bb4, 1: ^bb5(%v : i32), 2: ^bb4]
^bb4:
  cf.br ^bb1
^bb5(%b5a0: i32):
  "test.x"(%b5a0) : (i32) -> ()
  return %v : i32
}
