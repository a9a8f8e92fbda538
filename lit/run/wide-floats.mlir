// f80 and f128 arithmetic, rounded to nearest even in 64 and 113 bits of
// precision, and printed in the fewest digits that read back as the same
// value in that format (written as Rust writes an f64).
// RUN: strata-run %s --entry wide 1.5 2.25 | FileCheck %s
// RUN: strata-run %s --entry thirds 1 | FileCheck %s --check-prefix=THIRD

// 1.5 * 2.25, 1.5 + 2.25 and 2.25 - 1.5 are exact in both formats; 1.5 /
// 2.25 = 2/3 is not, and truncating the f128 quotient back to f64 rounds
// it to the double nearest 2/3.
// CHECK:      3.375
// CHECK-NEXT: 3.75
// CHECK-NEXT: 0.75
// CHECK-NEXT: 0.6666666666666666
func.func @wide(%x: f64, %y: f64) -> (f80, f128, f128, f64) {
  %a = arith.extf %x : f64 to f80
  %b = arith.extf %y : f64 to f80
  %product = arith.mulf %a, %b : f80
  %c = arith.extf %x : f64 to f128
  %d = arith.extf %y : f64 to f128
  %sum = arith.addf %c, %d : f128
  %difference = arith.subf %d, %c : f128
  %quotient = arith.divf %c, %d : f128
  %back = arith.truncf %quotient : f128 to f64
  return %product, %sum, %difference, %back : f80, f128, f128, f64
}

// 1/3: f128's nearest value lies about 1.6e-35 below 1/3, and its spacing
// is 2^-114 (4.8e-35): 34 threes (3.3e-35 below 1/3) come within half of it,
// 33 do not. f80's nearest lies above 1/3 (2^65 = 2 mod 3 rounds up), and
// 20 digits name it, 19 threes do not.
// THIRD:      0.3333333333333333333333333333333333
// THIRD-NEXT: 0.33333333333333333334
func.func @thirds(%n: f64) -> (f128, f80) {
  %one = arith.extf %n : f64 to f128
  %three = arith.constant 3.0 : f128
  %q = arith.divf %one, %three : f128
  %one80 = arith.extf %n : f64 to f80
  %three80 = arith.constant 3.0 : f80
  %q80 = arith.divf %one80, %three80 : f80
  return %q, %q80 : f128, f80
}
