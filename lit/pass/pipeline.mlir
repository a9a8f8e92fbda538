// Pass pipelines: a textual pipeline with a nested function pipeline, an
// op-agnostic `any(...)` pipeline, and shorthand flags with one or two
// dashes, which run in command-line order on the top-level module. All
// give the same result here: cse in each function, then symbol-dce on the
// module.
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' %s | FileCheck %s
// RUN: strata-opt --pass-pipeline='any(cse,symbol-dce)' %s | FileCheck %s
// RUN: strata-opt --pass-pipeline=' builtin.module( func.func( cse ) , symbol-dce ) ' %s | FileCheck %s
// RUN: strata-opt --cse -symbol-dce %s | FileCheck %s
// RUN: strata-opt --cse --symbol-dce --mlir-disable-threading --verify-each=false %s | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[S:.+]] = arith.addi
// CHECK-NEXT: %[[P:.+]] = call @helper(%[[S]], %[[S]])
// CHECK-NEXT: return %[[P]]
// CHECK-NOT: @unused
// CHECK: func.func private @helper
func.func @main(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = func.call @helper(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
func.func private @unused() {
  return
}
func.func private @helper(%x: i32, %y: i32) -> i32 {
  %0 = arith.muli %x, %y : i32
  %1 = arith.muli %y, %x : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
// CHECK: %[[M:.+]] = arith.muli
// CHECK-NEXT: arith.addi %[[M]], %[[M]]
