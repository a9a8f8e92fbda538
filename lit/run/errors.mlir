// strata-run's own errors: an unknown entry, the wrong number of
// arguments, an argument that is not of its type, the jit engine in a
// build without the MLIR bridge, and the limits on steps and call depth
// (set, and the default depth: deep recursion is a diagnostic, never a
// stack overflow).
// RUN: not strata-run %s --entry nope 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not strata-run %s --entry add 1 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not strata-run %s --entry add 1 x 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-run %s --entry add 1 300 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not strata-run %s --entry add --engine jit 1 2 2>&1 | FileCheck %s --check-prefix=JIT
// RUN: not strata-run %s --entry forever --max-steps 1000 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not strata-run %s --entry deep --max-depth 100 2>&1 | FileCheck %s --check-prefix=DEPTH
// RUN: not strata-run %s --entry deep 2>&1 | FileCheck %s --check-prefix=DEFAULT-DEPTH
// RUN: strata-run %s --entry add 1 -- -2 | FileCheck %s --check-prefix=ADD

// ENTRY: error: no function named '@nope' in {{.*}}errors.mlir
// COUNT: error: the entry function takes 2 arguments, 1 given
// VALUE: error: argument #1 'x' is not a value of type 'i8'
// RANGE: error: argument #1 '300' is not a value of type 'i8'
// JIT: error: --engine jit needs strata-run built with the MLIR bridge
// STEPS: errors.mlir:[[# @LINE + 13]]:3: error: stopped after 1000 steps
// DEPTH: errors.mlir:[[# @LINE + 16]]:3: error: more than 100 nested calls
// DEFAULT-DEPTH: error: more than 10000 nested calls
// ADD: -1

func.func @add(%a: i8, %b: i8) -> i8 {
  %s = arith.addi %a, %b : i8
  return %s : i8
}

func.func @forever() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

func.func @deep() {
  func.call @deep() : () -> ()
  return
}
