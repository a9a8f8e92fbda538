// inline with `op-pipelines=func.func(cse)`: func.func callables get CSE
// instead of the default canonicalize, as with default-pipeline=cse.
// RUN: strata-opt --inline=op-pipelines=func.func(cse) %s | FileCheck %s

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
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 2 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V0]], %[[V1]] : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.muli %[[V3]], %[[V1]] : i32
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.xori %[[V4]], %[[ARG0]] : i32
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = arith.subi %[[V5]], %[[V0]] : i32
// CHECK-NEXT:  %[[V7:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V6]], %[[V2]] : i32
// CHECK-NEXT:  return %[[V7]] : i32
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
