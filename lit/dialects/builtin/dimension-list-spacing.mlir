// The parts of a shape may stand apart, as MLIR's tokens may: spaces and
// line breaks around each `x`, inside a scalable dimension's brackets and
// before the element type (MLIR's own tests write `vector<42 x i32>`).
// Each type prints in the compact form. mlir-opt-22 prints the same.
// RUN: strata-opt %s | FileCheck %s

// CHECK-LABEL: func.func private @shapes(
// CHECK-SAME:    vector<42xi32>, tensor<4x?xf32>, memref<2x3xf32>, vector<[4]xf32>, vector<2x[4]xi8>, tensor<4xf32>, tensor<0xi32>, tensor<*xf32>)
func.func private @shapes(vector<42 x i32>, tensor<4 x ? x f32>, memref<2 x 3 xf32>,
  vector<[ 4 ] x f32>, vector<2x[4] x i8>, tensor<
  4 x
  f32>, tensor<0 xi32>, tensor<* x f32>)

// CHECK-LABEL: func.func @constant(
// CHECK-NEXT:    arith.constant dense<0> : vector<42xi32>
func.func @constant() {
  %c = arith.constant dense<0> : vector<42 x i32>
  return
}
