// inline with `inlining-threshold=50`: a callee is inlined only if its op
// count is at most half its caller's. After canonicalization @caller has 5
// ops: @big (7 ops, 140%) stays a call, @small (1 op, 20%) is inlined.
// RUN: strata-opt --inline=inlining-threshold=50 %s | FileCheck %s

func.func private @big(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.muli %0, %c2 : i32
  %2 = arith.xori %1, %a : i32
  %3 = arith.subi %2, %c1 : i32
  return %3 : i32
}
func.func private @small(%a: i32) -> i32 {
  return %a : i32
}
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = call @big(%[[ARG0]]) : (i32) -> i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V1]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @caller(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %0 = call @big(%x) : (i32) -> i32
  %1 = call @small(%0) : (i32) -> i32
  %2 = arith.addi %1, %s : i32
  return %2 : i32
}
