// cf.switch goes to the destination of the case value equal to its flag
// (with that case's operands), else to the default; cf.assert stops the
// run with its message, at its location, when its condition is false.
// RUN: strata-run %s --entry pick 42 | FileCheck %s --check-prefix=CASE42
// RUN: strata-run %s --entry pick 43 | FileCheck %s --check-prefix=CASE43
// RUN: strata-run %s --entry pick 7 | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-run %s --entry pick -- -1 | FileCheck %s --check-prefix=NEG
// RUN: strata-run %s --entry checked 5 | FileCheck %s --check-prefix=OK
// RUN: not strata-run %s --entry checked 0 2>&1 | FileCheck %s --check-prefix=FAIL

// CASE42: 420
// CASE43: 1
// DEFAULT: 7
// The case value -1 is matched by the flag -1.
// NEG: -100
// OK: 5
// FAIL: switch-assert.mlir:[[# @LINE + 24]]:3: error: assertion failed: expected a positive value

func.func @pick(%flag: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  cf.switch %flag : i32, [
    default: ^other(%flag : i32),
    42: ^times(%flag, %c10 : i32, i32),
    43: ^one,
    -1: ^times(%flag, %c100 : i32, i32)
  ]
^times(%a: i32, %b: i32):
  %p = arith.muli %a, %b : i32
  return %p : i32
^one:
  return %c1 : i32
^other(%x: i32):
  return %x : i32
}

func.func @checked(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %positive = arith.cmpi sgt, %a, %c0 : i32
  cf.assert %positive, "expected a positive value"
  return %a : i32
}
