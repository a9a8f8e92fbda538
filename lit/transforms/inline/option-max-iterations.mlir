// inline with `max-iterations=1`: @via_constant is simplified once (its
// call_indirect of a func.constant becomes a direct call), the call is
// inlined, and no second simplification runs: the inlined constant 0 and
// the caller's constant 3 are not combined (with the default, 4, they fold
// into `3 - %x`).
// RUN: strata-opt --inline=max-iterations=1 %s | FileCheck %s

func.func private @neg(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.subi %c0, %a : i32
  return %r : i32
}
// CHECK-LABEL: func.func @via_constant(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.subi %[[V1]], %[[ARG0]] : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V2]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @via_constant(%x: i32) -> i32 {
  %f = func.constant @neg : (i32) -> i32
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %1 = arith.addi %0, %s : i32
  return %1 : i32
}
