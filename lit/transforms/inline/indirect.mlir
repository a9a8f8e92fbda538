// inline through function values: func.call_indirect of a func.constant,
// as mlir-opt-22 --inline handles it.
// RUN: strata-opt --split-input-file --inline %s | FileCheck %s

// call_indirect of a func.constant: canonicalize turns it into a direct
// call, which is then inlined; the constant and the callee go.
func.func private @neg(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.subi %c0, %a : i32
  return %r : i32
}
// CHECK-NOT: func.func private @neg(
// CHECK-LABEL: func.func @via_constant(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.subi %[[V0]], %[[ARG0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @via_constant(%x: i32) -> i32 {
  %f = func.constant @neg : (i32) -> i32
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// A function value that escapes (returned) keeps its callee alive, though
// the call through it is inlined.
func.func private @id(%a: i32) -> i32 {
  return %a : i32
}
// CHECK-LABEL: func.func @escape(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> ((i32) -> i32, i32) {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = constant @id : (i32) -> i32
// CHECK-NEXT:  return %[[V0]], %[[ARG0]] : (i32) -> i32, i32
// CHECK-NEXT:  }
func.func @escape(%x: i32) -> ((i32) -> i32, i32) {
  %f = func.constant @id : (i32) -> i32
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  return %f, %0 : (i32) -> i32, i32
}

// -----

// call_indirect of an argument reaches an unknown callee: nothing happens.
// CHECK-LABEL: func.func @through_arg(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: (i32) -> i32, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = call_indirect %[[ARG0]](%[[ARG1]]) : (i32) -> i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @through_arg(%f: (i32) -> i32, %x: i32) -> i32 {
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// Both kinds of call to one callee.
func.func private @dbl(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
// CHECK-NOT: func.func private @dbl(
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V0]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @mixed(%x: i32) -> i32 {
  %f = func.constant @dbl : (i32) -> i32
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  %1 = func.call @dbl(%0) : (i32) -> i32
  return %1 : i32
}
