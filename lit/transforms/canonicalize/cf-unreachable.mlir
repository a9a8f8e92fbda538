// cf.cond_br's DropUnreachableCondBranch (ControlFlowOps.cpp, MLIR 22): a
// destination whose first op is ub.unreachable is never taken, so the
// branch goes to the other one (the true destination is looked at first).
// mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s
// Alone, one round and no region simplification: the dropped branch
// leaves its blocks, and a block with an op before its ub.unreachable
// is still a destination.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect \
// RUN:   --canonicalize='max-iterations=1 region-simplify=disabled' %s \
// RUN:   | FileCheck %s --check-prefix=ONE

// The true destination is unreachable: the false one stays, merged.
// CHECK-LABEL: func.func @true_unreachable(
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
// ONE-LABEL:   func.func @true_unreachable(
// ONE-NEXT:      return %arg1 : i32
// ONE-NEXT:    ^bb1:  // no predecessors
// ONE-NEXT:      ub.unreachable
// ONE-NEXT:    }
func.func @true_unreachable(%arg0: i1, %arg1: i32) -> i32 {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
^bb1:
  ub.unreachable
^bb2(%y: i32):
  return %y : i32
}

// -----

// The false destination is unreachable, and the true one takes an
// argument.
// CHECK-LABEL: func.func @false_unreachable(
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @false_unreachable(%arg0: i1, %arg1: i32) -> i32 {
  cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
^bb1:
  ub.unreachable
^bb2(%y: i32):
  return %y : i32
}

// -----

// Both are unreachable: control goes to the false destination (the one
// marked {false_side}).
// CHECK-LABEL: func.func @both_unreachable(
// CHECK-NEXT:    ub.unreachable {false_side}
// CHECK-NEXT:  }
// ONE-LABEL:   func.func @both_unreachable(
// ONE-NEXT:      ub.unreachable {false_side}
// ONE-NEXT:    ^bb1:  // no predecessors
// ONE-NEXT:      ub.unreachable
// ONE-NEXT:    }
func.func @both_unreachable(%arg0: i1) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable {false_side}
}

// -----

// A call before the ub.unreachable may not return, so the block is a
// destination and the branch stays.
// CHECK-LABEL: func.func @effect_first(
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    call @g(%arg1) : (i32) -> i32
// CHECK-NEXT:    ub.unreachable
func.func private @g(i32) -> i32
func.func @effect_first(%arg0: i1, %arg1: i32) -> i32 {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
^bb1:
  %z = func.call @g(%arg1) : (i32) -> i32
  ub.unreachable
^bb2(%y: i32):
  return %y : i32
}

// -----

// Dead ops before the ub.unreachable go first; the branch goes on a
// later round (so not in one round).
// CHECK-LABEL: func.func @dead_ops_first(
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
// ONE-LABEL:   func.func @dead_ops_first(
// ONE-NEXT:      cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// ONE-NEXT:    ^bb1:  // pred: ^bb0
// ONE-NEXT:      ub.unreachable
func.func @dead_ops_first(%arg0: i1, %arg1: i32) -> i32 {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
^bb1:
  %z = arith.addi %arg1, %arg1 : i32
  %w = arith.muli %z, %arg1 : i32
  ub.unreachable
^bb2(%y: i32):
  return %y : i32
}

// -----

// The unreachable block is reached through a br that merges into it
// first.
// CHECK-LABEL: func.func @through_a_branch(
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @through_a_branch(%arg0: i1, %arg1: i32) -> i32 {
  cf.cond_br %arg0, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  ub.unreachable
^bb3:
  return %arg1 : i32
}
