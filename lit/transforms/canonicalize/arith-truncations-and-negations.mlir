// arith.trunci's patterns (TruncIExtSIToExtSI, TruncIExtUIToExtUI,
// TruncIShrSIToTrunciShrUI) and MulFOfNegF, DivFOfNegF
// (ArithCanonicalization.td), with the cases where they must not apply.
// mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// trunci(extsi(i8 to i64) to i32): one extsi to i32.
// CHECK-LABEL: func.func @trunc_extsi
// CHECK-NEXT:    %[[E:.+]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:    return %[[E]]
func.func @trunc_extsi(%arg0: i8) -> i32 {
  %0 = arith.extsi %arg0 : i8 to i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @trunc_extui
// CHECK-NEXT:    %[[E:.+]] = arith.extui %arg0 : i8 to i16
func.func @trunc_extui(%arg0: i8) -> i16 {
  %0 = arith.extui %arg0 : i8 to i64
  %1 = arith.trunci %0 : i64 to i16
  return %1 : i16
}

// -----

// Back to the source width: the value (trunci's folder).
// CHECK-LABEL: func.func @trunc_extsi_exact
// CHECK-NEXT:    return %arg0 : i8
func.func @trunc_extsi_exact(%arg0: i8) -> i8 {
  %0 = arith.extsi %arg0 : i8 to i64
  %1 = arith.trunci %0 : i64 to i8
  return %1 : i8
}

// -----

// Below the source width: one trunci (trunci's folder).
// CHECK-LABEL: func.func @trunc_below_source
// CHECK-NEXT:    %[[T:.+]] = arith.trunci %arg0 : i16 to i8
func.func @trunc_below_source(%arg0: i16) -> i8 {
  %0 = arith.extui %arg0 : i16 to i64
  %1 = arith.trunci %0 : i64 to i8
  return %1 : i8
}

// -----

// CHECK-LABEL: func.func @trunc_extsi_vector
// CHECK-NEXT:    %[[E:.+]] = arith.extsi %arg0 : vector<2xi8> to vector<2xi32>
func.func @trunc_extsi_vector(%arg0: vector<2xi8>) -> vector<2xi32> {
  %0 = arith.extsi %arg0 : vector<2xi8> to vector<2xi64>
  %1 = arith.trunci %0 : vector<2xi64> to vector<2xi32>
  return %1 : vector<2xi32>
}

// -----

// trunci(shrsi(x, 32)) from i64 to i32: the sign bits shifted in are
// cut, so shrui does the same.
// CHECK-LABEL: func.func @trunc_shrsi
// CHECK-NEXT:    %[[C:.+]] = arith.constant 32 : i64
// CHECK-NEXT:    %[[S:.+]] = arith.shrui %arg0, %[[C]] : i64
// CHECK-NEXT:    %[[T:.+]] = arith.trunci %[[S]] : i64 to i32
func.func @trunc_shrsi(%arg0: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %arg0, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}

// -----

// The trunci keeps its flags.
// CHECK-LABEL: func.func @trunc_shrsi_flags
// CHECK:         %[[T:.+]] = arith.trunci %{{.+}} overflow<nsw> : i64 to i32
func.func @trunc_shrsi_flags(%arg0: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %arg0, %c32 : i64
  %1 = arith.trunci %0 overflow<nsw> : i64 to i32
  return %1 : i32
}

// -----

// A shift by another amount: stays.
// CHECK-LABEL: func.func @trunc_shrsi_other_amount
// CHECK:         arith.shrsi %arg0, %{{.+}} : i64
func.func @trunc_shrsi_other_amount(%arg0: i64) -> i32 {
  %c16 = arith.constant 16 : i64
  %0 = arith.shrsi %arg0, %c16 : i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}

// -----

// A splat amount on vectors.
// CHECK-LABEL: func.func @trunc_shrsi_vector
// CHECK-NEXT:    %[[C:.+]] = arith.constant dense<8> : vector<4xi16>
// CHECK-NEXT:    %[[S:.+]] = arith.shrui %arg0, %[[C]] : vector<4xi16>
func.func @trunc_shrsi_vector(%arg0: vector<4xi16>) -> vector<4xi8> {
  %c8 = arith.constant dense<8> : vector<4xi16>
  %0 = arith.shrsi %arg0, %c8 : vector<4xi16>
  %1 = arith.trunci %0 : vector<4xi16> to vector<4xi8>
  return %1 : vector<4xi8>
}

// -----

// mulf of two negations, with the mulf's flags.
// CHECK-LABEL: func.func @mulf_negs
// CHECK-NEXT:    %[[M:.+]] = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    return %[[M]]
func.func @mulf_negs(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.negf %arg0 : f32
  %1 = arith.negf %arg1 : f32
  %2 = arith.mulf %0, %1 fastmath<fast> : f32
  return %2 : f32
}

// -----

// divf of two negations; the negations' flags go.
// CHECK-LABEL: func.func @divf_negs
// CHECK-NEXT:    %[[D:.+]] = arith.divf %arg0, %arg1 : f64
func.func @divf_negs(%arg0: f64, %arg1: f64) -> f64 {
  %0 = arith.negf %arg0 fastmath<nnan> : f64
  %1 = arith.negf %arg1 : f64
  %2 = arith.divf %0, %1 : f64
  return %2 : f64
}

// -----

// One negation: stays.
// CHECK-LABEL: func.func @mulf_one_neg
// CHECK-NEXT:    %[[N:.+]] = arith.negf %arg0 : f32
// CHECK-NEXT:    %[[M:.+]] = arith.mulf %[[N]], %arg1 : f32
func.func @mulf_one_neg(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.negf %arg0 : f32
  %2 = arith.mulf %0, %arg1 : f32
  return %2 : f32
}
