// builtin.unrealized_conversion_cast custom syntax: no operands, one and several operands and results, a discardable attr-dict, and the short name in a module body (builtin is its default dialect).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @casts(
// CHECK-SAME:      %arg0: i32, %arg1: f32) -> (i64, index) {
// CHECK-NEXT:    %[[NONE:.*]] = builtin.unrealized_conversion_cast to i64
// CHECK-NEXT:    %[[ONE:.*]] = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:    %[[MANY:.*]]:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, index
// CHECK-NEXT:    %[[N1:.*]] = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to tensor<2xi8>
// CHECK-NEXT:    %[[FAN:.*]]:3 = builtin.unrealized_conversion_cast to i1, i1, vector<2xf32>
// CHECK-NEXT:    %[[ATTR:.*]] = builtin.unrealized_conversion_cast %[[ONE]] : i64 to i32 {foo = 1 : i32, foo.unit}
// CHECK-NEXT:    %[[CHAIN:.*]] = builtin.unrealized_conversion_cast %[[MANY]]#1, %[[FAN]]#2, %[[N1]] : index, vector<2xf32>, tensor<2xi8> to index
// CHECK-NEXT:    return %[[NONE]], %[[CHAIN]] : i64, index
// CHECK-NEXT:  }
func.func @casts(%arg0: i32, %arg1: f32) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast to i64
  %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %2:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, index
  %3 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to tensor<2xi8>
  %4:3 = builtin.unrealized_conversion_cast to i1, i1, vector<2xf32>
  %5 = builtin.unrealized_conversion_cast %1 : i64 to i32 {foo.unit, foo = 1 : i32}
  %6 = builtin.unrealized_conversion_cast %2#1, %4#2, %3 : index, vector<2xf32>, tensor<2xi8> to index
  return %0, %6 : i64, index
}

// Directly in a module body the `builtin.` prefix is optional on input and
// omitted on output.
// CHECK-LABEL: module @m {
// CHECK-NEXT:    %[[A:.*]] = unrealized_conversion_cast to i8
// CHECK-NEXT:    %[[B:.*]] = unrealized_conversion_cast %[[A]] : i8 to i16
// CHECK-NEXT:  }
module @m {
  %0 = unrealized_conversion_cast to i8
  %1 = builtin.unrealized_conversion_cast %0 : i8 to i16
}
