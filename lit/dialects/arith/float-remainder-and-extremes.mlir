// arith.remf, maximumf, minimumf, maxnumf and minnumf: the custom form
// `$lhs, $rhs (fastmath<...>)? attr-dict : type` on scalars, vectors and
// tensors, read back from the custom and the generic forms.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @ops(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %{{.*}} = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.maximumf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %{{.*}} = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.maxnumf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    %{{.*}} = arith.minnumf %arg0, %arg1 {tag} : f32
// CHECK-NEXT:    return
func.func @ops(%arg0: f32, %arg1: f32) {
  %0 = arith.remf %arg0, %arg1 : f32
  %1 = arith.maximumf %arg0, %arg1 fastmath<nnan,ninf> : f32
  %2 = arith.minimumf %arg0, %arg1 fastmath<none> : f32
  %3 = arith.maxnumf %arg0, %arg1 fastmath<fast> : f32
  %4 = arith.minnumf %arg0, %arg1 {tag} : f32
  return
}

// CHECK-LABEL: func.func @shaped(%arg0: vector<4xf16>, %arg1: tensor<?xbf16>, %arg2: f64) {
// CHECK-NEXT:    %{{.*}} = arith.remf %arg0, %arg0 : vector<4xf16>
// CHECK-NEXT:    %{{.*}} = arith.maximumf %arg1, %arg1 : tensor<?xbf16>
// CHECK-NEXT:    %{{.*}} = arith.minnumf %arg2, %arg2 : f64
// CHECK-NEXT:    return
func.func @shaped(%arg0: vector<4xf16>, %arg1: tensor<?xbf16>, %arg2: f64) {
  %0 = arith.remf %arg0, %arg0 : vector<4xf16>
  %1 = arith.maximumf %arg1, %arg1 : tensor<?xbf16>
  %2 = arith.minnumf %arg2, %arg2 : f64
  return
}
