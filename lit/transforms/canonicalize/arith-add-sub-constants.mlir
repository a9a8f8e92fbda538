// arith's constant reassociation patterns (ArithCanonicalization.td): two
// constants around an addi/subi pair become one, computed at the width
// (wrapping), hoisted with the other constants; the overflow flags kept
// are those both ops had, except SubIRHSAddConstant's, which keeps none.
// Where a constant is missing, or the inner op is another op, nothing
// changes. mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// addi(addi(x, 1), 2) -> addi(x, 3)
// CHECK-LABEL: func.func @addi_addi
// CHECK-NEXT:    %[[C:.+]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    return %[[R]]
func.func @addi_addi(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %arg0, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

// -----

// The constant written first is moved second by the commutative fold, then
// the pattern applies.
// CHECK-LABEL: func.func @addi_addi_constants_first
// CHECK-NEXT:    %[[C:.+]] = arith.constant 7 : i64
// CHECK-NEXT:    %[[R:.+]] = arith.addi %arg0, %[[C]] : i64
// CHECK-NEXT:    return %[[R]]
func.func @addi_addi_constants_first(%arg0: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %0 = arith.addi %c3, %arg0 : i64
  %1 = arith.addi %c4, %0 : i64
  return %1 : i64
}

// -----

// Wrapping: 100 + 100 in i8 is -56.
// CHECK-LABEL: func.func @addi_addi_wraps
// CHECK-NEXT:    %[[C:.+]] = arith.constant -56 : i8
// CHECK-NEXT:    %[[R:.+]] = arith.addi %arg0, %[[C]] : i8
func.func @addi_addi_wraps(%arg0: i8) -> i8 {
  %c = arith.constant 100 : i8
  %0 = arith.addi %arg0, %c : i8
  %1 = arith.addi %0, %c : i8
  return %1 : i8
}

// -----

// index constants.
// CHECK-LABEL: func.func @addi_addi_index
// CHECK-NEXT:    %[[C:.+]] = arith.constant 12 : index
// CHECK-NEXT:    %[[R:.+]] = arith.addi %arg0, %[[C]] : index
func.func @addi_addi_index(%arg0: index) -> index {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %0 = arith.addi %arg0, %c5 : index
  %1 = arith.addi %0, %c7 : index
  return %1 : index
}

// -----

// Flags: both nsw keeps nsw; nsw and nuw keep none.
// CHECK-LABEL: func.func @addi_addi_flags
// CHECK-DAG:     %[[C:.+]] = arith.constant 3 : i32
// CHECK-DAG:     %[[R1:.+]] = arith.addi %arg0, %[[C]] overflow<nsw> : i32
// CHECK-DAG:     %[[R2:.+]] = arith.addi %arg1, %[[C]] : i32
// CHECK:         return %[[R1]], %[[R2]]
func.func @addi_addi_flags(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %arg0, %c1 overflow<nsw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw, nuw> : i32
  %2 = arith.addi %arg1, %c1 overflow<nsw> : i32
  %3 = arith.addi %2, %c2 overflow<nuw> : i32
  return %1, %3 : i32, i32
}

// -----

// addi(subi(x, 5), 2) -> addi(x, -3)
// CHECK-LABEL: func.func @addi_subi_rhs
// CHECK-NEXT:    %[[C:.+]] = arith.constant -3 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.addi %arg0, %[[C]] : i32
func.func @addi_subi_rhs(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.subi %arg0, %c5 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

// -----

// addi(subi(5, x), 2) -> subi(7, x)
// CHECK-LABEL: func.func @addi_subi_lhs
// CHECK-NEXT:    %[[C:.+]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.subi %[[C]], %arg0 : i32
func.func @addi_subi_lhs(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.subi %c5, %arg0 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

// -----

// subi(addi(x, 5), 2) -> addi(x, 3), the nsw flags dropped.
// CHECK-LABEL: func.func @subi_addi_rhs
// CHECK-NEXT:    %[[C:.+]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.addi %arg0, %[[C]] : i32
func.func @subi_addi_rhs(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %arg0, %c5 overflow<nsw> : i32
  %1 = arith.subi %0, %c2 overflow<nsw> : i32
  return %1 : i32
}

// -----

// subi(2, addi(x, 5)) -> subi(-3, x)
// CHECK-LABEL: func.func @subi_addi_lhs
// CHECK-NEXT:    %[[C:.+]] = arith.constant -3 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.subi %[[C]], %arg0 : i32
func.func @subi_addi_lhs(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %arg0, %c5 : i32
  %1 = arith.subi %c2, %0 : i32
  return %1 : i32
}

// -----

// subi(subi(x, 5), 2) -> subi(x, 7)
// CHECK-LABEL: func.func @subi_subi_rhs_rhs
// CHECK-NEXT:    %[[C:.+]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.subi %arg0, %[[C]] : i32
func.func @subi_subi_rhs_rhs(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.subi %arg0, %c5 : i32
  %1 = arith.subi %0, %c2 : i32
  return %1 : i32
}

// -----

// subi(subi(5, x), 2) -> subi(3, x)
// CHECK-LABEL: func.func @subi_subi_rhs_lhs
// CHECK-NEXT:    %[[C:.+]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.subi %[[C]], %arg0 : i32
func.func @subi_subi_rhs_lhs(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.subi %c5, %arg0 : i32
  %1 = arith.subi %0, %c2 : i32
  return %1 : i32
}

// -----

// subi(2, subi(x, 5)) -> subi(7, x)
// CHECK-LABEL: func.func @subi_subi_lhs_rhs
// CHECK-NEXT:    %[[C:.+]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.subi %[[C]], %arg0 : i32
func.func @subi_subi_lhs_rhs(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.subi %arg0, %c5 : i32
  %1 = arith.subi %c2, %0 : i32
  return %1 : i32
}

// -----

// subi(2, subi(5, x)) -> addi(x, -3)
// CHECK-LABEL: func.func @subi_subi_lhs_lhs
// CHECK-NEXT:    %[[C:.+]] = arith.constant -3 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.addi %arg0, %[[C]] : i32
func.func @subi_subi_lhs_lhs(%arg0: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.subi %c5, %arg0 : i32
  %1 = arith.subi %c2, %0 : i32
  return %1 : i32
}

// -----

// subi(subi(x, y), x) -> subi(0, y)
// CHECK-LABEL: func.func @subi_subi_x_y_x
// CHECK-NEXT:    %[[C:.+]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.subi %[[C]], %arg1 : i32
func.func @subi_subi_x_y_x(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.subi %arg0, %arg1 : i32
  %1 = arith.subi %0, %arg0 : i32
  return %1 : i32
}

// -----

// The same on vectors (no constants needed).
// CHECK-LABEL: func.func @subi_subi_x_y_x_vector
// CHECK-NEXT:    %[[C:.+]] = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:    %[[R:.+]] = arith.subi %[[C]], %arg1 : vector<4xi32>
func.func @subi_subi_x_y_x_vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.subi %arg0, %arg1 : vector<4xi32>
  %1 = arith.subi %0, %arg0 : vector<4xi32>
  return %1 : vector<4xi32>
}

// -----

// Not applied: the inner op has no constant, the outer's constant is a
// splat (the patterns take scalar integer attributes), the inner op is a
// muli.
// CHECK-LABEL: func.func @not_applied
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : i32
// CHECK-DAG:     %[[CV:.+]] = arith.constant dense<2> : vector<2xi32>
// CHECK-DAG:     %[[C3:.+]] = arith.constant 3 : i32
// CHECK:         %[[A:.+]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[B:.+]] = arith.addi %[[A]], %[[C1]] : i32
// CHECK-NEXT:    %[[V:.+]] = arith.addi %arg2, %[[CV]] : vector<2xi32>
// CHECK-NEXT:    %[[W:.+]] = arith.addi %[[V]], %[[CV]] : vector<2xi32>
// CHECK-NEXT:    %[[M:.+]] = arith.muli %arg0, %[[C3]] : i32
// CHECK-NEXT:    %[[N:.+]] = arith.addi %[[M]], %[[C1]] : i32
func.func @not_applied(%arg0: i32, %arg1: i32, %arg2: vector<2xi32>) -> (i32, vector<2xi32>, i32) {
  %c1 = arith.constant 1 : i32
  %cv = arith.constant dense<2> : vector<2xi32>
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.addi %arg2, %cv : vector<2xi32>
  %3 = arith.addi %2, %cv : vector<2xi32>
  %c3 = arith.constant 3 : i32
  %4 = arith.muli %arg0, %c3 : i32
  %5 = arith.addi %4, %c1 : i32
  return %1, %3, %5 : i32, vector<2xi32>, i32
}

// -----

// A chain of three collapses to one.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[C:.+]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[R:.+]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    return %[[R]]
func.func @chain(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %arg0, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %c3 : i32
  return %2 : i32
}

// -----

// The inner op keeps its other uses.
// CHECK-LABEL: func.func @inner_used_twice
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : i32
// CHECK-DAG:     %[[C3:.+]] = arith.constant 3 : i32
// CHECK:         %[[A:.+]] = arith.addi %arg0, %[[C1]] : i32
// CHECK-NEXT:    %[[B:.+]] = arith.addi %arg0, %[[C3]] : i32
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @inner_used_twice(%arg0: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %arg0, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %0, %1 : i32, i32
}
