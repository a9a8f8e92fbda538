// scf.parallel runs its iterations one after another, the last dimension
// fastest; scf.reduce combines each iteration's value into the result,
// starting from the initial value. A dimension with no iteration gives the
// initial values; a step that is not positive is undefined behaviour.
// RUN: strata-run %s --entry grid 3 4 | FileCheck %s --check-prefix=GRID
// RUN: strata-run %s --entry grid 0 4 | FileCheck %s --check-prefix=EMPTY
// RUN: strata-run %s --entry digits 4 | FileCheck %s --check-prefix=ORDER
// RUN: strata-run %s --entry stepped 10 | FileCheck %s --check-prefix=STEPPED
// RUN: not strata-run %s --entry zero_step 0 2>&1 | FileCheck %s --check-prefix=STEP

// The sum of 10 * i + j over i < 3, j < 4 is 4 * 10 * (0 + 1 + 2) +
// 3 * (0 + 1 + 2 + 3) = 138, over 12 iterations.
// GRID: 138
// GRID-NEXT: 12
// EMPTY: 0
// EMPTY-NEXT: 0
// The reduction acc * 10 + v is not commutative: it shows the order
// (v = 1, 2, 3, 4).
// ORDER: 1234
// 0, 3, 6, 9 are below 10 (step 3).
// STEPPED: 18
// STEP: parallel.mlir:[[# @LINE + 56]]:3: error: undefined behaviour: 'scf.parallel' has a step that is not positive

func.func @grid(%n: index, %m: index) -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0 : i32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%c0, %zero) -> (index, i32) {
    %t = arith.muli %i, %c10 : index
    %v = arith.addi %t, %j : index
    %one = arith.constant 1 : i32
    scf.reduce(%v, %one : index, i32) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      scf.reduce.return %s : index
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : index, i32
}

func.func @digits(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%c0) -> index {
    %v = arith.addi %i, %c1 : index
    scf.reduce(%v : index) {
    ^bb0(%acc: index, %x: index):
      %c10 = arith.constant 10 : index
      %shifted = arith.muli %acc, %c10 : index
      %s = arith.addi %shifted, %x : index
      scf.reduce.return %s : index
    }
  }
  return %r : index
}

func.func @stepped(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c3) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      scf.reduce.return %s : index
    }
  }
  return %r : index
}

func.func @zero_step(%step: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%step) {
  }
  return
}
