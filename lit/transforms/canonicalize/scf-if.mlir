// canonicalize with scf.if's pattern: an if whose branches only yield
// becomes arith.select per result, or the value itself where both branches
// yield the same one; an if that computes something stays. mlir-opt-22
// prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @selects
func.func @selects(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  // CHECK-NEXT: %[[S:.+]] = arith.select %{{[a-z0-9_]+}}, %[[A:[a-z0-9_]+]], %[[B:[a-z0-9_]+]] : i32
  // CHECK-NEXT: return %[[S]], %[[B]], %[[A]]
  %r:3 = scf.if %c -> (i32, i32, i32) {
    scf.yield %a, %b, %a : i32, i32, i32
  } else {
    scf.yield %b, %b, %a : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @computes
func.func @computes(%c: i1, %a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: scf.if
  // CHECK-NEXT: arith.addi
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Folded constants in both branches are hoisted first, then selected.
// CHECK-LABEL: func.func @constant_branches
func.func @constant_branches(%c: i1) -> i32 {
  // CHECK-NEXT: %[[C15:.+]] = arith.constant 15 : i32
  // CHECK-NEXT: %[[C9:.+]] = arith.constant 9 : i32
  // CHECK-NEXT: %[[S:.+]] = arith.select %{{[a-z0-9_]+}}, %[[C15]], %[[C9]] : i32
  // CHECK-NEXT: return %[[S]]
  %r = scf.if %c -> i32 {
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %q = arith.addi %c7, %c8 : i32
    scf.yield %q : i32
  } else {
    %c9 = arith.constant 9 : i32
    scf.yield %c9 : i32
  }
  return %r : i32
}
