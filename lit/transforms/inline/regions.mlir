// inline into and out of regions: calls nested in scf bodies and callees
// with structured control flow, as mlir-opt-22 --inline does.
// RUN: strata-opt --split-input-file --inline %s | FileCheck %s

// A call in a scf.for body is inlined there, inside the loop.
func.func private @step(%acc: i32, %i: index) -> i32 {
  %ii = arith.index_cast %i : index to i32
  %r = arith.addi %acc, %ii : i32
  return %r : i32
}
// CHECK-NOT: func.func private @step(
// CHECK-LABEL: func.func @sum(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: index) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = scf.for %[[V4:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %[[ARG0]] step %[[V1]] iter_args(%[[V5:[a-zA-Z0-9_.$-]+]] = %[[V2]]) -> (i32) {
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = arith.index_cast %[[V4]] : index to i32
// CHECK-NEXT:  %[[V7:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V5]], %[[V6]] : i32
// CHECK-NEXT:  scf.yield %[[V7]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @sum(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %next = func.call @step(%acc, %i) : (i32, index) -> i32
    scf.yield %next : i32
  }
  return %r : i32
}

// -----

// Calls in both branches of a scf.if.
func.func private @inc(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
// CHECK-NOT: func.func private @inc(
// CHECK-LABEL: func.func @branchy(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 2 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = scf.if %[[ARG0]] -> (i32) {
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG1]], %[[V1]] : i32
// CHECK-NEXT:  scf.yield %[[V3]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG1]], %[[V0]] : i32
// CHECK-NEXT:  scf.yield %[[V4]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @branchy(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = func.call @inc(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = func.call @inc(%a) : (i32) -> i32
    %z = func.call @inc(%y) : (i32) -> i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// Calls in the two regions of a scf.while: the condition stays in the
// "before" region, evaluated each iteration.
func.func private @lt(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func private @next(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %a, %c2 : i32
  return %r : i32
}
// CHECK-NOT: func.func private @lt(
// CHECK-NOT: func.func private @next(
// CHECK-LABEL: func.func @grow(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 2 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = scf.while (%[[V2:[a-zA-Z0-9_.$-]+]] = %[[ARG0]]) : (i32) -> i32 {
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %[[V2]], %[[ARG1]] : i32
// CHECK-NEXT:  scf.condition(%[[V3]]) %[[V2]] : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%[[V4:[a-zA-Z0-9_.$-]+]]: i32):
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.muli %[[V4]], %[[V0]] : i32
// CHECK-NEXT:  scf.yield %[[V5]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @grow(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = func.call @lt(%x, %lim) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = func.call @next(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// A callee with structured control flow (scf.if) is copied whole; with
// constant bounds nothing folds here, since the value is unknown.
func.func private @clamp(%a: i32, %lo: i32, %hi: i32) -> i32 {
  %below = arith.cmpi slt, %a, %lo : i32
  %r = scf.if %below -> i32 {
    scf.yield %lo : i32
  } else {
    %above = arith.cmpi sgt, %a, %hi : i32
    %s = arith.select %above, %hi, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// CHECK-NOT: func.func private @clamp(
// CHECK-LABEL: func.func @clamp_user(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 10 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = scf.if %[[V2]] -> (i32) {
// CHECK-NEXT:  scf.yield %[[V0]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.cmpi sgt, %[[ARG0]], %[[V1]] : i32
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.select %[[V4]], %[[V1]], %[[ARG0]] : i32
// CHECK-NEXT:  scf.yield %[[V5]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @clamp_user(%a: i32) -> i32 {
  %lo = arith.constant 0 : i32
  %hi = arith.constant 10 : i32
  %0 = call @clamp(%a, %lo, %hi) : (i32, i32, i32) -> i32
  return %0 : i32
}

// -----

// Nested modules: each call resolves in its own symbol table, and each
// module's private helper is inlined and erased.
// CHECK-LABEL: module @outer {
// CHECK-NOT:     @helper
// CHECK:         func.func @entry(%[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      return %[[S]] : i32
// CHECK:         module @inner {
// CHECK-NOT:       @helper
// CHECK:           func.func @entry(%[[B:.*]]: i32) -> i32 {
// CHECK-NEXT:        %[[M:.*]] = arith.muli %[[B]], %[[B]] : i32
// CHECK-NEXT:        return %[[M]] : i32
module @outer {
  func.func private @helper(%a: i32) -> i32 {
    %r = arith.addi %a, %a : i32
    return %r : i32
  }
  func.func @entry(%a: i32) -> i32 {
    %0 = call @helper(%a) : (i32) -> i32
    return %0 : i32
  }
  module @inner {
    func.func private @helper(%a: i32) -> i32 {
      %r = arith.muli %a, %a : i32
      return %r : i32
    }
    func.func @entry(%a: i32) -> i32 {
      %0 = call @helper(%a) : (i32) -> i32
      return %0 : i32
    }
  }
}

// -----

// A call two regions deep (scf.if inside scf.for).
func.func private @twice(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
// CHECK-NOT: func.func private @twice(
// CHECK-LABEL: func.func @deep(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.$-]+]]: index, %[[ARG2:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = scf.for %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %[[ARG1]] step %[[V1]] iter_args(%[[V4:[a-zA-Z0-9_.$-]+]] = %[[ARG2]]) -> (i32) {
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = scf.if %[[ARG0]] -> (i32) {
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V4]], %[[V4]] : i32
// CHECK-NEXT:  scf.yield %[[V6]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V4]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V5]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @deep(%c: i1, %n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %v = scf.if %c -> i32 {
      %t = func.call @twice(%acc) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}

// -----

// A single-block callee inside scf.execute_region.
func.func private @inc(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
// CHECK-NOT: func.func private @inc(
// CHECK-LABEL: func.func @exec_single(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @exec_single(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %0 = func.call @inc(%a) : (i32) -> i32
    scf.yield %0 : i32
  }
  return %r : i32
}

// -----

// A loop callee inside a loop: the inner scf.for lands in the outer body.
func.func private @inner_sum(%n: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %ii : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// CHECK-NOT: func.func private @inner_sum(
// CHECK-LABEL: func.func @nested_loops(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: index) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = scf.for %[[V4:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %[[ARG0]] step %[[V1]] iter_args(%[[V5:[a-zA-Z0-9_.$-]+]] = %[[V2]]) -> (i32) {
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = scf.for %[[V7:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %[[V4]] step %[[V1]] iter_args(%[[V8:[a-zA-Z0-9_.$-]+]] = %[[V5]]) -> (i32) {
// CHECK-NEXT:  %[[V9:[a-zA-Z0-9_.$-]+]] = arith.index_cast %[[V7]] : index to i32
// CHECK-NEXT:  %[[V10:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V8]], %[[V9]] : i32
// CHECK-NEXT:  scf.yield %[[V10]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V6]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @nested_loops(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %s = func.call @inner_sum(%i, %acc) : (index, i32) -> i32
    scf.yield %s : i32
  }
  return %r : i32
}
