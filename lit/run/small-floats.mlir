// The interpreter computes in the IEEE-style small float formats, rounding
// each result to the format: in f8E5M2 (two mantissa bits) 1.5 + 0.75 is
// 2.25, which rounds to 2, and 1.5 * 1.5 = 2.25 too; 40000 * 2 overflows
// to infinity. The formats without IEEE special values (f8E4M3FN, the FNUZ
// and 6- and 4-bit ones) are not run: a clean error names the op.
// RUN: strata-run %s --entry add 1.5 0.75 | FileCheck %s --check-prefix=ADD
// RUN: strata-run %s --entry add 40000 40000 | FileCheck %s --check-prefix=INF
// RUN: strata-run %s --entry widen 1.5 | FileCheck %s --check-prefix=WIDEN
// RUN: not strata-run %s --entry finite_only 1.5 2>&1 | FileCheck %s --check-prefix=FN

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

// FN: error: 'arith.addf' works on a float format the interpreter does not run
func.func @finite_only(%arg0: f8E4M3FN) -> f8E4M3FN {
  %0 = arith.addf %arg0, %arg0 : f8E4M3FN
  return %0 : f8E4M3FN
}
