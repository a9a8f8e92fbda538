// cf canonicalization (ControlFlowOps.cpp): BranchOp::canonicalize
// (merge into a block with one predecessor, skip a block that only
// branches on) and cond_br's SimplifyConstCondBranchPred,
// SimplifyPassThroughCondBranch, SimplifyCondBranchIdenticalSuccessors,
// SimplifyCondBranchFromCondBranchOnSameCondition and
// CondBranchTruthPropagation, with the cases where they must not apply.
// mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// cond_br on true: a br to ^bb1, which merges; ^bb2 is unreachable.
// CHECK-LABEL: func.func @const_true
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @const_true(%arg0: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  return %arg0 : i32
^bb2:
  %c = arith.constant 0 : i32
  return %c : i32
}

// -----

// cond_br on false: the false destination, its argument forwarded.
// CHECK-LABEL: func.func @const_false
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @const_false(%arg0: i32, %arg1: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%arg0 : i32), ^bb2(%arg1 : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// A br to a block with one predecessor: the blocks merge.
// CHECK-LABEL: func.func @merge_single_pred
// CHECK-NEXT:    call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
func.func private @use(i32)
func.func @merge_single_pred(%arg0: i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// Both destinations only branch on to ^bb3: the cond_br skips them, its
// destinations become identical, a select merges the values.
// CHECK-LABEL: func.func @pass_through
// CHECK-NEXT:    %[[S:.+]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    call @use(%[[S]]) : (i32) -> ()
// CHECK-NEXT:    return
func.func private @use(i32)
func.func @pass_through(%arg0: i1, %arg1: i32, %arg2: i32) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : i32)
^bb2:
  cf.br ^bb3(%arg2 : i32)
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// The same destination with different values: a select.
// CHECK-LABEL: func.func @identical_successors
// CHECK-NEXT:    %[[S:.+]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    call @use(%[[S]]) : (i32) -> ()
func.func private @use(i32)
func.func @identical_successors(%arg0: i1, %arg1: i32, %arg2: i32) {
  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// The same destination with the same values: a br, then a merge.
// CHECK-LABEL: func.func @identical_same
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
func.func private @use(i32)
func.func @identical_same(%arg0: i1, %arg1: i32) {
  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// The condition is known in each destination only the cond_br reaches.
// CHECK-LABEL: func.func @truth
// CHECK-NEXT:    %[[T:.+]] = arith.constant true
// CHECK-NEXT:    %[[F:.+]] = arith.constant false
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    call @use(%[[T]]) : (i1) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    call @use(%[[F]]) : (i1) -> ()
func.func private @use(i1)
func.func @truth(%arg0: i1) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  func.call @use(%arg0) : (i1) -> ()
  return
^bb2:
  func.call @use(%arg0) : (i1) -> ()
  return
}

// -----

// A cond_br reached only from a cond_br on the same condition goes one
// way (here to ^bb2, which merges).
// CHECK-LABEL: func.func @same_condition
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return
func.func private @use(i32)
func.func @same_condition(%arg0: i1, %arg1: i32, %arg2: i32) {
  cf.cond_br %arg0, ^bb1, ^bb3
^bb1:
  func.call @use(%arg1) : (i32) -> ()
  cf.cond_br %arg0, ^bb2, ^bb3
^bb2:
  func.call @use(%arg2) : (i32) -> ()
  return
^bb3:
  return
}

// -----

// A loop block has two predecessors: nothing merges.
// CHECK-LABEL: func.func @loop
// CHECK-NEXT:    cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%[[X:.+]]: i32):
// CHECK-NEXT:    call @use(%[[X]]) : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%[[X]] : i32), ^bb2
func.func private @use(i32)
func.func @loop(%arg0: i1, %arg1: i32) {
  cf.br ^bb1(%arg1 : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  cf.cond_br %arg0, ^bb1(%x : i32), ^bb2
^bb2:
  return
}

// -----

// Collapsing a pass-through block maps its arguments to the values it
// was given.
// CHECK-LABEL: func.func @pass_through_remap
// CHECK-NEXT:    %[[S0:.+]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    %[[S1:.+]] = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:    call @use(%[[S0]]) : (i32) -> ()
// CHECK-NEXT:    call @use(%[[S1]]) : (i32) -> ()
func.func private @use(i32)
func.func @pass_through_remap(%arg0: i1, %arg1: i32, %arg2: i32) {
  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
^bb1(%y: i32):
  cf.br ^bb3(%y, %arg2 : i32, i32)
^bb2:
  cf.br ^bb3(%arg2, %arg1 : i32, i32)
^bb3(%x: i32, %z: i32):
  func.call @use(%x) : (i32) -> ()
  func.call @use(%z) : (i32) -> ()
  return
}

// -----

// A block argument used by another op: that block does not collapse (the
// other one does).
// CHECK-LABEL: func.func @arg_used_elsewhere
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%[[Y:.+]]: i32):
// CHECK-NEXT:    %[[S:.+]] = arith.addi %[[Y]], %[[Y]] : i32
// CHECK-NEXT:    cf.br ^bb2(%[[S]] : i32)
func.func private @use(i32)
func.func @arg_used_elsewhere(%arg0: i1, %arg1: i32, %arg2: i32) {
  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
^bb1(%y: i32):
  %s = arith.addi %y, %y : i32
  cf.br ^bb3(%s : i32)
^bb2:
  cf.br ^bb3(%arg2 : i32)
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// A destination with two predecessors does not merge.
// CHECK-LABEL: func.func @two_preds
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb2(%arg2 : i32)
func.func private @use(i32)
func.func @two_preds(%arg0: i1, %arg1: i32, %arg2: i32) {
  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
^bb2:
  func.call @use(%arg2) : (i32) -> ()
  cf.br ^bb1(%arg2 : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// Identical destinations with different values, but the destination has
// another predecessor: no select.
// CHECK-LABEL: func.func @identical_other_pred
// CHECK:         cf.cond_br %arg0, ^bb3(%arg2 : i32), ^bb3(%arg3 : i32)
func.func private @use(i32)
func.func @identical_other_pred(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) {
  cf.cond_br %arg1, ^bb0(%arg2 : i32), ^bb2
^bb0(%w: i32):
  func.call @use(%w) : (i32) -> ()
  cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb1(%arg3 : i32)
^bb2:
  func.call @use(%arg3) : (i32) -> ()
  cf.br ^bb1(%arg2 : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// Weights do not stop the simplification.
// CHECK-LABEL: func.func @weights
// CHECK-NEXT:    %[[S:.+]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    call @use(%[[S]]) : (i32) -> ()
func.func private @use(i32)
func.func @weights(%arg0: i1, %arg1: i32, %arg2: i32) {
  cf.cond_br %arg0 weights([10, 90]), ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : i32)
^bb2:
  cf.br ^bb3(%arg2 : i32)
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// Skipping blocks that only branch on keeps the weights with their
// successors (MLIR 22's SimplifyPassThroughCondBranch).
// CHECK-LABEL: func.func @pass_through_keeps_weights
// CHECK-NEXT:    cf.cond_br %cond weights([30, 70]), ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %arg1 : i32
func.func @pass_through_keeps_weights(%arg0 : i32, %arg1 : i32, %cond : i1) -> i32 {
  cf.cond_br %cond weights([30,70]), ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb3:
  cf.br ^bb4
^bb2:
  return %arg0 : i32
^bb4:
  return %arg1 : i32
}

// -----

// A block that branches to itself is left alone.
// CHECK-LABEL: func.func @self_loop
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb1
func.func private @use(i32)
func.func @self_loop(%arg0: i1, %arg1: i32) {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

// -----

// A chain of blocks each reached once merges into one.
// CHECK-LABEL: func.func @chain_of_blocks
// CHECK-NEXT:    call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
func.func private @use(i32)
func.func @chain_of_blocks(%arg0: i32) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%arg0 : i32)
^bb2(%x: i32):
  cf.br ^bb3
^bb3:
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// Uses after the join keep the condition.
// CHECK-LABEL: func.func @truth_in_both_and_after
// CHECK:       ^bb3:
// CHECK-NEXT:    return %arg0 : i1
func.func private @use(i1)
func.func @truth_in_both_and_after(%arg0: i1) -> i1 {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  func.call @use(%arg0) : (i1) -> ()
  cf.br ^bb3
^bb2:
  func.call @use(%arg0) : (i1) -> ()
  cf.br ^bb3
^bb3:
  return %arg0 : i1
}
