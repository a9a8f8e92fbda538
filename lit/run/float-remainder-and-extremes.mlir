// remf and the float extremes run: remf is C's fmod (the dividend's
// sign), maximumf/minimumf propagate NaN and order -0.0 below +0.0,
// maxnumf/minnumf ignore a quiet NaN. Canonicalized programs give the same.
// RUN: strata-run %s --entry ops -- -7.5 2 | FileCheck %s --check-prefix=NUMBERS
// RUN: strata-run %s --entry ops NaN 1 | FileCheck %s --check-prefix=NAN
// RUN: strata-run %s --entry ops -- -0.0 0 | FileCheck %s --check-prefix=ZEROS
// RUN: strata-run %s --entry ops 1 0 | FileCheck %s --check-prefix=BY-ZERO
// RUN: strata-run %s --entry constants | FileCheck %s --check-prefix=NUMBERS
// RUN: strata-run %s --entry constants --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s --check-prefix=NUMBERS
// RUN: not strata-run %s --entry no_nans NaN 2>&1 | FileCheck %s --check-prefix=NNAN

// -7.5 fmod 2 = -1.5 (-7.5 = -3 * 2 - 1.5); max 2, min -7.5 either way.
// NUMBERS: {{^}}-1.5{{$}}
// NUMBERS-NEXT: {{^}}2.0{{$}}
// NUMBERS-NEXT: {{^}}-7.5{{$}}
// NUMBERS-NEXT: {{^}}2.0{{$}}
// NUMBERS-NEXT: {{^}}-7.5{{$}}
// NaN and 1: fmod NaN, maximum/minimum NaN, maxnum/minnum 1.
// NAN: {{^}}NaN{{$}}
// NAN-NEXT: {{^}}NaN{{$}}
// NAN-NEXT: {{^}}NaN{{$}}
// NAN-NEXT: {{^}}1.0{{$}}
// NAN-NEXT: {{^}}1.0{{$}}
// -0.0 and 0: fmod by zero is NaN; the maximum of the zeros is +0, the
// minimum -0, with either kind.
// ZEROS: {{^}}NaN{{$}}
// ZEROS-NEXT: {{^}}0.0{{$}}
// ZEROS-NEXT: {{^}}-0.0{{$}}
// ZEROS-NEXT: {{^}}0.0{{$}}
// ZEROS-NEXT: {{^}}-0.0{{$}}
// 1 fmod 0 is NaN; max 1, min 0.
// BY-ZERO: {{^}}NaN{{$}}
// BY-ZERO-NEXT: {{^}}1.0{{$}}
// BY-ZERO-NEXT: {{^}}0.0{{$}}
// BY-ZERO-NEXT: {{^}}1.0{{$}}
// BY-ZERO-NEXT: {{^}}0.0{{$}}
func.func @ops(%a: f64, %b: f64) -> (f64, f64, f64, f64, f64) {
  %0 = arith.remf %a, %b : f64
  %1 = arith.maximumf %a, %b : f64
  %2 = arith.minimumf %a, %b : f64
  %3 = arith.maxnumf %a, %b : f64
  %4 = arith.minnumf %a, %b : f64
  return %0, %1, %2, %3, %4 : f64, f64, f64, f64, f64
}

func.func @constants() -> (f64, f64, f64, f64, f64) {
  %a = arith.constant -7.5 : f64
  %b = arith.constant 2.0 : f64
  %0 = arith.remf %a, %b : f64
  %1 = arith.maximumf %a, %b : f64
  %2 = arith.minimumf %a, %b : f64
  %3 = arith.maxnumf %a, %b : f64
  %4 = arith.minnumf %a, %b : f64
  return %0, %1, %2, %3, %4 : f64, f64, f64, f64, f64
}

// With nnan a NaN operand makes the result poison, which a return of the
// function reports.
// NNAN: error: poison value returned as result #0 of '@no_nans'
func.func @no_nans(%a: f32) -> f32 {
  %0 = arith.maxnumf %a, %a fastmath<nnan> : f32
  return %0 : f32
}
