// arith's float ops with IEEE results: rounding to nearest even in each
// format, signed zeros, infinities, NaN in comparisons (ordered predicates
// false, unordered true), conversions, fast-math poison.
// RUN: strata-run %s --entry f64_ops 0.1 0.2 | FileCheck %s --check-prefix=F64
// RUN: strata-run %s --entry f64_ops 1 0 | FileCheck %s --check-prefix=INF
// RUN: strata-run %s --entry f64_ops NaN 1 | FileCheck %s --check-prefix=NAN
// RUN: strata-run %s --entry f64_ops -- -0.0 0 | FileCheck %s --check-prefix=ZERO
// RUN: strata-run %s --entry narrow 1.5 0.1 3.14 | FileCheck %s --check-prefix=NARROW
// RUN: strata-run %s --entry conversions -- -2.75 | FileCheck %s --check-prefix=CONV
// RUN: not strata-run %s --entry too_big 3e10 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not strata-run %s --entry no_nans NaN 2>&1 | FileCheck %s --check-prefix=NNAN

// 0.1 + 0.2 is not 0.3 in binary64; the results print in the shortest
// decimal that reads back to the same double.
// F64: 0.30000000000000004
// F64-NEXT: -0.1
// F64-NEXT: 0.020000000000000004
// F64-NEXT: 0.5
// F64-NEXT: -0.1
// F64-NEXT: 1
// F64-NEXT: 0

// 1 / 0 is +inf; 1 * 0 is +0.
// INF: 1.0
// INF-NEXT: 1.0
// INF-NEXT: 0.0
// INF-NEXT: inf
// INF-NEXT: -1.0

// NaN in, NaN out; olt is false, uno true.
// NAN: NaN
// NAN-NEXT: NaN
// NAN-NEXT: NaN
// NAN-NEXT: NaN
// NAN-NEXT: NaN
// NAN-NEXT: 0
// NAN-NEXT: 1

// -0 + 0 = +0 (round to nearest), -0 - 0 = -0, -0 * 0 = -0, 0 / 0 = NaN,
// negf(-0) = +0.
// ZERO: 0.0
// ZERO-NEXT: -0.0
// ZERO-NEXT: -0.0
// ZERO-NEXT: NaN
// ZERO-NEXT: 0.0

// f32: 1.5 + 1.5 = 3; f16: 0.1 is 0.0999755859375, squared and rounded to
// f16 it is 0.0099945068359375 (printed through f32); bf16: 3.14 is
// 3.140625, doubled 6.28125.
// NARROW: 3.0
// NARROW-NEXT: 0.009994507
// NARROW-NEXT: 6.28125

// fptosi rounds toward zero: -2.75 -> -2; sitofp -2 -> -2.0; the bits of
// -2.75f32 are 0xC0300000 (-1070596096 as a signed i32).
// CONV: -2
// CONV-NEXT: -2.0
// CONV-NEXT: -1070596096

// BIG: error: poison value returned as result #0 of '@too_big'
// NNAN: error: poison value returned as result #0 of '@no_nans'

func.func @f64_ops(%a: f64, %b: f64) -> (f64, f64, f64, f64, f64, i1, i1) {
  %s = arith.addf %a, %b : f64
  %d = arith.subf %a, %b : f64
  %m = arith.mulf %a, %b : f64
  %q = arith.divf %a, %b : f64
  %n = arith.negf %a : f64
  %lt = arith.cmpf olt, %a, %b : f64
  %un = arith.cmpf uno, %a, %b : f64
  return %s, %d, %m, %q, %n, %lt, %un : f64, f64, f64, f64, f64, i1, i1
}

func.func @narrow(%a: f32, %b: f16, %c: bf16) -> (f32, f16, bf16) {
  %s = arith.addf %a, %a : f32
  %t = arith.mulf %b, %b : f16
  %u = arith.addf %c, %c : bf16
  return %s, %t, %u : f32, f16, bf16
}

func.func @conversions(%a: f32) -> (i32, f32, i32) {
  %i = arith.fptosi %a : f32 to i32
  %f = arith.sitofp %i : i32 to f32
  %bits = arith.bitcast %a : f32 to i32
  return %i, %f, %bits : i32, f32, i32
}

// 3e10 does not fit an i32: poison.
func.func @too_big(%a: f64) -> i32 {
  %i = arith.fptosi %a : f64 to i32
  return %i : i32
}

// With nnan, a NaN operand makes the result poison.
func.func @no_nans(%a: f64) -> f64 {
  %s = arith.addf %a, %a fastmath<nnan> : f64
  return %s : f64
}
