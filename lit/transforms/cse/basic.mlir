// cse on straight-line code: equal ops are replaced by the first one,
// commutative operands in either order match, and ops that differ in an
// attribute, a type or operand order (non-commutative) do not. Unused pure
// ops are erased on the way. mlir-opt-22 prints the same (transform_compat).
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --cse %s | FileCheck %s

// CHECK-LABEL: func.func @constants
func.func @constants() -> (i32, i32) {
  // CHECK: %[[C:.+]] = arith.constant 1 : i32
  // CHECK-NOT: arith.constant
  // CHECK: return %[[C]], %[[C]]
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @different_values
func.func @different_values() -> (i32, i32) {
  // CHECK: arith.constant 1 : i32
  // CHECK: arith.constant 2 : i32
  %0 = arith.constant 1 : i32
  %1 = arith.constant 2 : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @different_types
func.func @different_types() -> (i32, i64) {
  // CHECK: arith.constant 1 : i32
  // CHECK: arith.constant 1 : i64
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i64
  return %0, %1 : i32, i64
}

// -----

// CHECK-LABEL: func.func @binary
func.func @binary(%a: i32, %b: i32) -> (i32, i32) {
  // CHECK: %[[S:.+]] = arith.addi %{{.+}}, %{{.+}} : i32
  // CHECK-NEXT: return %[[S]], %[[S]]
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @commutative_swapped
func.func @commutative_swapped(%a: i32, %b: i32) -> (i32, i32) {
  // CHECK: %[[M:.+]] = arith.muli
  // CHECK-NEXT: return %[[M]], %[[M]]
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %b, %a : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @not_commutative
func.func @not_commutative(%a: i32, %b: i32) -> (i32, i32) {
  // CHECK: arith.subi %[[A:.+]], %[[B:.+]] : i32
  // CHECK: arith.subi %[[B]], %[[A]] : i32
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %b, %a : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @different_flags
func.func @different_flags(%a: i32, %b: i32) -> (i32, i32) {
  // CHECK: arith.addi %{{.+}}, %{{.+}} overflow<nsw> : i32
  // CHECK: arith.addi %{{.+}}, %{{.+}} : i32
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @different_predicates
func.func @different_predicates(%a: i32, %b: i32) -> (i1, i1) {
  // CHECK: arith.cmpi slt
  // CHECK: arith.cmpi sgt
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi sgt, %a, %b : i32
  return %0, %1 : i1, i1
}

// -----

// Replacing the first pair makes the next pair equal too.
// CHECK-LABEL: func.func @chain
func.func @chain(%a: i32, %b: i32) -> i32 {
  // CHECK: %[[X:.+]] = arith.addi
  // CHECK-NEXT: %[[Y:.+]] = arith.muli %[[X]], %[[X]]
  // CHECK-NEXT: %[[Z:.+]] = arith.addi %[[Y]], %[[Y]]
  // CHECK-NEXT: return %[[Z]]
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %0 : i32
  %3 = arith.muli %1, %1 : i32
  %4 = arith.addi %2, %3 : i32
  return %4 : i32
}

// -----

// An unused pure op is erased; the op it used is still used when it is
// visited, so it stays (one walk, no fixpoint).
// CHECK-LABEL: func.func @dead
func.func @dead(%a: i32) {
  // CHECK-NEXT: arith.addi
  // CHECK-NEXT: return
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return
}

// -----

// CHECK-LABEL: func.func @dead_constant
func.func @dead_constant() {
  // CHECK-NEXT: return
  %0 = arith.constant 7 : i64
  return
}

// -----

// CHECK-LABEL: func.func @casts
func.func @casts(%i: index) -> (i32, i32, i64) {
  // CHECK: %[[C:.+]] = arith.index_cast %{{.+}} : index to i32
  // CHECK-NEXT: %[[D:.+]] = arith.index_cast %{{.+}} : index to i64
  // CHECK-NEXT: return %[[C]], %[[C]], %[[D]]
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %i : index to i32
  %2 = arith.index_cast %i : index to i64
  return %0, %1, %2 : i32, i32, i64
}

// -----

// CHECK-LABEL: func.func @select
func.func @select(%c: i1, %a: f32, %b: f32) -> (f32, f32) {
  // CHECK: %[[S:.+]] = arith.select
  // CHECK-NEXT: return %[[S]], %[[S]]
  %0 = arith.select %c, %a, %b : f32
  %1 = arith.select %c, %a, %b : f32
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @floats
func.func @floats(%a: f32, %b: f32) -> (f32, f32, f32) {
  // CHECK: %[[S:.+]] = arith.addf
  // CHECK-NEXT: %[[T:.+]] = arith.addf %{{.+}}, %{{.+}} fastmath<fast> : f32
  // CHECK-NEXT: return %[[S]], %[[S]], %[[T]]
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %b, %a : f32
  %2 = arith.addf %a, %b fastmath<fast> : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

func.func private @f() -> i32

// CHECK-LABEL: func.func @function_constants
func.func @function_constants() -> (() -> i32, () -> i32) {
  // CHECK: %[[F:.+]] = constant @f
  // CHECK-NEXT: return %[[F]], %[[F]]
  %0 = func.constant @f : () -> i32
  %1 = func.constant @f : () -> i32
  return %0, %1 : () -> i32, () -> i32
}
