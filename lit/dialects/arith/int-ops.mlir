// Integer binary ops (addi subi muli divsi divui remsi remui andi ori xori shli shrsi shrui maxsi minsi) on scalars, index, vectors and tensors; `overflow<...>` on addi/subi/muli/shli/trunci and `exact` on divsi/divui/shrsi/shrui, present and absent, with discardable attr-dicts.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @binary(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:    return
func.func @binary(%arg0: i32, %arg1: i32) {
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.subi %arg0, %arg1 : i32
  %2 = arith.muli %arg0, %arg1 : i32
  %3 = arith.divsi %arg0, %arg1 : i32
  %4 = arith.divui %arg0, %arg1 : i32
  %5 = arith.remsi %arg0, %arg1 : i32
  %6 = arith.remui %arg0, %arg1 : i32
  %7 = arith.andi %arg0, %arg1 : i32
  %8 = arith.ori %arg0, %arg1 : i32
  %9 = arith.xori %arg0, %arg1 : i32
  %10 = arith.shli %arg0, %arg1 : i32
  %11 = arith.shrsi %arg0, %arg1 : i32
  %12 = arith.shrui %arg0, %arg1 : i32
  %13 = arith.maxsi %arg0, %arg1 : i32
  %14 = arith.minsi %arg0, %arg1 : i32
  return
}

// Results feed later ops; i1, index, vector and tensor operands.
// CHECK-LABEL: func.func @shapes(%arg0: index, %arg1: vector<4xi64>, %arg2: tensor<2x?xi8>, %arg3: i1) -> tensor<2x?xi8> {
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : index
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[A]], %arg0 : index
// CHECK-NEXT:    %[[C:.*]] = arith.remsi %[[B]], %[[A]] : index
// CHECK-NEXT:    %[[D:.*]] = arith.xori %arg1, %arg1 : vector<4xi64>
// CHECK-NEXT:    %[[E:.*]] = arith.maxsi %[[D]], %arg1 : vector<4xi64>
// CHECK-NEXT:    %[[F:.*]] = arith.shrui %arg2, %arg2 : tensor<2x?xi8>
// CHECK-NEXT:    %[[G:.*]] = arith.minsi %[[F]], %arg2 : tensor<2x?xi8>
// CHECK-NEXT:    %[[H:.*]] = arith.andi %arg3, %arg3 : i1
// CHECK-NEXT:    %[[I:.*]] = arith.ori %[[H]], %arg3 : i1
// CHECK-NEXT:    return %[[G]] : tensor<2x?xi8>
func.func @shapes(%arg0: index, %arg1: vector<4xi64>, %arg2: tensor<2x?xi8>, %arg3: i1) -> tensor<2x?xi8> {
  %0 = arith.addi %arg0, %arg0 : index
  %1 = arith.muli %0, %arg0 : index
  %2 = arith.remsi %1, %0 : index
  %3 = arith.xori %arg1, %arg1 : vector<4xi64>
  %4 = arith.maxsi %3, %arg1 : vector<4xi64>
  %5 = arith.shrui %arg2, %arg2 : tensor<2x?xi8>
  %6 = arith.minsi %5, %arg2 : tensor<2x?xi8>
  %7 = arith.andi %arg3, %arg3 : i1
  %8 = arith.ori %7, %arg3 : i1
  return %6 : tensor<2x?xi8>
}

// overflow<none> is the default and is not printed; nuw,nsw prints as nsw, nuw.
// CHECK-LABEL: func.func @overflow(%arg0: i32, %arg1: index, %arg2: vector<4xi64>, %arg3: tensor<2xi8>) {
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %{{.*}} = arith.subi %arg1, %arg1 overflow<nsw> : index
// CHECK-NEXT:    %{{.*}} = arith.subi %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT:    %{{.*}} = arith.muli %arg2, %arg2 overflow<nuw> : vector<4xi64>
// CHECK-NEXT:    %{{.*}} = arith.muli %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT:    %{{.*}} = arith.shli %arg3, %arg3 overflow<nsw, nuw> : tensor<2xi8>
// CHECK-NEXT:    %{{.*}} = arith.shli %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT:    %{{.*}} = arith.trunci %arg0 overflow<nsw> : i32 to i8
// CHECK-NEXT:    %{{.*}} = arith.trunci %arg0 overflow<nsw, nuw> : i32 to i16
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg0 overflow<nsw> {foo = 1 : i32} : i32
// CHECK-NEXT:    %{{.*}} = arith.subi %arg0, %arg0 {foo} : i32
// CHECK-NEXT:    return
func.func @overflow(%arg0: i32, %arg1: index, %arg2: vector<4xi64>, %arg3: tensor<2xi8>) {
  %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32
  %1 = arith.addi %arg0, %arg0 overflow<nuw> : i32
  %2 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
  %3 = arith.addi %arg0, %arg0 overflow<nuw,nsw> : i32
  %4 = arith.addi %arg0, %arg0 overflow<none> : i32
  %5 = arith.subi %arg1, %arg1 overflow<nsw> : index
  %6 = arith.subi %arg0, %arg0 overflow<nsw, nuw> : i32
  %7 = arith.muli %arg2, %arg2 overflow<nuw> : vector<4xi64>
  %8 = arith.muli %arg0, %arg0 overflow<nsw> : i32
  %9 = arith.shli %arg3, %arg3 overflow<nsw, nuw> : tensor<2xi8>
  %10 = arith.shli %arg0, %arg0 overflow<nuw> : i32
  %11 = arith.trunci %arg0 overflow<nsw> : i32 to i8
  %12 = arith.trunci %arg0 overflow<nuw, nsw> : i32 to i16
  %13 = arith.addi %arg0, %arg0 overflow<nsw> {foo = 1 : i32} : i32
  %14 = arith.subi %arg0, %arg0 {foo} : i32
  return
}

// CHECK-LABEL: func.func @exact(%arg0: i32, %arg1: vector<2xi16>) {
// CHECK-NEXT:    %{{.*}} = arith.divsi %arg0, %arg0 exact : i32
// CHECK-NEXT:    %{{.*}} = arith.divui %arg0, %arg0 exact : i32
// CHECK-NEXT:    %{{.*}} = arith.shrsi %arg1, %arg1 exact : vector<2xi16>
// CHECK-NEXT:    %{{.*}} = arith.shrui %arg0, %arg0 exact : i32
// CHECK-NEXT:    %{{.*}} = arith.divsi %arg0, %arg0 exact {foo} : i32
// CHECK-NEXT:    %{{.*}} = arith.divui %arg0, %arg0 {foo.bar = "x"} : i32
// CHECK-NEXT:    return
func.func @exact(%arg0: i32, %arg1: vector<2xi16>) {
  %0 = arith.divsi %arg0, %arg0 exact : i32
  %1 = arith.divui %arg0, %arg0 exact : i32
  %2 = arith.shrsi %arg1, %arg1 exact : vector<2xi16>
  %3 = arith.shrui %arg0, %arg0 exact : i32
  %4 = arith.divsi %arg0, %arg0 exact {foo} : i32
  %5 = arith.divui %arg0, %arg0 {foo.bar = "x"} : i32
  return
}

// Generic forms: the default overflow flags and a missing isExact give the
// plain custom form.
// CHECK-LABEL: func.func @generic(%arg0: i32) {
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %{{.*}} = arith.muli %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT:    %{{.*}} = arith.shrui %arg0, %arg0 exact : i32
// CHECK-NEXT:    %{{.*}} = arith.shrui %arg0, %arg0 : i32
// CHECK-NEXT:    return
func.func @generic(%arg0: i32) {
  %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32
  %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %2 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
  %3 = "arith.shrui"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
  %4 = "arith.shrui"(%arg0, %arg0) : (i32, i32) -> i32
  return
}
