// inline on callees with several blocks (unstructured control flow): the
// callee's blocks are spliced into the caller between the two halves of the
// call's block, as mlir-opt-22 --inline does.
// RUN: strata-opt --split-input-file --inline %s | FileCheck %s

// A callee of several blocks: the caller's block is split after the call,
// the callee's blocks go in between, each `return` becomes a branch to the
// block after the call, which receives the result as an argument.
// Canonicalize then forwards the first return's value straight to it.
func.func private @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  %d = arith.subi %a, %b : i32
  return %d : i32
}
// CHECK-NOT: func.func private @sel(
// CHECK-LABEL: func.func @uses_sel(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  cf.cond_br %[[ARG0]], ^bb2(%[[ARG1]] : i32), ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG1]], %[[ARG2]] : i32
// CHECK-NEXT:  cf.br ^bb2(%[[V0]] : i32)
// CHECK-NEXT:  ^bb2(%[[V1:[a-zA-Z0-9_.$-]+]]: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.muli %[[V1]], %[[ARG2]] : i32
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @uses_sel(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = call @sel(%c, %x, %y) : (i1, i32, i32) -> i32
  %1 = arith.muli %0, %y : i32
  return %1 : i32
}

// -----

// A loop in the callee comes along with its back edge; the second call
// gets a second copy of the loop.
func.func private @count(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return %i : index
}
// CHECK-NOT: func.func private @count(
// CHECK-LABEL: func.func @loop_user(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: index) -> index {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  cf.br ^bb1(%[[V0]] : index)
// CHECK-NEXT:  ^bb1(%[[V2:[a-zA-Z0-9_.$-]+]]: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.cmpi sge, %[[V2]], %[[ARG0]] : index
// CHECK-NEXT:  cf.cond_br %[[V3]], ^bb3(%[[V2]] : index), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V2]], %[[V1]] : index
// CHECK-NEXT:  cf.br ^bb1(%[[V4]] : index)
// CHECK-NEXT:  ^bb3(%[[V5:[a-zA-Z0-9_.$-]+]]: index):  // pred: ^bb1
// CHECK-NEXT:  cf.br ^bb4(%[[V0]] : index)
// CHECK-NEXT:  ^bb4(%[[V6:[a-zA-Z0-9_.$-]+]]: index):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT:  %[[V7:[a-zA-Z0-9_.$-]+]] = arith.cmpi sge, %[[V6]], %[[V5]] : index
// CHECK-NEXT:  cf.cond_br %[[V7]], ^bb6(%[[V6]] : index), ^bb5
// CHECK-NEXT:  ^bb5:  // pred: ^bb4
// CHECK-NEXT:  %[[V8:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V6]], %[[V1]] : index
// CHECK-NEXT:  cf.br ^bb4(%[[V8]] : index)
// CHECK-NEXT:  ^bb6(%[[V9:[a-zA-Z0-9_.$-]+]]: index):  // pred: ^bb4
// CHECK-NEXT:  return %[[V9]] : index
// CHECK-NEXT:  }
func.func @loop_user(%n: index) -> index {
  %0 = call @count(%n) : (index) -> index
  %1 = call @count(%0) : (index) -> index
  return %1 : index
}

// -----

// Calls in two blocks of a multi-block caller each splice a copy of the
// callee's blocks in.
func.func private @abs(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %a, %c0 : i32
  cf.cond_br %neg, ^n, ^p
^n:
  %m = arith.subi %c0, %a : i32
  return %m : i32
^p:
  return %a : i32
}
// CHECK-NOT: func.func private @abs(
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  cf.cond_br %[[ARG0]], ^bb1, ^bb4
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %[[ARG1]], %[[V0]] : i32
// CHECK-NEXT:  cf.cond_br %[[V1]], ^bb2, ^bb3(%[[ARG1]] : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.subi %[[V0]], %[[ARG1]] : i32
// CHECK-NEXT:  cf.br ^bb3(%[[V2]] : i32)
// CHECK-NEXT:  ^bb3(%[[V3:[a-zA-Z0-9_.$-]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  ^bb4:  // pred: ^bb0
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %[[ARG2]], %[[V0]] : i32
// CHECK-NEXT:  cf.cond_br %[[V4]], ^bb5, ^bb6(%[[ARG2]] : i32)
// CHECK-NEXT:  ^bb5:  // pred: ^bb4
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.subi %[[V0]], %[[ARG2]] : i32
// CHECK-NEXT:  cf.br ^bb6(%[[V5]] : i32)
// CHECK-NEXT:  ^bb6(%[[V6:[a-zA-Z0-9_.$-]+]]: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:  %[[V7:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V6]], %[[ARG1]] : i32
// CHECK-NEXT:  return %[[V7]] : i32
// CHECK-NEXT:  }
func.func @caller(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^x, ^y
^x:
  %0 = call @abs(%a) : (i32) -> i32
  return %0 : i32
^y:
  %1 = call @abs(%b) : (i32) -> i32
  %2 = arith.addi %1, %a : i32
  return %2 : i32
}

// -----

// A callee of several blocks is not inlined into a region of another kind
// of op that takes a single block (scf.if's): the call stays.
func.func private @mb(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  %z = arith.constant 0 : i32
  return %z : i32
}
// CHECK-LABEL: func.func @in_if(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i1, %[[ARG2:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.if %[[ARG1]] -> (i32) {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @mb(%[[ARG0]], %[[ARG2]]) : (i1, i32) -> i32
// CHECK-NEXT:  scf.yield %[[V1]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[ARG2]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @in_if(%c: i1, %d: i1, %a: i32) -> i32 {
  %r = scf.if %d -> i32 {
    %0 = func.call @mb(%c, %a) : (i1, i32) -> i32
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// scf.execute_region may hold several blocks, so the callee goes in there.
func.func private @mb(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  %z = arith.constant 7 : i32
  %s = arith.addi %a, %z : i32
  return %s : i32
}
// CHECK-NOT: func.func private @mb(
// CHECK-LABEL: func.func @in_exec(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 7 : i32
// CHECK-NEXT:  cf.cond_br %[[ARG0]], ^bb2(%[[ARG1]] : i32), ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG1]], %[[V0]] : i32
// CHECK-NEXT:  cf.br ^bb2(%[[V1]] : i32)
// CHECK-NEXT:  ^bb2(%[[V2:[a-zA-Z0-9_.$-]+]]: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @in_exec(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %0 = func.call @mb(%c, %a) : (i1, i32) -> i32
    scf.yield %0 : i32
  }
  return %r : i32
}

// -----

// Several values returned from several blocks become several arguments of
// the block after the call.
func.func private @minmax(%a: i32, %b: i32) -> (i32, i32) {
  %lt = arith.cmpi slt, %a, %b : i32
  cf.cond_br %lt, ^l, ^g
^l:
  return %a, %b : i32, i32
^g:
  return %b, %a : i32, i32
}
// CHECK-NOT: func.func private @minmax(
// CHECK-LABEL: func.func @mm(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %[[ARG0]], %[[ARG1]] : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.select %[[V0]], %[[ARG0]], %[[ARG1]] : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.select %[[V0]], %[[ARG1]], %[[ARG0]] : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.subi %[[V2]], %[[V1]] : i32
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @mm(%a: i32, %b: i32) -> i32 {
  %0:2 = call @minmax(%a, %b) : (i32, i32) -> (i32, i32)
  %1 = arith.subi %0#1, %0#0 : i32
  return %1 : i32
}

// -----

// A cf.switch callee: each case's return branches to the continuation.
func.func private @pick(%v: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^d,
    0: ^z,
    1: ^o
  ]
^d:
  return %a : i32
^z:
  return %b : i32
^o:
  %s = arith.addi %a, %b : i32
  return %s : i32
}
// CHECK-NOT: func.func private @pick(
// CHECK-LABEL: func.func @switch_user(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT:  cf.switch %[[ARG0]] : i32, [
// CHECK-NEXT:  default: ^bb2(%[[ARG1]] : i32),
// CHECK-NEXT:  0: ^bb2(%[[V0]] : i32),
// CHECK-NEXT:  1: ^bb1
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG1]], %[[V0]] : i32
// CHECK-NEXT:  cf.br ^bb2(%[[V1]] : i32)
// CHECK-NEXT:  ^bb2(%[[V2:[a-zA-Z0-9_.$-]+]]: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @switch_user(%v: i32, %a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %0 = call @pick(%v, %a, %c) : (i32, i32, i32) -> i32
  return %0 : i32
}
