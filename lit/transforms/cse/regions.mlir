// cse into nested regions: an op in a region reuses equal ops of the
// enclosing regions, not of sibling regions, and not across an op that is
// isolated from above. Ops with regions are equal when their regions are;
// an op with a multi-block region is left alone.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --cse %s | FileCheck %s

// CHECK-LABEL: func.func @into_if
func.func @into_if(%c: i1, %a: i32) -> i32 {
  // CHECK: %[[X:.+]] = arith.addi
  // CHECK-NEXT: scf.if
  // CHECK-NEXT: scf.yield %[[X]]
  %0 = arith.addi %a, %a : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.addi %a, %a : i32
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @sibling_regions
func.func @sibling_regions(%c: i1, %a: i32) -> i32 {
  // CHECK: scf.if
  // CHECK-NEXT: arith.muli
  // CHECK: } else {
  // CHECK-NEXT: arith.muli
  %1 = scf.if %c -> i32 {
    %2 = arith.muli %a, %a : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.muli %a, %a : i32
    scf.yield %3 : i32
  }
  return %1 : i32
}

// -----

// An op after the region is not replaced by one inside it.
// CHECK-LABEL: func.func @out_of_region
func.func @out_of_region(%c: i1, %a: i32) -> (i32, i32) {
  // CHECK: scf.if
  // CHECK-NEXT: arith.subi
  // CHECK: } else {
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  // CHECK-NEXT: arith.subi
  %1 = scf.if %c -> i32 {
    %2 = arith.subi %a, %a : i32
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  %3 = arith.subi %a, %a : i32
  return %1, %3 : i32, i32
}

// -----

// CHECK-LABEL: func.func @into_loop
func.func @into_loop(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  // CHECK: %[[C:.+]] = arith.constant 3 : i32
  // CHECK: scf.for
  // CHECK-NOT: arith.constant
  // CHECK: arith.addi %{{.+}}, %[[C]]
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> i32 {
    %k = arith.constant 3 : i32
    %n = arith.addi %acc, %k : i32
    scf.yield %n : i32
  }
  %u = arith.addi %r, %c3 : i32
  return %u : i32
}

// -----

// CHECK-LABEL: func.func @equal_ifs
func.func @equal_ifs(%c: i1, %a: i32) -> (i32, i32) {
  // CHECK: %[[R:.+]] = scf.if
  // CHECK-NOT: scf.if
  // CHECK: return %[[R]], %[[R]]
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @different_ifs
func.func @different_ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  // CHECK: scf.if
  // CHECK: scf.if
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %c -> i32 {
    scf.yield %b : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Ops defined inside the regions correspond when the regions are equal.
// CHECK-LABEL: func.func @equal_loops
func.func @equal_loops(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  // CHECK: %[[R:.+]] = scf.for
  // CHECK-NOT: scf.for
  // CHECK: return %[[R]], %[[R]]
  %0 = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> i32 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %1 = scf.for %j = %lb to %ub step %s iter_args(%u = %a) -> i32 {
    %v = arith.addi %u, %u : i32
    scf.yield %v : i32
  }
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @equal_execute_regions
func.func @equal_execute_regions(%a: i32) -> (i32, i32) {
  // CHECK: %[[R:.+]] = scf.execute_region
  // CHECK-NOT: scf.execute_region
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %1 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

func.func private @effect() -> i32

// A region with an effect makes its op effectful: no replacement.
// CHECK-LABEL: func.func @if_with_effects
func.func @if_with_effects(%c: i1, %a: i32) -> (i32, i32) {
  // CHECK: scf.if
  // CHECK: scf.if
  %0 = scf.if %c -> i32 {
    %e = func.call @effect() : () -> i32
    scf.yield %e : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %e = func.call @effect() : () -> i32
    scf.yield %e : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// A multi-block region is left alone, and so is its op.
// CHECK-LABEL: func.func @multi_block_region
func.func @multi_block_region(%a: i32) -> (i32, i32) {
  // CHECK: scf.execute_region
  // CHECK: scf.execute_region
  %0 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Functions are isolated from above: equal constants in two functions stay.
// CHECK-LABEL: func.func @first
// CHECK: arith.constant 5
// CHECK-LABEL: func.func @second
// CHECK: arith.constant 5
func.func @first() -> i32 {
  %0 = arith.constant 5 : i32
  return %0 : i32
}
func.func @second() -> i32 {
  %0 = arith.constant 5 : i32
  return %0 : i32
}

// -----

// An isolated op inside a function (a module here) does not see the
// function's ops.
// CHECK-LABEL: func.func @isolated
func.func @isolated() -> i32 {
  // CHECK: arith.constant 9
  // CHECK: module {
  // CHECK-NEXT: arith.constant 9
  %0 = arith.constant 9 : i32
  builtin.module {
    %1 = arith.constant 9 : i32
    "u.use"(%1) : (i32) -> ()
  }
  return %0 : i32
}

// -----

// Within a while loop's regions.
// CHECK-LABEL: func.func @while_regions
func.func @while_regions(%a: i32, %b: i32) -> (i32, i32) {
  // CHECK: %[[S:.+]] = arith.addi
  // CHECK: scf.while
  // CHECK-NOT: arith.addi %{{.+}}, %{{.+}} : i32
  // CHECK: arith.cmpi slt, %{{.+}}, %[[S]]
  // CHECK: scf.yield %[[S]]
  %s = arith.addi %a, %b : i32
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %t = arith.addi %a, %b : i32
    %c = arith.cmpi slt, %x, %t : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %u = arith.addi %b, %a : i32
    scf.yield %u : i32
  }
  return %r, %s : i32, i32
}

// -----

// Operands of commutative ops match in either order only for the ops
// compared, not for the ops in their regions.
// CHECK-LABEL: func.func @commutative_inside_regions
func.func @commutative_inside_regions(%x: i32, %y: i32) -> (i32, i32) {
  // CHECK: scf.execute_region
  // CHECK: scf.execute_region
  %0 = scf.execute_region -> i32 {
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  }
  %1 = scf.execute_region -> i32 {
    %s = arith.addi %y, %x : i32
    scf.yield %s : i32
  }
  return %0, %1 : i32, i32
}
