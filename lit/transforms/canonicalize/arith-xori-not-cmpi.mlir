// XOrINotCmpI: xori(cmpi(pred, a, b), true) becomes the inverse
// comparison, for each of the ten predicates; xori with false, or with
// true of a value that is not a cmpi, or a vector of i1 (the pattern takes
// the i1 constant true only), stays. mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @not_eq
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_eq(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi eq, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @not_ne
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_ne(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi ne, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @not_slt
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_slt(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi slt, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @not_sle
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_sle(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi sle, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @not_sgt
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_sgt(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi sgt, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @not_sge
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_sge(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi sge, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @not_ult
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_ult(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi ult, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @not_ule
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_ule(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi ule, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @not_ugt
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_ugt(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi ugt, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @not_uge
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @not_uge(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi uge, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// The constant first: the commutative fold moves it second, then the
// pattern applies; on index operands too.
// CHECK-LABEL: func.func @true_first_index
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi ugt, %arg0, %arg1 : index
// CHECK-NEXT:    return %[[R]]
func.func @true_first_index(%arg0: index, %arg1: index) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi ule, %arg0, %arg1 : index
  %1 = arith.xori %true, %0 : i1
  return %1 : i1
}

// -----

// Twice negated: back to the comparison.
// CHECK-LABEL: func.func @twice
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @twice(%arg0: i32, %arg1: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi slt, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  %2 = arith.xori %1, %true : i1
  return %2 : i1
}

// -----

// xori with false is the value itself (a fold, not this pattern).
// CHECK-LABEL: func.func @with_false
// CHECK-NEXT:    %[[R:.+]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[R]]
func.func @with_false(%arg0: i32, %arg1: i32) -> i1 {
  %false = arith.constant false
  %0 = arith.cmpi slt, %arg0, %arg1 : i32
  %1 = arith.xori %0, %false : i1
  return %1 : i1
}

// -----

// Not a cmpi: stays.
// CHECK-LABEL: func.func @not_a_cmpi
// CHECK-NEXT:    %[[T:.+]] = arith.constant true
// CHECK-NEXT:    %[[R:.+]] = arith.xori %arg0, %[[T]] : i1
// CHECK-NEXT:    return %[[R]]
func.func @not_a_cmpi(%arg0: i1) -> i1 {
  %true = arith.constant true
  %1 = arith.xori %arg0, %true : i1
  return %1 : i1
}

// -----

// A vector comparison negated by a splat of true: stays.
// CHECK-LABEL: func.func @vector
// CHECK-NEXT:    %[[T:.+]] = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT:    %[[C:.+]] = arith.cmpi eq, %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT:    %[[R:.+]] = arith.xori %[[C]], %[[T]] : vector<4xi1>
// CHECK-NEXT:    return %[[R]]
func.func @vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi1> {
  %true = arith.constant dense<true> : vector<4xi1>
  %0 = arith.cmpi eq, %arg0, %arg1 : vector<4xi32>
  %1 = arith.xori %0, %true : vector<4xi1>
  return %1 : vector<4xi1>
}

// -----

// The comparison keeps its other use.
// CHECK-LABEL: func.func @cmpi_used_twice
// CHECK-NEXT:    %[[C:.+]] = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT:    %[[N:.+]] = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[C]], %[[N]]
func.func @cmpi_used_twice(%arg0: i32, %arg1: i32) -> (i1, i1) {
  %true = arith.constant true
  %0 = arith.cmpi sle, %arg0, %arg1 : i32
  %1 = arith.xori %0, %true : i1
  return %0, %1 : i1, i1
}
