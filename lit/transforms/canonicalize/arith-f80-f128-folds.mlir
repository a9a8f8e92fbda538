// arith's float folds in f80 and f128, each result rounded once to nearest
// even in the format's own precision (64 and 113 bits), as APFloat folds
// them.
// RUN: strata-opt --canonicalize %s | FileCheck %s

// 1.5 + 2.25 is exact. 1/3 rounds up in f80 (2^65 = 2 mod 3, so the
// quotient's first dropped bit is 1 and more follow) and prints with 21
// digits. 7 rem -2 keeps the dividend's sign: 1. Half the smallest
// subnormal is a tie, which rounds to even: +0.
// CHECK-LABEL: func.func @f80
// CHECK-DAG:   %[[SUM:.*]] = arith.constant 3.750000e+00 : f80
// CHECK-DAG:   %[[THIRD:.*]] = arith.constant 0.333333333333333333342 : f80
// CHECK-DAG:   %[[REM:.*]] = arith.constant 1.000000e+00 : f80
// CHECK-DAG:   %[[ZERO:.*]] = arith.constant 0.000000e+00 : f80
// CHECK:       return %[[SUM]], %[[THIRD]], %[[REM]], %[[ZERO]]
func.func @f80() -> (f80, f80, f80, f80) {
  %a = arith.constant 1.5 : f80
  %b = arith.constant 2.25 : f80
  %one = arith.constant 1.0 : f80
  %three = arith.constant 3.0 : f80
  %seven = arith.constant 7.0 : f80
  %minus_two = arith.constant -2.0 : f80
  %smallest = arith.constant 0x00000000000000000001 : f80
  %half = arith.constant 0.5 : f80
  %0 = arith.addf %a, %b : f80
  %1 = arith.divf %one, %three : f80
  %2 = arith.remf %seven, %minus_two : f80
  %3 = arith.mulf %smallest, %half : f80
  return %0, %1, %2, %3 : f80, f80, f80, f80
}

// 1/3 rounds down in f128 (2^114 = 1 mod 3) and prints with 36 digits.
// Twice the largest finite value overflows to +infinity; x - x is +0;
// 0/0 is the default NaN.
// CHECK-LABEL: func.func @f128
// CHECK-DAG:   %[[THIRD:.*]] = arith.constant 0.333333333333333333333333333333333317 : f128
// CHECK-DAG:   %[[INF:.*]] = arith.constant 0x7FFF0000000000000000000000000000 : f128
// CHECK-DAG:   %[[ZERO:.*]] = arith.constant 0.000000e+00 : f128
// CHECK-DAG:   %[[NAN:.*]] = arith.constant 0x7FFF8000000000000000000000000000 : f128
// CHECK:       return %[[THIRD]], %[[INF]], %[[ZERO]], %[[NAN]]
func.func @f128() -> (f128, f128, f128, f128) {
  %one = arith.constant 1.0 : f128
  %three = arith.constant 3.0 : f128
  %largest = arith.constant 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128
  %x = arith.constant 1.1 : f128
  %zero = arith.constant 0.0 : f128
  %0 = arith.divf %one, %three : f128
  %1 = arith.addf %largest, %largest : f128
  %2 = arith.subf %x, %x : f128
  %3 = arith.divf %zero, %zero : f128
  return %0, %1, %2, %3 : f128, f128, f128, f128
}
