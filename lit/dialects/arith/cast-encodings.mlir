// Arith casts between tensors with the same encoding on both sides are
// valid, whatever the encoding attribute is.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @kept(
// CHECK:         arith.extf %{{.*}} : tensor<4xf16, "enc"> to tensor<4xf32, "enc">
// CHECK:         arith.index_cast %{{.*}} : tensor<?xi32, {a = 1 : i64}> to tensor<?xindex, {a = 1 : i64}>
// CHECK:         arith.bitcast %{{.*}} : tensor<4xi32, 7 : i64> to tensor<4xf32, 7 : i64>
func.func @kept(%a: tensor<4xf16, "enc">, %b: tensor<?xi32, {a = 1}>, %c: tensor<4xi32, 7>) -> (tensor<4xf32, "enc">, tensor<?xindex, {a = 1}>, tensor<4xf32, 7>) {
  %0 = arith.extf %a : tensor<4xf16, "enc"> to tensor<4xf32, "enc">
  %1 = arith.index_cast %b : tensor<?xi32, {a = 1}> to tensor<?xindex, {a = 1}>
  %2 = arith.bitcast %c : tensor<4xi32, 7> to tensor<4xf32, 7>
  return %0, %1, %2 : tensor<4xf32, "enc">, tensor<?xindex, {a = 1}>, tensor<4xf32, 7>
}
