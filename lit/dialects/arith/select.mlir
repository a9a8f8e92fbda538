// arith.select custom syntax: with a scalar i1 condition only the result type is written (`: T`); with a shaped condition both (`: C, T`); scalar conditions also select whole vectors/tensors; attr-dict before the colon.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: index, %arg4: vector<4xi1>, %arg5: vector<4xf32>, %arg6: tensor<?xi1>, %arg7: tensor<?xi64>) -> i32 {
// CHECK-NEXT:    %[[A:.*]] = arith.select %arg0, %arg1, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.select %arg0, %arg2, %arg2 : f32
// CHECK-NEXT:    %{{.*}} = arith.select %arg0, %arg3, %arg3 : index
// CHECK-NEXT:    %{{.*}} = arith.select %arg0, %arg0, %arg0 : i1
// CHECK-NEXT:    %{{.*}} = arith.select %arg4, %arg5, %arg5 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    %{{.*}} = arith.select %arg0, %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT:    %{{.*}} = arith.select %arg6, %arg7, %arg7 : tensor<?xi1>, tensor<?xi64>
// CHECK-NEXT:    %{{.*}} = arith.select %arg0, %arg7, %arg7 : tensor<?xi64>
// CHECK-NEXT:    %{{.*}} = arith.select %arg0, %arg1, %[[A]] {foo = 1 : i32} : i32
// CHECK-NEXT:    %{{.*}} = arith.select %arg4, %arg4, %arg4 {foo} : vector<4xi1>, vector<4xi1>
// CHECK-NEXT:    return %[[A]] : i32
func.func @select(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: index, %arg4: vector<4xi1>, %arg5: vector<4xf32>, %arg6: tensor<?xi1>, %arg7: tensor<?xi64>) -> i32 {
  %0 = arith.select %arg0, %arg1, %arg1 : i32
  %1 = arith.select %arg0, %arg2, %arg2 : f32
  %2 = arith.select %arg0, %arg3, %arg3 : index
  %3 = arith.select %arg0, %arg0, %arg0 : i1
  %4 = arith.select %arg4, %arg5, %arg5 : vector<4xi1>, vector<4xf32>
  %5 = arith.select %arg0, %arg5, %arg5 : vector<4xf32>
  %6 = arith.select %arg6, %arg7, %arg7 : tensor<?xi1>, tensor<?xi64>
  %7 = arith.select %arg0, %arg7, %arg7 : tensor<?xi64>
  %8 = arith.select %arg0, %arg1, %0 {foo = 1 : i32} : i32
  %9 = arith.select %arg4, %arg4, %arg4 {foo} : vector<4xi1>, vector<4xi1>
  return %0 : i32
}

// An explicit i1 condition type is accepted and dropped on output.
// CHECK-LABEL: func.func @explicit_i1(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    %{{.*}} = arith.select %arg0, %arg1, %arg1 : i32
// CHECK-NEXT:    return
func.func @explicit_i1(%arg0: i1, %arg1: i32) {
  %0 = arith.select %arg0, %arg1, %arg1 : i1, i32
  return
}
