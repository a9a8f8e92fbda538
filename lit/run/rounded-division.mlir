// The rounding divisions and unsigned extremes run: ceildivsi rounds
// toward +inf, floordivsi toward -inf, ceildivui rounds the unsigned
// quotient up; maxui/minui compare unsigned. Division by zero and
// MIN / -1 are undefined behaviour. Canonicalized (folded) programs give
// the same answers.
// RUN: strata-run %s --entry divide -- -7 2 | FileCheck %s --check-prefix=NEG-POS
// RUN: strata-run %s --entry divide -- 7 -2 | FileCheck %s --check-prefix=POS-NEG
// RUN: strata-run %s --entry divide -- -8 -2 | FileCheck %s --check-prefix=EXACT
// RUN: strata-run %s --entry constants | FileCheck %s --check-prefix=NEG-POS
// RUN: strata-run %s --entry constants --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s --check-prefix=NEG-POS
// RUN: strata-run %s --entry wide -- -100000000000000000000000000000000000001 10 | FileCheck %s --check-prefix=WIDE
// RUN: strata-run %s --entry extremes -- -1 3 | FileCheck %s --check-prefix=EXTREMES
// RUN: not strata-run %s --entry divide 5 0 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not strata-run %s --entry overflow -- -128 -1 2>&1 | FileCheck %s --check-prefix=OVERFLOW

// -7 / 2 = -3.5: ceil -3, floor -4; unsigned, -7 is 2^32 - 7 = 4294967289,
// / 2 = 2147483644.5, rounded up 2147483645.
// NEG-POS: -3
// NEG-POS-NEXT: -4
// NEG-POS-NEXT: 2147483645
// 7 / -2 = -3.5: ceil -3, floor -4; unsigned 7 / 4294967294 is 0 remainder
// 7, rounded up 1.
// POS-NEG: -3
// POS-NEG-NEXT: -4
// POS-NEG-NEXT: 1
// -8 / -2 = 4 exactly; unsigned 4294967288 / 4294967294 = 0 remainder
// 4294967288, rounded up 1.
// EXACT: 4
// EXACT-NEXT: 4
// EXACT-NEXT: 1
func.func @divide(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

// The same on constants, which canonicalize folds.
func.func @constants() -> (i32, i32, i32) {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

// Past 128 bits: -(10^38 + 1) / 10 = -10^37 - 0.1: ceil -10^37, floor
// -10^37 - 1.
// WIDE: -10000000000000000000000000000000000000
// WIDE-NEXT: -10000000000000000000000000000000000001
func.func @wide(%a: i200, %b: i200) -> (i200, i200) {
  %0 = arith.ceildivsi %a, %b : i200
  %1 = arith.floordivsi %a, %b : i200
  return %0, %1 : i200, i200
}

// Unsigned, i8 -1 is 255: maxui(255, 3) = 255, printed signed as -1;
// minui = 3. Signed maxsi would give 3.
// EXTREMES: -1
// EXTREMES-NEXT: 3
func.func @extremes(%a: i8, %b: i8) -> (i8, i8) {
  %0 = arith.maxui %a, %b : i8
  %1 = arith.minui %a, %b : i8
  return %0, %1 : i8, i8
}

// ZERO: rounded-division.mlir:[[# @LINE - 36]]:8: error: undefined behaviour: 'arith.ceildivsi' divides by zero
// OVERFLOW: rounded-division.mlir:[[# @LINE + 2]]:8: error: undefined behaviour: 'arith.floordivsi' overflows: the minimum signed value divided by -1
func.func @overflow(%a: i8, %b: i8) -> i8 {
  %0 = arith.floordivsi %a, %b : i8
  return %0 : i8
}
