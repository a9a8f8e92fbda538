// Folding in the small float formats without IEEE 754's special values
// follows LLVM's APFloat for each: f8E4M3FN has no infinity, so what
// overflows or divides by zero is NaN (0x7F, or 0xFF when negative), and
// the all-ones pattern 448 + 32 is already NaN; the FNUZ formats have one
// zero and their NaN is the pattern of -0.0 (0x80), so -0.5 + 0.5 is +0.0
// and 1 / 0 is 0x80; f8E8M0FNU holds the powers of two from 2^-127 to
// 2^127, a zero result becoming the smallest, 2^-127; the 6- and 4-bit
// formats saturate at their largest value.
// RUN: strata-opt --canonicalize --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @e4m3fn()
// CHECK-DAG:     %[[SUM:.*]] = arith.constant 3.500000e+00 : f8E4M3FN
// CHECK-DAG:     %[[NAN:.*]] = arith.constant 0x7F : f8E4M3FN
// CHECK-DAG:     %[[NEG_NAN:.*]] = arith.constant 0xFF : f8E4M3FN
// CHECK-DAG:     %[[NEG_ZERO:.*]] = arith.constant -0.000000e+00 : f8E4M3FN
// CHECK:         return %[[SUM]], %[[NAN]], %[[NEG_NAN]], %[[NAN]], %[[NEG_ZERO]], %[[NEG_NAN]]
func.func @e4m3fn() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) {
  %one_half = arith.constant 1.5 : f8E4M3FN
  %two = arith.constant 2.0 : f8E4M3FN
  %largest = arith.constant 448.0 : f8E4M3FN
  %zero = arith.constant 0.0 : f8E4M3FN
  %minus_one = arith.constant -1.0 : f8E4M3FN
  %tiny = arith.constant -0.001953125 : f8E4M3FN
  %quarter = arith.constant 0.25 : f8E4M3FN
  %0 = arith.addf %one_half, %two : f8E4M3FN
  %1 = arith.addf %largest, %largest : f8E4M3FN
  %2 = arith.divf %minus_one, %zero : f8E4M3FN
  %3 = arith.divf %zero, %zero : f8E4M3FN
  %4 = arith.mulf %tiny, %quarter : f8E4M3FN
  %5 = arith.negf %3 : f8E4M3FN
  return %0, %1, %2, %3, %4, %5 : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN
}

// -----

// CHECK-LABEL: func.func @fnuz()
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-DAG:     %[[NAN:.*]] = arith.constant 0x80 : f8E4M3FNUZ
// CHECK-DAG:     %[[NAN_E5M2:.*]] = arith.constant 0x80 : f8E5M2FNUZ
// CHECK-DAG:     %[[B11:.*]] = arith.constant 1.500000e+01 : f8E4M3B11FNUZ
// CHECK-DAG:     %[[NAN_B11:.*]] = arith.constant 0x80 : f8E4M3B11FNUZ
// CHECK:         return %[[ZERO]], %[[NAN]], %[[NAN]], %[[ZERO]], %[[NAN_E5M2]], %[[B11]], %[[NAN_B11]]
func.func @fnuz() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ) {
  %half = arith.constant 0.5 : f8E4M3FNUZ
  %minus_half = arith.constant -0.5 : f8E4M3FNUZ
  %one = arith.constant 1.0 : f8E4M3FNUZ
  %zero = arith.constant 0.0 : f8E4M3FNUZ
  %largest = arith.constant 240.0 : f8E4M3FNUZ
  %0 = arith.addf %minus_half, %half : f8E4M3FNUZ
  %1 = arith.divf %one, %zero : f8E4M3FNUZ
  %2 = arith.mulf %largest, %largest : f8E4M3FNUZ
  %3 = arith.negf %zero : f8E4M3FNUZ
  %big = arith.constant 57344.0 : f8E5M2FNUZ
  %4 = arith.addf %big, %big : f8E5M2FNUZ
  %b11 = arith.constant 7.5 : f8E4M3B11FNUZ
  %5 = arith.addf %b11, %b11 : f8E4M3B11FNUZ
  %6 = arith.mulf %b11, %b11 : f8E4M3B11FNUZ
  return %0, %1, %2, %3, %4, %5, %6 : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ
}

// -----

// CHECK-LABEL: func.func @e8m0fnu()
// CHECK-DAG:     %[[FOUR:.*]] = arith.constant 4.000000e+00 : f8E8M0FNU
// CHECK-DAG:     %[[SMALLEST:.*]] = arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK-DAG:     %[[NAN:.*]] = arith.constant 0xFF : f8E8M0FNU
// CHECK-DAG:     %[[HALF:.*]] = arith.constant 5.000000e-01 : f8E8M0FNU
// CHECK:         return %[[FOUR]], %[[SMALLEST]], %[[SMALLEST]], %[[NAN]], %[[HALF]], %[[FOUR]]
func.func @e8m0fnu() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %one = arith.constant 1.0 : f8E8M0FNU
  %two = arith.constant 2.0 : f8E8M0FNU
  %largest = arith.constant 1.7014118e38 : f8E8M0FNU
  %smallest = arith.constant 0.0 : f8E8M0FNU
  %0 = arith.mulf %two, %two : f8E8M0FNU
  %1 = arith.subf %one, %one : f8E8M0FNU
  %2 = arith.divf %smallest, %two : f8E8M0FNU
  %3 = arith.mulf %largest, %two : f8E8M0FNU
  %4 = arith.divf %one, %two : f8E8M0FNU
  %three = arith.constant 3 : i32
  %5 = arith.sitofp %three : i32 to f8E8M0FNU
  return %0, %1, %2, %3, %4, %5 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}

// -----

// CHECK-LABEL: func.func @finite_only()
// CHECK-DAG:     %[[SIX:.*]] = arith.constant 6.000000e+00 : f4E2M1FN
// CHECK-DAG:     %[[MINUS_SIX:.*]] = arith.constant -6.000000e+00 : f4E2M1FN
// CHECK-DAG:     %[[E2M3:.*]] = arith.constant 7.500000e+00 : f6E2M3FN
// CHECK-DAG:     %[[E3M2:.*]] = arith.constant 2.800000e+01 : f6E3M2FN
// CHECK-DAG:     %[[HALF:.*]] = arith.constant 5.000000e-01 : f4E2M1FN
// CHECK:         return %[[SIX]], %[[MINUS_SIX]], %[[E2M3]], %[[E3M2]], %[[HALF]]
func.func @finite_only() -> (f4E2M1FN, f4E2M1FN, f6E2M3FN, f6E3M2FN, f4E2M1FN) {
  %six = arith.constant 6.0 : f4E2M1FN
  %0 = arith.mulf %six, %six : f4E2M1FN
  %minus_many = arith.constant -1000 : i32
  %1 = arith.sitofp %minus_many : i32 to f4E2M1FN
  %e2m3 = arith.constant 7.5 : f6E2M3FN
  %2 = arith.addf %e2m3, %e2m3 : f6E2M3FN
  %e3m2 = arith.constant 28.0 : f6E3M2FN
  %3 = arith.mulf %e3m2, %e3m2 : f6E3M2FN
  %one_half = arith.constant 1.5 : f4E2M1FN
  %one = arith.constant 1.0 : f4E2M1FN
  %4 = arith.remf %one_half, %one : f4E2M1FN
  return %0, %1, %2, %3, %4 : f4E2M1FN, f4E2M1FN, f6E2M3FN, f6E3M2FN, f4E2M1FN
}

// -----

// Conversions fold when exact: a NaN keeps the top of its payload on the
// way to an IEEE format (f8E4M3FN's 0x7F has the fraction 111), the FNUZ
// NaN has none and is positive; f32's -0.0 has no FNUZ value and 0.3 is
// inexact, so those truncations stay; NaN converts to no integer.
// CHECK-LABEL: func.func @conversions()
// CHECK-DAG:     %[[NAN_F16:.*]] = arith.constant 0x7F80 : f16
// CHECK-DAG:     %[[NAN_F32:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG:     %[[WIDE:.*]] = arith.constant -5.734400e+04 : f32
// CHECK-DAG:     %[[NARROW:.*]] = arith.constant 1.500000e+00 : f4E2M1FN
// CHECK-DAG:     %[[INT:.*]] = arith.constant -240 : i32
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f8E8M0FNU
// CHECK-DAG:     %[[NEG_ZERO:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG:     %[[POINT_THREE:.*]] = arith.constant 3.000000e-01 : f32
// CHECK:         %[[STAYS:.*]] = arith.truncf %[[NEG_ZERO]] : f32 to f8E4M3FNUZ
// CHECK:         %[[INEXACT:.*]] = arith.truncf %[[POINT_THREE]] : f32 to f8E4M3FN
// CHECK:         %[[NAN_INT:.*]] = arith.fptosi
// CHECK:         return %[[NAN_F16]], %[[NAN_F32]], %[[WIDE]], %[[NARROW]], %[[INT]], %[[ONE]], %[[STAYS]], %[[INEXACT]], %[[NAN_INT]]
func.func @conversions() -> (f16, f32, f32, f4E2M1FN, i32, f8E8M0FNU, f8E4M3FNUZ, f8E4M3FN, i32) {
  %fn_nan = arith.constant 0x7F : f8E4M3FN
  %0 = arith.extf %fn_nan : f8E4M3FN to f16
  %fnuz_nan = arith.constant 0x80 : f8E5M2FNUZ
  %1 = arith.extf %fnuz_nan : f8E5M2FNUZ to f32
  %fnuz_lowest = arith.constant 0xFF : f8E5M2FNUZ
  %2 = arith.extf %fnuz_lowest : f8E5M2FNUZ to f32
  %one_half = arith.constant 1.5 : f8E4M3FN
  %3 = arith.truncf %one_half : f8E4M3FN to f4E2M1FN
  %lowest = arith.constant -240.0 : f8E4M3FNUZ
  %4 = arith.fptosi %lowest : f8E4M3FNUZ to i32
  %one = arith.constant 1.0 : f6E2M3FN
  %5 = arith.extf %one : f6E2M3FN to f8E8M0FNU
  %minus_zero = arith.constant -0.0 : f32
  %6 = arith.truncf %minus_zero : f32 to f8E4M3FNUZ
  %point_three = arith.constant 0.3 : f32
  %7 = arith.truncf %point_three : f32 to f8E4M3FN
  %8 = arith.fptosi %fn_nan : f8E4M3FN to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f16, f32, f32, f4E2M1FN, i32, f8E8M0FNU, f8E4M3FNUZ, f8E4M3FN, i32
}

// -----

// CHECK-LABEL: func.func @comparisons()
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK:         return %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[TRUE]]
func.func @comparisons() -> (i1, i1, i1, i1) {
  %nan = arith.constant 0x80 : f8E4M3FNUZ
  %one = arith.constant 1.0 : f8E4M3FNUZ
  %0 = arith.cmpf uno, %nan, %one : f8E4M3FNUZ
  %1 = arith.cmpf olt, %nan, %one : f8E4M3FNUZ
  %small = arith.constant 0.5 : f8E8M0FNU
  %large = arith.constant 1024.0 : f8E8M0FNU
  %2 = arith.cmpf olt, %small, %large : f8E8M0FNU
  %minus_zero = arith.constant -0.0 : f4E2M1FN
  %zero = arith.constant 0.0 : f4E2M1FN
  %3 = arith.cmpf oeq, %minus_zero, %zero : f4E2M1FN
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// A comparison of an integer converted to float with a float constant is
// one of integers (MLIR's CmpFIntToFPConst): an i4 is below 2.5 when it is
// at most 2, every unsigned i4 is below 96, and the f4E2M1FN 3.0 is the
// sitofp of 3 alone.
// CHECK-LABEL: func.func @int_to_float_comparisons(
// CHECK-SAME:      %[[X:.*]]: i4)
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[TWO:.*]] = arith.constant 2 : i4
// CHECK-DAG:     %[[THREE:.*]] = arith.constant 3 : i4
// CHECK-DAG:     %[[AT_MOST_TWO:.*]] = arith.cmpi sle, %[[X]], %[[TWO]] : i4
// CHECK-DAG:     %[[IS_THREE:.*]] = arith.cmpi eq, %[[X]], %[[THREE]] : i4
// CHECK:         return %[[AT_MOST_TWO]], %[[TRUE]], %[[IS_THREE]]
func.func @int_to_float_comparisons(%arg0: i4) -> (i1, i1, i1) {
  %0 = arith.sitofp %arg0 : i4 to f8E4M3FN
  %cst = arith.constant 2.5 : f8E4M3FN
  %1 = arith.cmpf olt, %0, %cst : f8E4M3FN
  %2 = arith.uitofp %arg0 : i4 to f8E4M3FNUZ
  %cst_0 = arith.constant 100.0 : f8E4M3FNUZ
  %3 = arith.cmpf olt, %2, %cst_0 : f8E4M3FNUZ
  %4 = arith.sitofp %arg0 : i4 to f4E2M1FN
  %cst_1 = arith.constant 3.0 : f4E2M1FN
  %5 = arith.cmpf oeq, %4, %cst_1 : f4E2M1FN
  return %1, %3, %5 : i1, i1, i1
}
