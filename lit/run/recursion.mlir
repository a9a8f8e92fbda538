// Recursion through func.call: factorial, Fibonacci, and two functions
// that call each other.
// RUN: strata-run %s --entry fact 20 | FileCheck %s --check-prefix=FACT
// RUN: strata-run %s --entry fact 0 | FileCheck %s --check-prefix=FACT0
// RUN: strata-run %s --entry fib 20 | FileCheck %s --check-prefix=FIB
// RUN: strata-run %s --entry is_even 7 | FileCheck %s --check-prefix=ODD
// RUN: strata-run %s --entry is_even 10 | FileCheck %s --check-prefix=EVEN

// 20! = 2432902008176640000 still fits in i64.
// FACT: 2432902008176640000
// FACT0: 1
// FIB: 6765
// ODD: 0
// EVEN: 1

func.func @fact(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %done -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @fib(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %small = arith.cmpi slt, %n, %c2 : i32
  cf.cond_br %small, ^base, ^recurse
^base:
  return %n : i32
^recurse:
  %a = arith.subi %n, %c1 : i32
  %b = arith.subi %n, %c2 : i32
  %fa = func.call @fib(%a) : (i32) -> i32
  %fb = func.call @fib(%b) : (i32) -> i32
  %s = arith.addi %fa, %fb : i32
  return %s : i32
}

func.func @is_even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %zero, ^yes, ^no
^yes:
  %true = arith.constant true
  return %true : i1
^no:
  %m = arith.subi %n, %c1 : i32
  %r = func.call @is_odd(%m) : (i32) -> i1
  return %r : i1
}

func.func @is_odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %zero, ^yes, ^no
^yes:
  %false = arith.constant false
  return %false : i1
^no:
  %m = arith.subi %n, %c1 : i32
  %r = func.call @is_even(%m) : (i32) -> i1
  return %r : i1
}
