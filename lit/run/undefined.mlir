// Undefined behaviour stops the run with the op's location: division by
// zero, the minimum signed value divided by -1, reaching ub.unreachable,
// and a loop step that is not positive.
// RUN: not strata-run %s --entry divide 7 0 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not strata-run %s --entry divide -- -2147483648 -1 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not strata-run %s --entry remainder 7 0 2>&1 | FileCheck %s --check-prefix=REM
// RUN: not strata-run %s --entry unreachable 2>&1 | FileCheck %s --check-prefix=UNREACHABLE
// RUN: not strata-run %s --entry zero_step 2>&1 | FileCheck %s --check-prefix=STEP

// ZERO: undefined.mlir:[[# @LINE + 9]]:8: error: undefined behaviour: 'arith.divsi' divides by zero
// ZERO-NEXT: %q = arith.divsi %a, %b : i32
// ZERO-NEXT: {{^       \^$}}
// OVERFLOW: error: undefined behaviour: 'arith.divsi' overflows: the minimum signed value divided by -1
// REM: error: undefined behaviour: 'arith.remui' divides by zero
// UNREACHABLE: error: undefined behaviour: 'ub.unreachable' is reached
// STEP: error: undefined behaviour: 'scf.for' has a step that is not positive

func.func @divide(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}

func.func @remainder(%a: i32, %b: i32) -> i32 {
  %r = arith.remui %a, %b : i32
  return %r : i32
}

func.func @unreachable() {
  ub.unreachable
}

func.func @zero_step() -> index {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c0 iter_args(%a = %c0) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}
