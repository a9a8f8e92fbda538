// arith.select's patterns (ArithOps.cpp, in MLIR's order):
// RedundantSelectFalse, RedundantSelectTrue, SelectNotCond, SelectI1ToNot,
// SelectToExtUI, with the cases where they must not apply. mlir-opt-22
// prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// select(p, a, select(p, b, c)) is select(p, a, c).
// CHECK-LABEL: func.func @redundant_false
// CHECK-NEXT:    %[[S:.+]] = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:    return %[[S]]
func.func @redundant_false(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
  %0 = arith.select %arg0, %arg2, %arg3 : i32
  %1 = arith.select %arg0, %arg1, %0 : i32
  return %1 : i32
}

// -----

// select(p, select(p, a, b), c) is select(p, a, c).
// CHECK-LABEL: func.func @redundant_true
// CHECK-NEXT:    %[[S:.+]] = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:    return %[[S]]
func.func @redundant_true(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
  %0 = arith.select %arg0, %arg1, %arg2 : i32
  %1 = arith.select %arg0, %0, %arg3 : i32
  return %1 : i32
}

// -----

// An inner select on another condition: stays.
// CHECK-LABEL: func.func @other_condition
// CHECK-NEXT:    %[[I:.+]] = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT:    %[[S:.+]] = arith.select %arg0, %[[I]], %arg4 : i32
func.func @other_condition(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32) -> i32 {
  %0 = arith.select %arg1, %arg2, %arg3 : i32
  %1 = arith.select %arg0, %0, %arg4 : i32
  return %1 : i32
}

// -----

// A negated condition swaps the values.
// CHECK-LABEL: func.func @not_cond
// CHECK-NEXT:    %[[S:.+]] = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:    return %[[S]]
func.func @not_cond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  %true = arith.constant true
  %0 = arith.xori %arg0, %true : i1
  %1 = arith.select %0, %arg1, %arg2 : i32
  return %1 : i32
}

// -----

// A negated comparison becomes the inverse comparison first
// (XOrINotCmpI): the select keeps its values.
// CHECK-LABEL: func.func @not_cond_of_cmpi
// CHECK-NEXT:    %[[C:.+]] = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:    %[[S:.+]] = arith.select %[[C]], %arg2, %arg3 : i32
func.func @not_cond_of_cmpi(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
  %true = arith.constant true
  %c = arith.cmpi slt, %arg0, %arg1 : i32
  %0 = arith.xori %c, %true : i1
  %1 = arith.select %0, %arg2, %arg3 : i32
  return %1 : i32
}

// -----

// select(p, false, true) is not(p).
// CHECK-LABEL: func.func @i1_to_not
// CHECK-NEXT:    %[[T:.+]] = arith.constant true
// CHECK-NEXT:    %[[N:.+]] = arith.xori %arg0, %[[T]] : i1
// CHECK-NEXT:    return %[[N]]
func.func @i1_to_not(%arg0: i1) -> i1 {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %arg0, %false, %true : i1
  return %0 : i1
}

// -----

// select(p, true, false) is p (the folder).
// CHECK-LABEL: func.func @i1_identity
// CHECK-NEXT:    return %arg0 : i1
func.func @i1_identity(%arg0: i1) -> i1 {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %arg0, %true, %false : i1
  return %0 : i1
}

// -----

// select(p, 1, 0) is extui(p).
// CHECK-LABEL: func.func @to_extui
// CHECK-NEXT:    %[[E:.+]] = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:    return %[[E]]
func.func @to_extui(%arg0: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.select %arg0, %c1, %c0 : i32
  return %0 : i32
}

// -----

// select(p, 0, 1) is extui(not(p)).
// CHECK-LABEL: func.func @to_extui_not
// CHECK-NEXT:    %[[T:.+]] = arith.constant true
// CHECK-NEXT:    %[[N:.+]] = arith.xori %arg0, %[[T]] : i1
// CHECK-NEXT:    %[[E:.+]] = arith.extui %[[N]] : i1 to i64
func.func @to_extui_not(%arg0: i1) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %0 = arith.select %arg0, %c0, %c1 : i64
  return %0 : i64
}

// -----

// Not for index (extui needs an integer type): stays.
// CHECK-LABEL: func.func @index_not_extui
// CHECK:         arith.select %arg0, %{{.+}}, %{{.+}} : index
func.func @index_not_extui(%arg0: i1) -> index {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = arith.select %arg0, %c1, %c0 : index
  return %0 : index
}

// -----

// 2 and 0: stays.
// CHECK-LABEL: func.func @other_constants
// CHECK:         arith.select %arg0, %{{.+}}, %{{.+}} : i32
func.func @other_constants(%arg0: i1) -> i32 {
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.select %arg0, %c2, %c0 : i32
  return %0 : i32
}

// -----

// On vectors with a vector condition too.
// CHECK-LABEL: func.func @vector_select
// CHECK-NEXT:    %[[S:.+]] = arith.select %arg0, %arg1, %arg3 : vector<4xi1>, vector<4xi32>
func.func @vector_select(%arg0: vector<4xi1>, %arg1: vector<4xi32>, %arg2: vector<4xi32>, %arg3: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.select %arg0, %arg1, %arg2 : vector<4xi1>, vector<4xi32>
  %1 = arith.select %arg0, %0, %arg3 : vector<4xi1>, vector<4xi32>
  return %1 : vector<4xi32>
}

// -----

// Float values: the negated condition still swaps them.
// CHECK-LABEL: func.func @float_select
// CHECK-NEXT:    %[[S:.+]] = arith.select %arg0, %arg2, %arg1 : f32
func.func @float_select(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
  %true = arith.constant true
  %0 = arith.xori %arg0, %true : i1
  %1 = arith.select %0, %arg1, %arg2 : f32
  return %1 : f32
}
