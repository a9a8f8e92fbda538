// arith.cmpf's pattern CmpFIntToFPConst (ArithOps.cpp): a comparison of
// an sitofp with a float constant becomes an integer comparison, or a
// constant when the range or a fraction decides it; not where rounding in
// the conversion could change the answer. Each case is byte-identical with
// mlir-opt-22.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// A whole constant: the same comparison on integers, signed.
// CHECK-LABEL: func.func @whole_value(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %arg0, %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @whole_value(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant 3.0 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  return %0 : i1
}

// -----

// Unordered predicates compare the same way: a converted integer is
// never NaN.
// CHECK-LABEL: func.func @unordered_predicate(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -7 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi sge, %arg0, %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @unordered_predicate(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant -7.0 : f32
  %0 = arith.cmpf uge, %f, %c : f32
  return %0 : i1
}

// -----

// Equal to a value with a fraction: never.
// CHECK-LABEL: func.func @fraction_eq(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  return %[[V0]] : i1
// CHECK-NEXT:  }
func.func @fraction_eq(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant 3.5 : f32
  %0 = arith.cmpf oeq, %f, %c : f32
  return %0 : i1
}

// -----

// Different from a value with a fraction: always.
// CHECK-LABEL: func.func @fraction_ne(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  return %[[V0]] : i1
// CHECK-NEXT:  }
func.func @fraction_ne(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant 3.5 : f32
  %0 = arith.cmpf one, %f, %c : f32
  return %0 : i1
}

// -----

// x < 4.4 is x <= 4.
// CHECK-LABEL: func.func @fraction_lt_positive(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 4 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi sle, %arg0, %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @fraction_lt_positive(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant 4.4 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  return %0 : i1
}

// -----

// x <= -4.4 is x < -4.
// CHECK-LABEL: func.func @fraction_le_negative(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -4 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %arg0, %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @fraction_le_negative(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant -4.4 : f32
  %0 = arith.cmpf ole, %f, %c : f32
  return %0 : i1
}

// -----

// x > -4.4 is x >= -4.
// CHECK-LABEL: func.func @fraction_gt_negative(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -4 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi sge, %arg0, %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @fraction_gt_negative(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant -4.4 : f32
  %0 = arith.cmpf ogt, %f, %c : f32
  return %0 : i1
}

// -----

// x >= 4.4 is x > 4.
// CHECK-LABEL: func.func @fraction_ge_positive(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 4 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi sgt, %arg0, %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @fraction_ge_positive(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant 4.4 : f32
  %0 = arith.cmpf oge, %f, %c : f32
  return %0 : i1
}

// -----

// 300 is above every i8: x < 300 always holds.
// CHECK-LABEL: func.func @above_range(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  return %[[V0]] : i1
// CHECK-NEXT:  }
func.func @above_range(%arg0: i8) -> i1 {
  %f = arith.sitofp %arg0 : i8 to f32
  %c = arith.constant 300.0 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  return %0 : i1
}

// -----

// -300 is below every i8: x > -300 always holds, x == -300 never.
// CHECK-LABEL: func.func @below_range(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  return %[[V0]] : i1
// CHECK-NEXT:  }
func.func @below_range(%arg0: i8) -> i1 {
  %f = arith.sitofp %arg0 : i8 to f32
  %c = arith.constant -300.0 : f32
  %0 = arith.cmpf oeq, %f, %c : f32
  return %0 : i1
}

// -----

// Infinity is above every i16.
// CHECK-LABEL: func.func @infinity(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  return %[[V0]] : i1
// CHECK-NEXT:  }
func.func @infinity(%arg0: i16) -> i1 {
  %f = arith.sitofp %arg0 : i16 to f32
  %c = arith.constant 0x7F800000 : f32
  %0 = arith.cmpf ogt, %f, %c : f32
  return %0 : i1
}

// -----

// ord: a converted integer is never NaN.
// CHECK-LABEL: func.func @ord(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  return %[[V0]] : i1
// CHECK-NEXT:  }
func.func @ord(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant 1.0 : f32
  %0 = arith.cmpf ord, %f, %c : f32
  return %0 : i1
}

// -----

// uno: likewise, never unordered.
// CHECK-LABEL: func.func @uno(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  return %[[V0]] : i1
// CHECK-NEXT:  }
func.func @uno(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant 1.0 : f32
  %0 = arith.cmpf uno, %f, %c : f32
  return %0 : i1
}

// -----

// Against NaN: left alone.
// CHECK-LABEL: func.func @nan_constant(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  return %[[V0]] : i1
// CHECK-NEXT:  }
func.func @nan_constant(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  return %0 : i1
}

// -----

// -0.0 compares as zero.
// CHECK-LABEL: func.func @negative_zero(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi sge, %arg0, %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @negative_zero(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant -0.0 : f32
  %0 = arith.cmpf oge, %f, %c : f32
  return %0 : i1
}

// -----

// i32 does not fit f32's 24 bits: near 3e7 the conversion rounds, so the
// comparison stays.
// CHECK-LABEL: func.func @rounding_may_matter(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 3.000000e+07 : f32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.cmpf olt, %[[V1]], %[[V0]] : f32
// CHECK-NEXT:  return %[[V2]] : i1
// CHECK-NEXT:  }
func.func @rounding_may_matter(%arg0: i32) -> i1 {
  %f = arith.sitofp %arg0 : i32 to f32
  %c = arith.constant 3.0e7 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  return %0 : i1
}

// -----

// i64 into f64 rounds too, but not below 2^53: 100.5 is safe.
// CHECK-LABEL: func.func @wide_but_small_constant(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 100 : i64
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi sle, %arg0, %[[V0]] : i64
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @wide_but_small_constant(%arg0: i64) -> i1 {
  %f = arith.sitofp %arg0 : i64 to f64
  %c = arith.constant 100.5 : f64
  %0 = arith.cmpf olt, %f, %c : f64
  return %0 : i1
}

// -----

// f16 holds 11 bits, i8 fits: the pattern applies.
// CHECK-LABEL: func.func @half_precision(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 2 : i8
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi sle, %arg0, %[[V0]] : i8
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @half_precision(%arg0: i8) -> i1 {
  %f = arith.sitofp %arg0 : i8 to f16
  %c = arith.constant 2.5 : f16
  %0 = arith.cmpf ole, %f, %c : f16
  return %0 : i1
}

// -----

// bf16 holds 8 bits: i8 fits, i16 would not.
// CHECK-LABEL: func.func @bfloat(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i8
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi sgt, %arg0, %[[V0]] : i8
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @bfloat(%arg0: i8) -> i1 {
  %f = arith.sitofp %arg0 : i8 to bf16
  %c = arith.constant 3.0 : bf16
  %0 = arith.cmpf ogt, %f, %c : bf16
  return %0 : i1
}

// -----

// The left operand is not a conversion: nothing to do.
// CHECK-LABEL: func.func @not_a_conversion(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpf olt, %arg0, %[[V0]] : f32
// CHECK-NEXT:  return %[[V1]] : i1
// CHECK-NEXT:  }
func.func @not_a_conversion(%arg0: f32) -> i1 {
  %c = arith.constant 3.0 : f32
  %0 = arith.cmpf olt, %arg0, %c : f32
  return %0 : i1
}
