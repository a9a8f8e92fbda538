// Loops: scf.for with iteration arguments (and nested), scf.while, and a
// loop made of cf branches with block arguments.
// RUN: strata-run %s --entry sum 100 | FileCheck %s --check-prefix=SUM
// RUN: strata-run %s --entry sum 0 | FileCheck %s --check-prefix=EMPTY
// RUN: strata-run %s --entry table 4 5 | FileCheck %s --check-prefix=TABLE
// RUN: strata-run %s --entry gcd 1071 462 | FileCheck %s --check-prefix=GCD
// RUN: strata-run %s --entry countdown 10 | FileCheck %s --check-prefix=COUNT
// RUN: strata-run %s --entry stepped | FileCheck %s --check-prefix=STEP

// 0 + 1 + ... + 99.
// SUM: 4950
// EMPTY: 0
// The sum of i * j over 0 <= i < 4, 0 <= j < 5: (0+1+2+3) * (0+1+2+3+4).
// TABLE: 60
// GCD: 21
// 10 + 9 + ... + 1, and the number of iterations.
// COUNT: 55
// COUNT-NEXT: 10
// 3, 10, 17, 24 are below 30 (step 7), and the last iterate's value.
// STEP: 4
// STEP-NEXT: 24

func.func @sum(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %t = arith.addi %acc, %i : index
    scf.yield %t : index
  }
  return %s : index
}

func.func @table(%n: i32, %m: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %outer = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (i32) : i32 {
    %inner = scf.for %j = %c0 to %m step %c1 iter_args(%b = %a) -> (i32) : i32 {
      %p = arith.muli %i, %j : i32
      %s = arith.addi %b, %p : i32
      scf.yield %s : i32
    }
    scf.yield %inner : i32
  }
  return %outer : i32
}

func.func @gcd(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %more = arith.cmpi ne, %y, %c0 : i32
    scf.condition(%more) %x, %y : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %rem = arith.remui %x, %y : i32
    scf.yield %y, %rem : i32, i32
  }
  return %r#0 : i32
}

func.func @countdown(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%n, %c0, %c0 : i32, i32, i32)
^loop(%i: i32, %sum: i32, %count: i32):
  %done = arith.cmpi eq, %i, %c0 : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %sum2 = arith.addi %sum, %i : i32
  %count2 = arith.addi %count, %c1 : i32
  %i2 = arith.subi %i, %c1 : i32
  cf.br ^loop(%i2, %sum2, %count2 : i32, i32, i32)
^exit:
  return %sum, %count : i32, i32
}

func.func @stepped() -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %c30 = arith.constant 30 : i32
  %r:2 = scf.for %i = %c3 to %c30 step %c7 iter_args(%n = %c0, %last = %c0) -> (i32, i32) : i32 {
    %n2 = arith.addi %n, %c1 : i32
    scf.yield %n2, %i : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
