// remove-dead-values on ops with regions, without its canonicalization
// step: a region op without effects whose results are dead goes; in any
// other, each value it or its terminators forward that is dead, or reaches
// only dead region arguments and results, is replaced by a new ub.poison
// just before the op that forwards it. mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --remove-dead-values="canonicalize=false" %s | FileCheck %s

// Result #1 is dead: each branch yields a poison in its place, and %b, which
// only fed it, goes.
// CHECK-LABEL: func.func @if_result
// CHECK:         %[[R:.*]]:2 = scf.if %c -> (i32, i32) {
// CHECK-NEXT:      %[[A:.*]] = arith.addi %x, %y : i32
// CHECK-NEXT:      %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[A]], %[[P]] : i32, i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[Q:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %y, %[[Q]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0 : i32
func.func @if_result(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    %b = arith.muli %x, %y : i32
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %y, %x : i32, i32
  }
  return %r#0 : i32
}

// -----

// %b only feeds itself around the loop: its initial value and the value
// yielded for it become poison (the poison for the initial value before
// the loop, the other before the yield).
// CHECK-LABEL: func.func @for_iter_arg
// CHECK:         %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    %{{.*}}:2 = scf.for %{{.*}} = %{{.*}} to %n step %{{.*}} iter_args(%[[A:.*]] = %x, %{{.*}} = %[[P]]) -> (i32, i32) {
// CHECK-NEXT:      %[[A2:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      %[[Q:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[A2]], %[[Q]] : i32, i32
func.func @for_iter_arg(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %a : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}

// -----

// scf.while: the dead value is replaced where it enters and wherever the
// regions pass it on.
// CHECK-LABEL: func.func @while_value
// CHECK:         %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    %{{.*}}:2 = scf.while (%[[A:.*]] = %x, %{{.*}} = %[[P]]) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi slt, %[[A]], %n : i32
// CHECK-NEXT:      %[[Q:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[A]], %[[Q]] : i32, i32
// CHECK:           ub.poison : i32
// CHECK-NEXT:      scf.yield
func.func @while_value(%x: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.addi %b, %a : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}

// -----

// A region op without effects whose results are dead goes whole.
// CHECK-LABEL: func.func @pure_if
// CHECK-NEXT:    return %x : i32
func.func @pure_if(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %x : i32
}

// -----

// With an effect inside, the op stays; what it yields becomes poison.
// CHECK-LABEL: func.func @effect_if
// CHECK:         scf.if %c -> (i32) {
// CHECK-NEXT:      "x.store"(%x) : (i32) -> ()
// CHECK-NEXT:      %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[P]] : i32
func.func @effect_if(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    "x.store"(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %x : i32
}

// -----

// %b is stored in the loop, so it is needed: it keeps its initial value
// and what is yielded for it. %a is not.
// CHECK-LABEL: func.func @stored_iter_arg
// CHECK:         %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    scf.for %{{[^ ]*}} = %c0 to %n step %c1 iter_args(%{{[^ ]*}} = %[[P]], %[[B:[^ ]*]] = %x) -> (i32, i32) {
// CHECK-NEXT:      "x.store"(%[[B]]) : (i32) -> ()
// CHECK-NEXT:      %[[Q:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[Q]], %[[B]] : i32, i32
func.func @stored_iter_arg(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    "x.store"(%b) : (i32) -> ()
    %a2 = arith.addi %a, %b : i32
    scf.yield %a2, %b : i32, i32
  }
  return %x : i32
}
