// ub.poison in its custom form (the default `#ub.poison` value elided, an
// explicit one too, as it is the default) and ub.unreachable; mlir-opt-22
// prints the same.
// RUN: strata-opt %s | FileCheck %s

// CHECK-LABEL: func.func @poison
// CHECK-NEXT:    %[[A:.*]] = ub.poison : i32
// CHECK-NEXT:    %[[B:.*]] = ub.poison : f32
// CHECK-NEXT:    %[[C:.*]] = ub.poison : index
// CHECK-NEXT:    %[[D:.*]] = ub.poison : vector<4xi8>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]] : i32, f32, index, vector<4xi8>
func.func @poison() -> (i32, f32, index, vector<4xi8>) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = "ub.poison"() : () -> index
  %3 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi8>
  return %0, %1, %2, %3 : i32, f32, index, vector<4xi8>
}

// CHECK-LABEL: func.func @unreachable
// CHECK-NEXT:    ub.unreachable
func.func @unreachable() {
  ub.unreachable
}
