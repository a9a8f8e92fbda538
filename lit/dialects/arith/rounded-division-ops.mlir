// arith.maxui, minui, ceildivsi, ceildivui and floordivsi: the custom form
// `$lhs, $rhs attr-dict : type`, on scalars, index, vectors and tensors,
// read back from the custom and the generic forms.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @ops(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %{{.*}} = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.floordivsi %arg0, %arg1 {tag = 1 : i64} : i32
// CHECK-NEXT:    return
func.func @ops(%arg0: i32, %arg1: i32) {
  %0 = arith.maxui %arg0, %arg1 : i32
  %1 = arith.minui %arg0, %arg1 : i32
  %2 = arith.ceildivsi %arg0, %arg1 : i32
  %3 = arith.ceildivui %arg0, %arg1 : i32
  %4 = arith.floordivsi %arg0, %arg1 {tag = 1} : i32
  return
}

// CHECK-LABEL: func.func @shaped(%arg0: index, %arg1: vector<4xi8>, %arg2: tensor<2x?xi64>) {
// CHECK-NEXT:    %{{.*}} = arith.ceildivui %arg0, %arg0 : index
// CHECK-NEXT:    %{{.*}} = arith.floordivsi %arg1, %arg1 : vector<4xi8>
// CHECK-NEXT:    %{{.*}} = arith.maxui %arg2, %arg2 : tensor<2x?xi64>
// CHECK-NEXT:    return
func.func @shaped(%arg0: index, %arg1: vector<4xi8>, %arg2: tensor<2x?xi64>) {
  %0 = arith.ceildivui %arg0, %arg0 : index
  %1 = arith.floordivsi %arg1, %arg1 : vector<4xi8>
  %2 = arith.maxui %arg2, %arg2 : tensor<2x?xi64>
  return
}
