// canonicalize with folders: constant operands fold, the results become
// constants hoisted to the start of the function (one per value and type,
// in the order the top-down walk creates them), identities fold to their
// operand, and unused pure ops go. mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @fold_constants
func.func @fold_constants(%a: i32) -> i32 {
  // CHECK-NEXT: %[[C3:.+]] = arith.constant 3 : i32
  // CHECK-NEXT: %[[X:.+]] = arith.addi %{{.+}}, %{{.+}} : i32
  // CHECK-NEXT: %[[Y:.+]] = arith.muli %[[X]], %[[C3]] : i32
  // CHECK-NEXT: %[[Z:.+]] = arith.addi %[[Y]], %[[C3]] : i32
  // CHECK-NEXT: return %[[Z]]
  %x = arith.addi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %y = arith.muli %x, %s : i32
  %c3 = arith.constant 3 : i32
  %z = arith.addi %y, %c3 : i32
  return %z : i32
}

// -----

// CHECK-LABEL: func.func @identities
func.func @identities(%a: i32) -> (i32, i32) {
  // CHECK-NEXT: return %{{.+}}, %{{.+}} : i32, i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %a, %c1 : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @dead_ops
func.func @dead_ops(%a: i32) {
  // CHECK-NEXT: return
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return
}

// -----

// Constants from nested regions go to the function's entry block.
// CHECK-LABEL: func.func @nested_constants
func.func @nested_constants(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  // CHECK-NEXT: %[[C5:.+]] = arith.constant 5 : i32
  // CHECK-NEXT: %[[R:.+]] = scf.for
  // CHECK-NEXT: %[[N:.+]] = arith.addi %{{.+}}, %[[C5]] : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> i32 {
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %k = arith.addi %c2, %c3 : i32
    %n = arith.addi %acc, %k : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Duplicate constants become one.
// CHECK-LABEL: func.func @duplicate_constants
func.func @duplicate_constants(%a: i64) -> (i64, i64) {
  // CHECK-NEXT: %[[C:.+]] = arith.constant 42 : i64
  // CHECK-NEXT: %[[X:.+]] = arith.xori %{{.+}}, %[[C]] : i64
  // CHECK-NEXT: %[[Y:.+]] = arith.ori %{{.+}}, %[[C]] : i64
  %c = arith.constant 42 : i64
  %x = arith.xori %a, %c : i64
  %d = arith.constant 42 : i64
  %y = arith.ori %a, %d : i64
  return %x, %y : i64, i64
}
