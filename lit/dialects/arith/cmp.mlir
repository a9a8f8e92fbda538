// arith.cmpi (all 10 predicates) and arith.cmpf (all 16 predicates) custom syntax: keyword or string predicate, scalar/index/vector/tensor operands with i1-shaped results, cmpf fastmath, attr-dicts, and generic forms with the integer predicate.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @cmpi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %{{.*}} = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT:    return
func.func @cmpi(%arg0: i32, %arg1: i32) {
  %0 = arith.cmpi eq, %arg0, %arg1 : i32
  %1 = arith.cmpi ne, %arg0, %arg1 : i32
  %2 = arith.cmpi slt, %arg0, %arg1 : i32
  %3 = arith.cmpi sle, %arg0, %arg1 : i32
  %4 = arith.cmpi sgt, %arg0, %arg1 : i32
  %5 = arith.cmpi sge, %arg0, %arg1 : i32
  %6 = arith.cmpi ult, %arg0, %arg1 : i32
  %7 = arith.cmpi ule, %arg0, %arg1 : i32
  %8 = arith.cmpi ugt, %arg0, %arg1 : i32
  %9 = arith.cmpi uge, %arg0, %arg1 : i32
  return
}

// The result is i1, or i1 with the operand's shape; the result type is not
// written. A string predicate is accepted and printed as a keyword.
// CHECK-LABEL: func.func @cmpi_shapes(%arg0: index, %arg1: vector<4xi8>, %arg2: tensor<2x?xi64>, %arg3: i1) -> (i1, vector<4xi1>, tensor<2x?xi1>) {
// CHECK-NEXT:    %[[A:.*]] = arith.cmpi ult, %arg0, %arg0 : index
// CHECK-NEXT:    %[[B:.*]] = arith.cmpi sge, %arg1, %arg1 : vector<4xi8>
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi ne, %arg2, %arg2 : tensor<2x?xi64>
// CHECK-NEXT:    %{{.*}} = arith.cmpi eq, %arg3, %arg3 : i1
// CHECK-NEXT:    %{{.*}} = arith.cmpi slt, %arg0, %arg0 : index
// CHECK-NEXT:    %{{.*}} = arith.cmpi eq, %arg0, %arg0 {foo = 1 : i32} : index
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]] : i1, vector<4xi1>, tensor<2x?xi1>
func.func @cmpi_shapes(%arg0: index, %arg1: vector<4xi8>, %arg2: tensor<2x?xi64>, %arg3: i1) -> (i1, vector<4xi1>, tensor<2x?xi1>) {
  %0 = arith.cmpi ult, %arg0, %arg0 : index
  %1 = arith.cmpi sge, %arg1, %arg1 : vector<4xi8>
  %2 = arith.cmpi ne, %arg2, %arg2 : tensor<2x?xi64>
  %3 = arith.cmpi eq, %arg3, %arg3 : i1
  %4 = arith.cmpi "slt", %arg0, %arg0 : index
  %5 = arith.cmpi eq, %arg0, %arg0 {foo = 1 : i32} : index
  return %0, %1, %2 : i1, vector<4xi1>, tensor<2x?xi1>
}

// CHECK-LABEL: func.func @cmpf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %{{.*}} = arith.cmpf false, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf ogt, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf oge, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf ole, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf one, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf ord, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf ueq, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf uge, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf ule, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf une, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf uno, %arg0, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT:    return
func.func @cmpf(%arg0: f32, %arg1: f32) {
  %0 = arith.cmpf false, %arg0, %arg1 : f32
  %1 = arith.cmpf oeq, %arg0, %arg1 : f32
  %2 = arith.cmpf ogt, %arg0, %arg1 : f32
  %3 = arith.cmpf oge, %arg0, %arg1 : f32
  %4 = arith.cmpf olt, %arg0, %arg1 : f32
  %5 = arith.cmpf ole, %arg0, %arg1 : f32
  %6 = arith.cmpf one, %arg0, %arg1 : f32
  %7 = arith.cmpf ord, %arg0, %arg1 : f32
  %8 = arith.cmpf ueq, %arg0, %arg1 : f32
  %9 = arith.cmpf ugt, %arg0, %arg1 : f32
  %10 = arith.cmpf uge, %arg0, %arg1 : f32
  %11 = arith.cmpf ult, %arg0, %arg1 : f32
  %12 = arith.cmpf ule, %arg0, %arg1 : f32
  %13 = arith.cmpf une, %arg0, %arg1 : f32
  %14 = arith.cmpf uno, %arg0, %arg1 : f32
  %15 = arith.cmpf true, %arg0, %arg1 : f32
  return
}

// CHECK-LABEL: func.func @cmpf_shapes(%arg0: f64, %arg1: vector<4xf16>, %arg2: tensor<?xbf16>) -> (vector<4xi1>, tensor<?xi1>) {
// CHECK-NEXT:    %{{.*}} = arith.cmpf oeq, %arg0, %arg0 fastmath<nnan> : f64
// CHECK-NEXT:    %[[B:.*]] = arith.cmpf une, %arg1, %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT:    %[[C:.*]] = arith.cmpf ord, %arg2, %arg2 : tensor<?xbf16>
// CHECK-NEXT:    %{{.*}} = arith.cmpf ult, %arg0, %arg0 fastmath<nnan,ninf> {foo} : f64
// CHECK-NEXT:    %{{.*}} = arith.cmpf ogt, %arg0, %arg0 : f64
// CHECK-NEXT:    return %[[B]], %[[C]] : vector<4xi1>, tensor<?xi1>
func.func @cmpf_shapes(%arg0: f64, %arg1: vector<4xf16>, %arg2: tensor<?xbf16>) -> (vector<4xi1>, tensor<?xi1>) {
  %0 = arith.cmpf oeq, %arg0, %arg0 fastmath<nnan> : f64
  %1 = arith.cmpf une, %arg1, %arg1 fastmath<fast> : vector<4xf16>
  %2 = arith.cmpf ord, %arg2, %arg2 : tensor<?xbf16>
  %3 = arith.cmpf ult, %arg0, %arg0 fastmath<ninf,nnan> {foo} : f64
  %4 = arith.cmpf "ogt", %arg0, %arg0 fastmath<none> : f64
  return %1, %2 : vector<4xi1>, tensor<?xi1>
}

// Generic forms: the predicate is an i64 enum value (cmpi: eq=0 ... uge=9;
// cmpf: false=0 ... true=15).
// CHECK-LABEL: func.func @generic(%arg0: i32, %arg1: f32) {
// CHECK-NEXT:    %{{.*}} = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpi uge, %arg0, %arg0 : i32
// CHECK-NEXT:    %{{.*}} = arith.cmpf false, %arg1, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf olt, %arg1, %arg1 : f32
// CHECK-NEXT:    %{{.*}} = arith.cmpf true, %arg1, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:    return
func.func @generic(%arg0: i32, %arg1: f32) {
  %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1
  %1 = "arith.cmpi"(%arg0, %arg0) <{predicate = 4 : i64}> : (i32, i32) -> i1
  %2 = "arith.cmpi"(%arg0, %arg0) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %3 = "arith.cmpf"(%arg1, %arg1) <{predicate = 0 : i64}> : (f32, f32) -> i1
  %4 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
  %5 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan>, predicate = 15 : i64}> : (f32, f32) -> i1
  return
}
