// A pass only runs on ops isolated from above: a pipeline nested on
// scf.if is refused with mlir-opt's error, and `any` skips such ops.
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(scf.if(cse)))' %s 2>&1 | FileCheck %s
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(any(cse)))' %s | FileCheck %s --check-prefix=ANY

// CHECK: error: 'scf.if' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'

// `any(cse)` under a function runs on nothing here: the duplicate stays.
// ANY: arith.addi
// ANY: arith.addi
func.func @f(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    %b = arith.addi %x, %x : i32
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
