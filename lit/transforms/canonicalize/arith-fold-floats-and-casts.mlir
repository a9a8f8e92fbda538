// Float and cast folders of arith (ArithOps.cpp `fold` methods, MLIR's
// APFloat semantics in f16, bf16, f32 and f64: IEEE results, NaN and
// infinities, signed zeros; casts between integers, floats and index).
// Each case is byte-identical with mlir-opt-22.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// IEEE results, rounded to each type (0.1 + 0.2 in f64, 1/3 in f16 and
// bf16).
// CHECK-LABEL: func.func @float_arithmetic(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 4.750000e+00 : f32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 4.875000e+00 : f32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 0.461538464 : f32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.constant 3.332520e-01 : f16
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.constant 3.339840e-01 : bf16
// CHECK-NEXT:  return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]] : f32, f32, f32, f64, f16, bf16
// CHECK-NEXT:  }
func.func @float_arithmetic() -> (f32, f32, f32, f64, f16, bf16) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 3.25 : f32
  %c = arith.constant 0.1 : f64
  %d = arith.constant 0.2 : f64
  %e = arith.constant 1.0 : f16
  %f = arith.constant 3.0 : f16
  %g = arith.constant 1.0 : bf16
  %h = arith.constant 3.0 : bf16
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %a, %b : f32
  %2 = arith.divf %a, %b : f32
  %3 = arith.addf %c, %d : f64
  %4 = arith.divf %e, %f : f16
  %5 = arith.divf %g, %h : bf16
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f64, f16, bf16
}

// -----

// inf + -inf and inf * 0 are NaN; 1 / 0 is inf; 0 - 0 is +0.
// CHECK-LABEL: func.func @float_special_values(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 0x7F800000 : f32
// CHECK-NEXT:  return %[[V1]], %[[V2]], %[[V1]], %[[V0]] : f32, f32, f32, f32
// CHECK-NEXT:  }
func.func @float_special_values() -> (f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %inf, %ninf : f32
  %1 = arith.divf %one, %z : f32
  %2 = arith.mulf %inf, %z : f32
  %3 = arith.subf %z, %z : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

// x + -0, x - 0, x * 1, x / 1 are x; x + 0 and x - -0 are not (x may be
// -0).
// CHECK-LABEL: func.func @float_identities(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.addf %arg0, %[[V0]] : f32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.subf %arg0, %[[V1]] : f32
// CHECK-NEXT:  return %arg0, %[[V2]], %arg0, %arg0, %arg0, %[[V3]] : f32, f32, f32, f32, f32, f32
// CHECK-NEXT:  }
func.func @float_identities(%arg0: f32) -> (f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %arg0, %nz : f32
  %1 = arith.addf %arg0, %z : f32
  %2 = arith.subf %arg0, %z : f32
  %3 = arith.mulf %arg0, %one : f32
  %4 = arith.divf %arg0, %one : f32
  %5 = arith.subf %arg0, %nz : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

// negf of a constant folds; negf of negf is the value.
// CHECK-LABEL: func.func @negf(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:  return %[[V0]], %arg0 : f32, f32
// CHECK-NEXT:  }
func.func @negf(%arg0: f32) -> (f32, f32) {
  %a = arith.constant 1.5 : f32
  %0 = arith.negf %a : f32
  %1 = arith.negf %arg0 : f32
  %2 = arith.negf %1 : f32
  return %0, %2 : f32, f32
}

// -----

// Elementwise float folding of a dense vector and a splat.
// CHECK-LABEL: func.func @float_vectors(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant dense<[5.000000e-01, 1.000000e+00]> : vector<2xf32>
// CHECK-NEXT:  return %[[V0]] : vector<2xf32>
// CHECK-NEXT:  }
func.func @float_vectors() -> vector<2xf32> {
  %f = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %g = arith.constant dense<0.5> : vector<2xf32>
  %0 = arith.mulf %f, %g : vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// Ordered predicates are false with a NaN operand, unordered ones true.
// CHECK-LABEL: func.func @cmpf_constants(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  return %[[V0]], %[[V1]], %[[V0]], %[[V1]], %[[V0]], %[[V1]] : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_constants() -> (i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf ogt, %a, %b : f32
  %2 = arith.cmpf uno, %a, %n : f32
  %3 = arith.cmpf ord, %a, %n : f32
  %4 = arith.cmpf ueq, %n, %n : f32
  %5 = arith.cmpf one, %a, %a : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// A value compared with itself: only true, false and the unordered-equal
// predicates are known (it may be NaN).
// CHECK-LABEL: func.func @cmpf_same_operand(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.cmpf oeq, %arg0, %arg0 : f32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpf ueq, %arg0, %arg0 : f32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.cmpf true, %arg0, %arg0 : f32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.cmpf false, %arg0, %arg0 : f32
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.cmpf ole, %arg0, %arg0 : f32
// CHECK-NEXT:  return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]] : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_same_operand(%arg0: f32) -> (i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf oeq, %arg0, %arg0 : f32
  %1 = arith.cmpf ueq, %arg0, %arg0 : f32
  %2 = arith.cmpf true, %arg0, %arg0 : f32
  %3 = arith.cmpf false, %arg0, %arg0 : f32
  %4 = arith.cmpf uno, %arg0, %arg0 : f32
  %5 = arith.cmpf ole, %arg0, %arg0 : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// sitofp, fptosi (truncating toward zero), bitcast; an fptosi that does
// not fit is left alone.
// CHECK-LABEL: func.func @int_float_casts(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 7.000000e+00 : f64
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 3.000000e+10 : f32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 7.000000e+00 : f32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.constant -2 : i32
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.constant 9.809080e-45 : f32
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.fptosi %[[V1]] : f32 to i32
// CHECK-NEXT:  return %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V0]] : f32, i32, f32, i32, f64
// CHECK-NEXT:  }
func.func @int_float_casts() -> (f32, i32, f32, i32, f64) {
  %a = arith.constant 7 : i32
  %f = arith.constant -2.5 : f32
  %g = arith.constant 3.0e10 : f32
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.fptosi %f : f32 to i32
  %2 = arith.bitcast %a : i32 to f32
  %3 = arith.fptosi %g : f32 to i32
  %4 = arith.sitofp %a : i32 to f64
  return %0, %1, %2, %3, %4 : f32, i32, f32, i32, f64
}

// -----

// index_cast of constants, both ways.
// CHECK-LABEL: func.func @index_cast_constants(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -7 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 44 : i8
// CHECK-NEXT:  return %[[V0]], %[[V1]] : index, i8
// CHECK-NEXT:  }
func.func @index_cast_constants() -> (index, i8) {
  %a = arith.constant -7 : i32
  %b = arith.constant 300 : index
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %b : index to i8
  return %0, %1 : index, i8
}

// -----

// i32 -> index -> i32 is the i32; index -> i32 -> index loses bits and
// stays; index -> i64 -> index -> i64 is the first i64.
// CHECK-LABEL: func.func @index_cast_round_trips(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.index_cast %arg1 : index to i64
// CHECK-NEXT:  return %arg0, %arg1, %[[V0]] : i32, index, i64
// CHECK-NEXT:  }
func.func @index_cast_round_trips(%arg0: i32, %arg1: index) -> (i32, index, i64) {
  %0 = arith.index_cast %arg0 : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_cast %arg1 : index to i32
  %3 = arith.index_cast %2 : i32 to index
  %4 = arith.index_cast %arg1 : index to i64
  %5 = arith.index_cast %4 : i64 to index
  %6 = arith.index_cast %5 : index to i64
  return %1, %3, %6 : i32, index, i64
}
