// The arith conversions extf, truncf (rounding modes, fast-math flags),
// uitofp, fptoui, index_castui, the extended ops addui_extended,
// mulsi_extended, mului_extended (two results, named after their
// declaration in the custom form) and the scaling casts, on scalars,
// vectors and tensors, read back from the custom and the generic forms.
// A rounding mode written as a string reads as its keyword.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @float_casts(%arg0: f16, %arg1: f32, %arg2: f64, %arg3: vector<4xf16>, %arg4: tensor<2x?xf32>) {
// CHECK-NEXT:   %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:   %1 = arith.extf %arg1 fastmath<contract> : f32 to f64
// CHECK-NEXT:   %2 = arith.extf %arg3 : vector<4xf16> to vector<4xf64>
// CHECK-NEXT:   %3 = arith.truncf %arg2 : f64 to f32
// CHECK-NEXT:   %4 = arith.truncf %arg1 downward : f32 to f16
// CHECK-NEXT:   %5 = arith.truncf %arg1 to_nearest_away fastmath<fast> : f32 to bf16
// CHECK-NEXT:   %6 = arith.truncf %arg4 upward : tensor<2x?xf32> to tensor<2x?xf16>
// CHECK-NEXT:   %7 = arith.truncf %arg2 toward_zero fastmath<nnan,ninf> : f64 to f16
// CHECK-NEXT:   %8 = arith.truncf %arg2 to_nearest_even : f64 to f32
// CHECK-NEXT:   %9 = arith.extf %arg0 {tag} : f16 to tf32
// CHECK-NEXT:   return
func.func @float_casts(%arg0: f16, %arg1: f32, %arg2: f64, %arg3: vector<4xf16>, %arg4: tensor<2x?xf32>) {
  %0 = arith.extf %arg0 : f16 to f32
  %1 = arith.extf %arg1 fastmath<contract> : f32 to f64
  %2 = arith.extf %arg3 : vector<4xf16> to vector<4xf64>
  %3 = arith.truncf %arg2 : f64 to f32
  %4 = arith.truncf %arg1 downward : f32 to f16
  %5 = arith.truncf %arg1 to_nearest_away fastmath<fast> : f32 to bf16
  %6 = arith.truncf %arg4 "upward" : tensor<2x?xf32> to tensor<2x?xf16>
  %7 = arith.truncf %arg2 toward_zero fastmath<nnan,ninf> : f64 to f16
  %8 = arith.truncf %arg2 to_nearest_even : f64 to f32
  %9 = arith.extf %arg0 {tag} : f16 to tf32
  return
}

// CHECK-LABEL: func.func @int_float_casts(%arg0: i32, %arg1: f32, %arg2: vector<2xi8>, %arg3: index) {
// CHECK-NEXT:   %0 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT:   %1 = arith.fptoui %arg1 : f32 to i8
// CHECK-NEXT:   %2 = arith.uitofp %arg2 : vector<2xi8> to vector<2xf16>
// CHECK-NEXT:   %3 = arith.fptoui %arg1 {tag = 1 : i64} : f32 to i64
// CHECK-NEXT:   %4 = arith.index_castui %arg3 : index to i32
// CHECK-NEXT:   %5 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:   return
func.func @int_float_casts(%arg0: i32, %arg1: f32, %arg2: vector<2xi8>, %arg3: index) {
  %0 = arith.uitofp %arg0 : i32 to f32
  %1 = arith.fptoui %arg1 : f32 to i8
  %2 = arith.uitofp %arg2 : vector<2xi8> to vector<2xf16>
  %3 = arith.fptoui %arg1 {tag = 1} : f32 to i64
  %4 = arith.index_castui %arg3 : index to i32
  %5 = arith.index_castui %arg0 : i32 to index
  return
}

// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: index, %arg2: vector<4xi8>, %arg3: tensor<?xi64>) -> i32 {
// CHECK-NEXT:   %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT:   %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi8>, vector<4xi1>
// CHECK-NEXT:   %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK-NEXT:   %low_2, %high_3 = arith.mului_extended %arg1, %arg1 {tag} : index
// CHECK-NEXT:   %low_4, %high_5 = arith.mulsi_extended %arg3, %arg3 : tensor<?xi64>
// CHECK-NEXT:   %sum_6, %overflow_7 = arith.addui_extended %arg3, %arg3 : tensor<?xi64>, tensor<?xi1>
// CHECK-NEXT:   return %high : i32
func.func @extended(%arg0: i32, %arg1: index, %arg2: vector<4xi8>, %arg3: tensor<?xi64>) -> i32 {
  %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
  %0:2 = arith.addui_extended %arg2, %arg2 : vector<4xi8>, vector<4xi1>
  %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
  %1:2 = arith.mului_extended %arg1, %arg1 {tag} : index
  %2:2 = arith.mulsi_extended %arg3, %arg3 : tensor<?xi64>
  %3:2 = arith.addui_extended %arg3, %arg3 : tensor<?xi64>, tensor<?xi1>
  return %high : i32
}

// CHECK-LABEL: func.func @scaling(%arg0: f16, %arg1: f32, %arg2: vector<8xf16>, %arg3: f64) {
// CHECK-NEXT:   %0 = arith.scaling_extf %arg0, %arg0 : f16, f16 to f32
// CHECK-NEXT:   %1 = arith.scaling_extf %arg2, %arg2 fastmath<fast> : vector<8xf16>, vector<8xf16> to vector<8xf32>
// CHECK-NEXT:   %2 = arith.scaling_truncf %arg1, %arg0 : f32, f16 to f16
// CHECK-NEXT:   %3 = arith.scaling_truncf %arg3, %arg1 downward fastmath<contract> : f64, f32 to bf16
// CHECK-NEXT:   return
func.func @scaling(%arg0: f16, %arg1: f32, %arg2: vector<8xf16>, %arg3: f64) {
  %0 = arith.scaling_extf %arg0, %arg0 : f16, f16 to f32
  %1 = arith.scaling_extf %arg2, %arg2 fastmath<fast> : vector<8xf16>, vector<8xf16> to vector<8xf32>
  %2 = arith.scaling_truncf %arg1, %arg0 : f32, f16 to f16
  %3 = arith.scaling_truncf %arg3, %arg1 downward fastmath<contract> : f64, f32 to bf16
  return
}
