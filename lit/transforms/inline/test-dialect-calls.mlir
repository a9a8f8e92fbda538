// STRATA-ONLY: the test dialect's calls. test.call_cast lets an integer and
// an `index` stand for each other, so its callee's types may differ from
// its own; inline asks the call's dialect for a conversion of each such
// value (MLIR's materializeCallConversion), which the test dialect makes a
// test.cast. mlir-opt-22 has no test dialect.
// RUN: strata-opt --split-input-file --inline %s | FileCheck %s

// An operand converted before the body, a result converted after it; the
// uses of the call's result read the conversion.
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[X:.*]]: index) -> index {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[A:.*]] = test.cast %[[X]] : index to i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[C]] : i32
// CHECK-NEXT:    %[[R:.*]] = test.cast %[[M]] : i32 to index
// CHECK-NEXT:    return %[[R]] : index
func.func private @f(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %r = arith.muli %a, %c : i32
  return %r : i32
}
func.func @caller(%x: index) -> index {
  %r = test.call_cast @f(%x) : (index) -> index
  return %r : index
}

// -----

// Only the values whose types differ are converted.
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME:    %[[X:.*]]: i64, %[[Y:.*]]: i32) -> (i32, i64) {
// CHECK-NEXT:    %[[A:.*]] = test.cast %[[X]] : i64 to index
// CHECK-NEXT:    %[[B:.*]] = test.cast %[[A]] : index to i64
// CHECK-NEXT:    return %[[Y]], %[[B]] : i32, i64
func.func private @g(%a: index, %b: i32) -> (i32, index) {
  return %b, %a : i32, index
}
func.func @mixed(%x: i64, %y: i32) -> (i32, i64) {
  %r:2 = test.call_cast @g(%x, %y) : (i64, i32) -> (i32, i64)
  return %r#0, %r#1 : i32, i64
}

// -----

// A call that consumes an operand (the token it waits for) and produces a
// result (its completion token) is not inlined: the test dialect does not
// say what those would mean without the call (map_call_extras).
// CHECK-LABEL: func.func @waits(
// CHECK:         %{{.*}}, %{{.*}} = test.call_async @h(%{{.*}}) after %{{.*}} : (i32) -> i32
func.func private @h(%a: i32) -> i32 {
  return %a : i32
}
func.func @waits(%a: i32, %t: index) -> (i32, index) {
  %r, %done = test.call_async @h(%a) after %t : (i32) -> i32
  return %r, %done : i32, index
}
