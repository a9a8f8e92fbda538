// AddIMulNegativeOneRhs/Lhs and MulIMulIConstant
// (ArithCanonicalization.td), with the cases where they must not apply.
// mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// x + y * -1 is x - y.
// CHECK-LABEL: func.func @add_mul_minus_one_rhs
// CHECK-NEXT:    %[[S:.+]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[S]]
func.func @add_mul_minus_one_rhs(%arg0: i32, %arg1: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %0 = arith.muli %arg1, %cm1 : i32
  %1 = arith.addi %arg0, %0 : i32
  return %1 : i32
}

// -----

// x * -1 + y is y - x.
// CHECK-LABEL: func.func @add_mul_minus_one_lhs
// CHECK-NEXT:    %[[S:.+]] = arith.subi %arg1, %arg0 : i32
func.func @add_mul_minus_one_lhs(%arg0: i32, %arg1: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %0 = arith.muli %arg0, %cm1 : i32
  %1 = arith.addi %0, %arg1 : i32
  return %1 : i32
}

// -----

// The subtraction has no flags.
// CHECK-LABEL: func.func @add_mul_minus_one_flags
// CHECK-NEXT:    %[[S:.+]] = arith.subi %arg0, %arg1 : i32
func.func @add_mul_minus_one_flags(%arg0: i32, %arg1: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %0 = arith.muli %arg1, %cm1 overflow<nsw> : i32
  %1 = arith.addi %arg0, %0 overflow<nsw> : i32
  return %1 : i32
}

// -----

// A splat -1.
// CHECK-LABEL: func.func @add_mul_minus_one_vector
// CHECK-NEXT:    %[[S:.+]] = arith.subi %arg0, %arg1 : vector<4xi32>
func.func @add_mul_minus_one_vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32> {
  %cm1 = arith.constant dense<-1> : vector<4xi32>
  %0 = arith.muli %arg1, %cm1 : vector<4xi32>
  %1 = arith.addi %arg0, %0 : vector<4xi32>
  return %1 : vector<4xi32>
}

// -----

// -2: stays.
// CHECK-LABEL: func.func @add_mul_minus_two
// CHECK:         arith.muli %arg1, %{{.+}} : i32
// CHECK-NEXT:    arith.addi %arg0, %{{.+}} : i32
func.func @add_mul_minus_two(%arg0: i32, %arg1: i32) -> i32 {
  %cm2 = arith.constant -2 : i32
  %0 = arith.muli %arg1, %cm2 : i32
  %1 = arith.addi %arg0, %0 : i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @add_mul_minus_one_index
// CHECK-NEXT:    %[[S:.+]] = arith.subi %arg0, %arg1 : index
func.func @add_mul_minus_one_index(%arg0: index, %arg1: index) -> index {
  %cm1 = arith.constant -1 : index
  %0 = arith.muli %arg1, %cm1 : index
  %1 = arith.addi %arg0, %0 : index
  return %1 : index
}

// -----

// (x * 3) * 5 is x * 15.
// CHECK-LABEL: func.func @mul_mul_constant
// CHECK-NEXT:    %[[C:.+]] = arith.constant 15 : i32
// CHECK-NEXT:    %[[M:.+]] = arith.muli %arg0, %[[C]] : i32
func.func @mul_mul_constant(%arg0: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.muli %arg0, %c3 : i32
  %1 = arith.muli %0, %c5 : i32
  return %1 : i32
}

// -----

// 16 * 16 wraps to 0 in i8, and x * 0 folds to 0.
// CHECK-LABEL: func.func @mul_mul_constant_wraps
// CHECK-NEXT:    %[[Z:.+]] = arith.constant 0 : i8
// CHECK-NEXT:    return %[[Z]]
func.func @mul_mul_constant_wraps(%arg0: i8) -> i8 {
  %c = arith.constant 16 : i8
  %0 = arith.muli %arg0, %c overflow<nsw, nuw> : i8
  %1 = arith.muli %0, %c overflow<nuw> : i8
  return %1 : i8
}

// -----

// Splat constants: MulIMulIConstant takes scalars only; stays.
// CHECK-LABEL: func.func @mul_mul_splat
// CHECK:         %[[A:.+]] = arith.muli %arg0, %{{.+}} : vector<2xi32>
// CHECK-NEXT:    arith.muli %[[A]], %{{.+}} : vector<2xi32>
func.func @mul_mul_splat(%arg0: vector<2xi32>) -> vector<2xi32> {
  %c = arith.constant dense<3> : vector<2xi32>
  %0 = arith.muli %arg0, %c : vector<2xi32>
  %1 = arith.muli %0, %c : vector<2xi32>
  return %1 : vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @mul_mul_not_constant
// CHECK:         %[[A:.+]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    arith.muli %[[A]], %{{.+}} : i32
func.func @mul_mul_not_constant(%arg0: i32, %arg1: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.muli %arg0, %arg1 : i32
  %1 = arith.muli %0, %c3 : i32
  return %1 : i32
}
