// Cast ops (extsi extui trunci sitofp fptosi index_cast bitcast) custom syntax `$in attr-dict : type to type` on scalars, index, vectors and tensors (including dynamic dims), chained through results.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @int_casts(%arg0: i32, %arg1: i1, %arg2: vector<4xi8>, %arg3: tensor<?x2xi16>) -> i8 {
// CHECK-NEXT:    %[[A:.*]] = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:    %[[B:.*]] = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:    %{{.*}} = arith.extui %arg1 : i1 to i32
// CHECK-NEXT:    %{{.*}} = arith.extsi %arg1 : i1 to i8
// CHECK-NEXT:    %[[C:.*]] = arith.trunci %[[A]] : i64 to i8
// CHECK-NEXT:    %{{.*}} = arith.trunci %[[B]] : i64 to i1
// CHECK-NEXT:    %{{.*}} = arith.extsi %arg2 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT:    %{{.*}} = arith.extui %arg3 : tensor<?x2xi16> to tensor<?x2xi64>
// CHECK-NEXT:    %{{.*}} = arith.trunci %arg3 : tensor<?x2xi16> to tensor<?x2xi8>
// CHECK-NEXT:    %{{.*}} = arith.extsi %arg0 {foo = 1 : i32} : i32 to i64
// CHECK-NEXT:    %{{.*}} = arith.trunci %arg0 overflow<nuw> {foo} : i32 to i8
// CHECK-NEXT:    return %[[C]] : i8
func.func @int_casts(%arg0: i32, %arg1: i1, %arg2: vector<4xi8>, %arg3: tensor<?x2xi16>) -> i8 {
  %0 = arith.extsi %arg0 : i32 to i64
  %1 = arith.extui %arg0 : i32 to i64
  %2 = arith.extui %arg1 : i1 to i32
  %3 = arith.extsi %arg1 : i1 to i8
  %4 = arith.trunci %0 : i64 to i8
  %5 = arith.trunci %1 : i64 to i1
  %6 = arith.extsi %arg2 : vector<4xi8> to vector<4xi32>
  %7 = arith.extui %arg3 : tensor<?x2xi16> to tensor<?x2xi64>
  %8 = arith.trunci %arg3 : tensor<?x2xi16> to tensor<?x2xi8>
  %9 = arith.extsi %arg0 {foo = 1 : i32} : i32 to i64
  %10 = arith.trunci %arg0 overflow<nuw> {foo} : i32 to i8
  return %4 : i8
}

// CHECK-LABEL: func.func @int_float(%arg0: i32, %arg1: f32, %arg2: vector<2xi64>, %arg3: tensor<3xf16>) -> f64 {
// CHECK-NEXT:    %{{.*}} = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:    %[[D:.*]] = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT:    %{{.*}} = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT:    %{{.*}} = arith.fptosi %arg1 : f32 to i32
// CHECK-NEXT:    %{{.*}} = arith.fptosi %arg1 : f32 to i8
// CHECK-NEXT:    %{{.*}} = arith.fptosi %arg1 : f32 to i64
// CHECK-NEXT:    %{{.*}} = arith.sitofp %arg2 : vector<2xi64> to vector<2xbf16>
// CHECK-NEXT:    %{{.*}} = arith.fptosi %arg3 : tensor<3xf16> to tensor<3xi32>
// CHECK-NEXT:    %{{.*}} = arith.sitofp %arg0 {foo} : i32 to f32
// CHECK-NEXT:    return %[[D]] : f64
func.func @int_float(%arg0: i32, %arg1: f32, %arg2: vector<2xi64>, %arg3: tensor<3xf16>) -> f64 {
  %0 = arith.sitofp %arg0 : i32 to f32
  %1 = arith.sitofp %arg0 : i32 to f64
  %2 = arith.sitofp %arg0 : i32 to f16
  %3 = arith.fptosi %arg1 : f32 to i32
  %4 = arith.fptosi %arg1 : f32 to i8
  %5 = arith.fptosi %arg1 : f32 to i64
  %6 = arith.sitofp %arg2 : vector<2xi64> to vector<2xbf16>
  %7 = arith.fptosi %arg3 : tensor<3xf16> to tensor<3xi32>
  %8 = arith.sitofp %arg0 {foo} : i32 to f32
  return %1 : f64
}

// CHECK-LABEL: func.func @index_cast(%arg0: i32, %arg1: index, %arg2: vector<4xindex>, %arg3: tensor<?xi64>) -> index {
// CHECK-NEXT:    %[[I:.*]] = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    %{{.*}} = arith.index_cast %arg1 : index to i64
// CHECK-NEXT:    %{{.*}} = arith.index_cast %arg1 : index to i1
// CHECK-NEXT:    %{{.*}} = arith.index_cast %arg2 : vector<4xindex> to vector<4xi32>
// CHECK-NEXT:    %{{.*}} = arith.index_cast %arg3 : tensor<?xi64> to tensor<?xindex>
// CHECK-NEXT:    %{{.*}} = arith.index_cast %arg1 {foo.x} : index to i8
// CHECK-NEXT:    return %[[I]] : index
func.func @index_cast(%arg0: i32, %arg1: index, %arg2: vector<4xindex>, %arg3: tensor<?xi64>) -> index {
  %0 = arith.index_cast %arg0 : i32 to index
  %1 = arith.index_cast %arg1 : index to i64
  %2 = arith.index_cast %arg1 : index to i1
  %3 = arith.index_cast %arg2 : vector<4xindex> to vector<4xi32>
  %4 = arith.index_cast %arg3 : tensor<?xi64> to tensor<?xindex>
  %5 = arith.index_cast %arg1 {foo.x} : index to i8
  return %0 : index
}

// CHECK-LABEL: func.func @bitcast(%arg0: i32, %arg1: f16, %arg2: vector<2xf32>, %arg3: tensor<4xi64>, %arg4: bf16) -> f32 {
// CHECK-NEXT:    %[[F:.*]] = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT:    %{{.*}} = arith.bitcast %[[F]] : f32 to i32
// CHECK-NEXT:    %{{.*}} = arith.bitcast %arg1 : f16 to i16
// CHECK-NEXT:    %{{.*}} = arith.bitcast %arg1 : f16 to bf16
// CHECK-NEXT:    %{{.*}} = arith.bitcast %arg4 : bf16 to i16
// CHECK-NEXT:    %{{.*}} = arith.bitcast %arg0 : i32 to i32
// CHECK-NEXT:    %{{.*}} = arith.bitcast %arg2 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT:    %{{.*}} = arith.bitcast %arg3 : tensor<4xi64> to tensor<4xf64>
// CHECK-NEXT:    %{{.*}} = arith.bitcast %arg0 {foo} : i32 to f32
// CHECK-NEXT:    return %[[F]] : f32
func.func @bitcast(%arg0: i32, %arg1: f16, %arg2: vector<2xf32>, %arg3: tensor<4xi64>, %arg4: bf16) -> f32 {
  %0 = arith.bitcast %arg0 : i32 to f32
  %1 = arith.bitcast %0 : f32 to i32
  %2 = arith.bitcast %arg1 : f16 to i16
  %3 = arith.bitcast %arg1 : f16 to bf16
  %4 = arith.bitcast %arg4 : bf16 to i16
  %5 = arith.bitcast %arg0 : i32 to i32
  %6 = arith.bitcast %arg2 : vector<2xf32> to vector<2xi32>
  %7 = arith.bitcast %arg3 : tensor<4xi64> to tensor<4xf64>
  %8 = arith.bitcast %arg0 {foo} : i32 to f32
  return %0 : f32
}
