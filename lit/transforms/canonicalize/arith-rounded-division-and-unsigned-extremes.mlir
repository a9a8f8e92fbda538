// The integer division ops that round (ceildivsi, ceildivui, floordivsi)
// and the unsigned extremes (maxui, minui): their folders as MLIR 22 has
// them (ArithOps.cpp). Quotients round toward +inf (ceil) or -inf
// (floor); ceildivui reads its operands unsigned (i8 -1 is 255, -16 is
// 240). Division by zero and MIN / -1 are left for run time, and
// ceildivsi, which negates negative operands, folds nothing where an
// operand is MIN and not both are positive (a zero dividend aside).
// x op 1 is x; maxui(x, MAX) is MAX, maxui(x, 0) is x, minui(x, 0) is 0,
// minui(x, MAX) is x, and op(x, x) is x. mlir-opt-22 prints the same.
// RUN: strata-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @ceildivsi_pos_pos(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @ceildivsi_pos_pos() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ceildivsi_neg_pos(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -3 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @ceildivsi_neg_pos() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ceildivsi_pos_neg(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -3 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @ceildivsi_pos_neg() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant -2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ceildivsi_neg_neg(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @ceildivsi_neg_neg() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant -2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ceildivsi_exact(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -2 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @ceildivsi_exact() -> i32 {
  %a = arith.constant -6 : i32
  %b = arith.constant 3 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ceildivsi_zero_by_min(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 0 : i8
// CHECK-NEXT:    return %[[R]] : i8
func.func @ceildivsi_zero_by_min() -> i8 {
  %a = arith.constant 0 : i8
  %b = arith.constant -128 : i8
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_min_by_two(
// CHECK:       arith.ceildivsi
func.func @ceildivsi_min_by_two() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 2 : i8
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_by_min(
// CHECK:       arith.ceildivsi
func.func @ceildivsi_by_min() -> i8 {
  %a = arith.constant 5 : i8
  %b = arith.constant -128 : i8
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_min_by_minus_one(
// CHECK:       arith.ceildivsi
func.func @ceildivsi_min_by_minus_one() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_by_zero(
// CHECK:       arith.ceildivsi
func.func @ceildivsi_by_zero() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @floordivsi_pos_pos(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @floordivsi_pos_pos() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @floordivsi_neg_pos(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -4 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @floordivsi_neg_pos() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @floordivsi_pos_neg(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -4 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @floordivsi_pos_neg() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant -2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @floordivsi_neg_neg(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @floordivsi_neg_neg() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant -2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @floordivsi_min_by_two(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -64 : i8
// CHECK-NEXT:    return %[[R]] : i8
func.func @floordivsi_min_by_two() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 2 : i8
  %r = arith.floordivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @floordivsi_min_by_minus_one(
// CHECK:       arith.floordivsi
func.func @floordivsi_min_by_minus_one() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.floordivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @floordivsi_by_zero(
// CHECK:       arith.floordivsi
func.func @floordivsi_by_zero() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ceildivui_inexact(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @ceildivui_inexact() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivui %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ceildivui_large(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 16 : i8
// CHECK-NEXT:    return %[[R]] : i8
func.func @ceildivui_large() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 16 : i8
  %r = arith.ceildivui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivui_exact(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 15 : i8
// CHECK-NEXT:    return %[[R]] : i8
func.func @ceildivui_exact() -> i8 {
  %a = arith.constant -16 : i8
  %b = arith.constant 16 : i8
  %r = arith.ceildivui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivui_by_zero(
// CHECK:       arith.ceildivui
func.func @ceildivui_by_zero() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  %r = arith.ceildivui %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @maxui_constants(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -1 : i8
// CHECK-NEXT:    return %[[R]] : i8
func.func @maxui_constants() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 3 : i8
  %r = arith.maxui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @minui_constants(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 3 : i8
// CHECK-NEXT:    return %[[R]] : i8
func.func @minui_constants() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 3 : i8
  %r = arith.minui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_by_one(
// CHECK-SAME:      %[[X:.*]]: i16) -> i16 {
// CHECK-NEXT:    return %[[X]] : i16
func.func @ceildivsi_by_one(%x: i16) -> i16 {
  %c = arith.constant 1 : i16
  %r = arith.ceildivsi %x, %c : i16
  return %r : i16
}

// CHECK-LABEL: func.func @ceildivui_by_one(
// CHECK-SAME:      %[[X:.*]]: i16) -> i16 {
// CHECK-NEXT:    return %[[X]] : i16
func.func @ceildivui_by_one(%x: i16) -> i16 {
  %c = arith.constant 1 : i16
  %r = arith.ceildivui %x, %c : i16
  return %r : i16
}

// CHECK-LABEL: func.func @floordivsi_by_one(
// CHECK-SAME:      %[[X:.*]]: i16) -> i16 {
// CHECK-NEXT:    return %[[X]] : i16
func.func @floordivsi_by_one(%x: i16) -> i16 {
  %c = arith.constant 1 : i16
  %r = arith.floordivsi %x, %c : i16
  return %r : i16
}

// CHECK-LABEL: func.func @maxui_by_max(
// CHECK-SAME:      %[[X:.*]]: i16) -> i16 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant -1 : i16
// CHECK-NEXT:    return %[[C]] : i16
func.func @maxui_by_max(%x: i16) -> i16 {
  %c = arith.constant -1 : i16
  %r = arith.maxui %x, %c : i16
  return %r : i16
}

// CHECK-LABEL: func.func @maxui_by_zero(
// CHECK-SAME:      %[[X:.*]]: i16) -> i16 {
// CHECK-NEXT:    return %[[X]] : i16
func.func @maxui_by_zero(%x: i16) -> i16 {
  %c = arith.constant 0 : i16
  %r = arith.maxui %x, %c : i16
  return %r : i16
}

// CHECK-LABEL: func.func @minui_by_zero(
// CHECK-SAME:      %[[X:.*]]: i16) -> i16 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : i16
// CHECK-NEXT:    return %[[C]] : i16
func.func @minui_by_zero(%x: i16) -> i16 {
  %c = arith.constant 0 : i16
  %r = arith.minui %x, %c : i16
  return %r : i16
}

// CHECK-LABEL: func.func @minui_by_max(
// CHECK-SAME:      %[[X:.*]]: i16) -> i16 {
// CHECK-NEXT:    return %[[X]] : i16
func.func @minui_by_max(%x: i16) -> i16 {
  %c = arith.constant -1 : i16
  %r = arith.minui %x, %c : i16
  return %r : i16
}

// CHECK-LABEL: func.func @maxui_same(
// CHECK-SAME:      %[[X:.*]]: index) -> index {
// CHECK-NEXT:    return %[[X]] : index
func.func @maxui_same(%x: index) -> index {
  %r = arith.maxui %x, %x : index
  return %r : index
}

// CHECK-LABEL: func.func @minui_same(
// CHECK-SAME:      %[[X:.*]]: index) -> index {
// CHECK-NEXT:    return %[[X]] : index
func.func @minui_same(%x: index) -> index {
  %r = arith.minui %x, %x : index
  return %r : index
}

// Element by element on a splat vector.
// CHECK-LABEL: func.func @floordivsi_vector(
// CHECK-NEXT:    %[[R:.*]] = arith.constant dense<-4> : vector<4xi32>
// CHECK-NEXT:    return %[[R]] : vector<4xi32>
func.func @floordivsi_vector() -> vector<4xi32> {
  %a = arith.constant dense<-7> : vector<4xi32>
  %b = arith.constant dense<2> : vector<4xi32>
  %r = arith.floordivsi %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}
