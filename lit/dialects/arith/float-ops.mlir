// Float ops (addf subf mulf divf negf) on scalars, vectors and tensors, with `fastmath<...>` present and absent: flags print comma-separated without spaces in the canonical order reassoc,nnan,ninf,nsz,arcp,contract,afn; all seven print as `fast`; `none` is not printed.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @plain(%arg0: f32, %arg1: f32, %arg2: vector<4xf16>, %arg3: tensor<?xf64>, %arg4: bf16) -> f32 {
// CHECK-NEXT:    %[[A:.*]] = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:    %[[S:.*]] = arith.subf %[[A]], %arg1 : f32
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %[[S]], %[[A]] : f32
// CHECK-NEXT:    %[[D:.*]] = arith.divf %[[M]], %arg0 : f32
// CHECK-NEXT:    %[[N:.*]] = arith.negf %[[D]] : f32
// CHECK-NEXT:    %{{.*}} = arith.addf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:    %{{.*}} = arith.negf %arg2 : vector<4xf16>
// CHECK-NEXT:    %{{.*}} = arith.mulf %arg3, %arg3 : tensor<?xf64>
// CHECK-NEXT:    %{{.*}} = arith.divf %arg3, %arg3 : tensor<?xf64>
// CHECK-NEXT:    %{{.*}} = arith.subf %arg4, %arg4 : bf16
// CHECK-NEXT:    return %[[N]] : f32
func.func @plain(%arg0: f32, %arg1: f32, %arg2: vector<4xf16>, %arg3: tensor<?xf64>, %arg4: bf16) -> f32 {
  %0 = arith.addf %arg0, %arg1 : f32
  %1 = arith.subf %0, %arg1 : f32
  %2 = arith.mulf %1, %0 : f32
  %3 = arith.divf %2, %arg0 : f32
  %4 = arith.negf %3 : f32
  %5 = arith.addf %arg2, %arg2 : vector<4xf16>
  %6 = arith.negf %arg2 : vector<4xf16>
  %7 = arith.mulf %arg3, %arg3 : tensor<?xf64>
  %8 = arith.divf %arg3, %arg3 : tensor<?xf64>
  %9 = arith.subf %arg4, %arg4 : bf16
  return %4 : f32
}

// CHECK-LABEL: func.func @fastmath(%arg0: f32, %arg1: vector<2xf32>) {
// CHECK-NEXT:    %{{.*}} = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %{{.*}} = arith.subf %arg0, %arg0 fastmath<nnan> : f32
// CHECK-NEXT:    %{{.*}} = arith.mulf %arg0, %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %{{.*}} = arith.divf %arg0, %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %{{.*}} = arith.negf %arg0 fastmath<nsz> : f32
// CHECK-NEXT:    %{{.*}} = arith.divf %arg1, %arg1 fastmath<reassoc,nsz,arcp,contract,afn> : vector<2xf32>
// CHECK-NEXT:    %{{.*}} = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %{{.*}} = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %{{.*}} = arith.subf %arg0, %arg0 : f32
// CHECK-NEXT:    %{{.*}} = arith.mulf %arg0, %arg0 fastmath<contract> {foo = 1 : i32} : f32
// CHECK-NEXT:    %{{.*}} = arith.negf %arg0 {foo} : f32
// CHECK-NEXT:    %{{.*}} = arith.addf %arg0, %arg0 fastmath<afn> : f32
// CHECK-NEXT:    %{{.*}} = arith.addf %arg0, %arg0 fastmath<arcp> : f32
// CHECK-NEXT:    %{{.*}} = arith.addf %arg0, %arg0 fastmath<reassoc> : f32
// CHECK-NEXT:    return
func.func @fastmath(%arg0: f32, %arg1: vector<2xf32>) {
  %0 = arith.addf %arg0, %arg0 fastmath<fast> : f32
  %1 = arith.subf %arg0, %arg0 fastmath<nnan> : f32
  %2 = arith.mulf %arg0, %arg0 fastmath<nnan,ninf> : f32
  %3 = arith.divf %arg0, %arg0 fastmath<ninf, nnan> : f32
  %4 = arith.negf %arg0 fastmath<nsz> : f32
  %5 = arith.divf %arg1, %arg1 fastmath<nsz,arcp,contract,afn,reassoc> : vector<2xf32>
  %6 = arith.addf %arg0, %arg0 fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f32
  %7 = arith.addf %arg0, %arg0 fastmath<fast,nnan> : f32
  %8 = arith.subf %arg0, %arg0 fastmath<none> : f32
  %9 = arith.mulf %arg0, %arg0 fastmath<contract> {foo = 1 : i32} : f32
  %10 = arith.negf %arg0 {foo} : f32
  %11 = arith.addf %arg0, %arg0 fastmath<afn> : f32
  %12 = arith.addf %arg0, %arg0 fastmath<arcp> : f32
  %13 = arith.addf %arg0, %arg0 fastmath<reassoc> : f32
  return
}

// Generic forms with and without the fastmath property.
// CHECK-LABEL: func.func @generic(%arg0: f32) {
// CHECK-NEXT:    %{{.*}} = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    %{{.*}} = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:    %{{.*}} = arith.negf %arg0 fastmath<nnan> : f32
// CHECK-NEXT:    return
func.func @generic(%arg0: f32) {
  %0 = "arith.addf"(%arg0, %arg0) : (f32, f32) -> f32
  %1 = "arith.mulf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %2 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  return
}
