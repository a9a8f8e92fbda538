// canonicalize's region simplification: unreachable blocks go, values that
// only circulate around a loop die with their block arguments (and the
// operands branches pass them), and dead ops go. mlir-opt-22 prints the
// same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @loop_carried_dead_value
func.func @loop_carried_dead_value(%n: i32, %a: i32) -> i32 {
  // CHECK: cf.br ^bb1(%{{.+}} : i32)
  // CHECK-NEXT: ^bb1(%[[I:.+]]: i32):
  // CHECK-NOT: arith.muli
  // CHECK: cf.cond_br %{{.+}}, ^bb2, ^bb1(%{{.+}} : i32)
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0, %a : i32, i32)
^bb1(%i: i32, %unused: i32):
  %u2 = arith.muli %unused, %unused : i32
  %next = arith.addi %i, %c1 : i32
  %done = arith.cmpi sge, %next, %n : i32
  cf.cond_br %done, ^bb2, ^bb1(%next, %u2 : i32, i32)
^bb2:
  return %next : i32
}

// -----

// CHECK-LABEL: func.func @unreachable_block
func.func @unreachable_block(%a: i32) -> i32 {
  // CHECK-NEXT: return
  // CHECK-NOT: ^bb
  return %a : i32
^bb1:
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

// A dead argument of a block with two predecessors (each does some work,
// so neither is a block that only branches on).
func.func private @effect()

// CHECK-LABEL: func.func @dead_argument
func.func @dead_argument(%c: i1, %a: i32, %b: i32) -> i32 {
  // CHECK: cf.cond_br %{{.+}}, ^bb1, ^bb2
  // CHECK: ^bb1:
  // CHECK-NEXT: call @effect()
  // CHECK-NEXT: cf.br ^bb3(%{{.+}} : i32)
  // CHECK: ^bb3(%[[X:.+]]: i32):
  // CHECK-NEXT: return %[[X]]
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @effect() : () -> ()
  cf.br ^bb3(%a, %b : i32, i32)
^bb2:
  func.call @effect() : () -> ()
  %s = arith.subi %a, %b : i32
  cf.br ^bb3(%s, %a : i32, i32)
^bb3(%x: i32, %y: i32):
  return %x : i32
}

// -----

// Unreachable blocks that branch to each other and use each other's values
// all go.
// CHECK-LABEL: func.func @unreachable_cycle
func.func @unreachable_cycle(%x: i32) -> i32 {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  return %x : i32
^bb1(%a: i32):
  %b = arith.addi %a, %a : i32
  cf.br ^bb2(%b : i32)
^bb2(%c: i32):
  %d = arith.muli %c, %c : i32
  cf.br ^bb1(%d : i32)
}

