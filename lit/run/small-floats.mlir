// The interpreter computes in the IEEE-style small float formats, rounding
// each result to the format: in f8E5M2 (two mantissa bits) 1.5 + 0.75 is
// 2.25, which rounds to 2, and 1.5 * 1.5 = 2.25 too; 40000 * 2 overflows
// to infinity. The formats without IEEE special values run with LLVM's
// rules: in f8E4M3FN, which has no infinity, 448 + 448 is NaN, and so is
// 1 / 0; the 4-bit f4E2M1FN saturates at 6; f8E8M0FNU's powers of two
// have no zero, so 1 - 1 is its smallest value 2^-127. A result LLVM
// leaves undefined (1 / 0 without NaN or infinity, a negative f8E8M0FNU)
// is a clean error that names the op.
// RUN: strata-run %s --entry add 1.5 0.75 | FileCheck %s --check-prefix=ADD
// RUN: strata-run %s --entry add 40000 40000 | FileCheck %s --check-prefix=INF
// RUN: strata-run %s --entry widen 1.5 | FileCheck %s --check-prefix=WIDEN
// RUN: strata-run %s --entry no_infinity 1.5 2 | FileCheck %s --check-prefix=FN
// RUN: strata-run %s --entry no_infinity 448 448 | FileCheck %s --check-prefix=FN-OVERFLOW
// RUN: strata-run %s --entry no_infinity 1 0 | FileCheck %s --check-prefix=FN-DIVIDE
// RUN: strata-run %s --entry saturating 6 6 | FileCheck %s --check-prefix=SATURATE
// RUN: not strata-run %s --entry saturating 1 0 2>&1 | FileCheck %s --check-prefix=UNDEFINED
// RUN: strata-run %s --entry powers_of_two 1 1 | FileCheck %s --check-prefix=POWERS
// RUN: not strata-run %s --entry powers_of_two 1 2 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// ADD: 2.0
// ADD-NEXT: 2.0
// INF: inf
// INF-NEXT: inf
func.func @add(%arg0: f8E5M2, %arg1: f8E5M2) -> (f8E5M2, f8E5M2) {
  %0 = arith.addf %arg0, %arg1 : f8E5M2
  %1 = arith.mulf %arg0, %arg0 : f8E5M2
  return %0, %1 : f8E5M2, f8E5M2
}

// WIDEN: 1.5
func.func @widen(%arg0: f8E4M3) -> f32 {
  %0 = arith.extf %arg0 : f8E4M3 to f32
  return %0 : f32
}

// FN: 3.5
// FN-NEXT: 0.75
// FN-NEXT: 3.5
// FN-OVERFLOW: NaN
// FN-OVERFLOW-NEXT: 1.0
// FN-OVERFLOW-NEXT: NaN
// FN-DIVIDE: 1.0
// FN-DIVIDE-NEXT: NaN
// FN-DIVIDE-NEXT: 1.0
func.func @no_infinity(%arg0: f8E4M3FN, %arg1: f8E4M3FN) -> (f8E4M3FN, f8E4M3FN, f32) {
  %0 = arith.addf %arg0, %arg1 : f8E4M3FN
  %1 = arith.divf %arg0, %arg1 : f8E4M3FN
  %2 = arith.extf %0 : f8E4M3FN to f32
  return %0, %1, %2 : f8E4M3FN, f8E4M3FN, f32
}

// SATURATE: 6.0
// UNDEFINED: error: 'arith.divf' gives a value that f4E2M1FN cannot hold (LLVM leaves it undefined)
func.func @saturating(%arg0: f4E2M1FN, %arg1: f4E2M1FN) -> f4E2M1FN {
  %0 = arith.mulf %arg0, %arg1 : f4E2M1FN
  %1 = arith.divf %arg0, %arg1 : f4E2M1FN
  %2 = arith.addf %0, %1 : f4E2M1FN
  return %2 : f4E2M1FN
}

// The smallest value, 2^-127, prints as f32 prints it (f32 holds every
// value of the small formats exactly).
// POWERS: 5.877472e-39
// NEGATIVE: error: 'arith.subf' gives a value that f8E8M0FNU cannot hold (LLVM leaves it undefined)
func.func @powers_of_two(%arg0: f8E8M0FNU, %arg1: f8E8M0FNU) -> f8E8M0FNU {
  %0 = arith.subf %arg0, %arg1 : f8E8M0FNU
  return %0 : f8E8M0FNU
}
