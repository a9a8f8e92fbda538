// scf.while's patterns (SCF.cpp, in MLIR 22's order): WhileConditionTruth,
// WhileCmpCond, WhileOpAlignBeforeArgs, WhileMoveIfDown, then the
// region-branch patterns every scf op shares (which remove invariant,
// duplicated and unused arguments and results). Each case is
// byte-identical with mlir-opt-22.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// The after argument carrying the condition is true in the after region;
// then the invariant argument and the unused values go, down to a loop
// without arguments.
func.func private @cond(i32) -> i1
func.func private @use(i32)
func.func private @use1(i1)
// CHECK-LABEL: func.func @condition_truth(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  scf.while : () -> () {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @cond(%arg0) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%[[V1]])
// CHECK-NEXT:  } do {
// CHECK-NEXT:  func.call @use1(%[[V0]]) : (i1) -> ()
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @condition_truth(%arg0: i32) -> i32 {
  %0:2 = scf.while (%a = %arg0) : (i32) -> (i32, i1) {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a, %c : i32, i1
  } do {
  ^bb0(%b: i32, %d: i1):
    func.call @use1(%d) : (i1) -> ()
    scf.yield %b : i32
  }
  return %0#0 : i32
}

// -----

// The body yields the before argument back through the condition, and
// the init for the second: both are invariant and become their inits.
func.func private @cond(i32) -> i1
func.func private @use(i32)
// CHECK-LABEL: func.func @invariant_before_arg(
// CHECK-NEXT:  scf.while : () -> () {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = func.call @cond(%arg1) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%[[V0]])
// CHECK-NEXT:  } do {
// CHECK-NEXT:  func.call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @invariant_before_arg(%arg0: i32, %arg1: i32) -> i32 {
  %0 = scf.while (%a = %arg0, %b = %arg1) : (i32, i32) -> i32 {
    %c = func.call @cond(%b) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    func.call @use(%x) : (i32) -> ()
    scf.yield %x, %arg1 : i32, i32
  }
  return %0 : i32
}

// -----

// scf.condition forwards a value from outside the loop: the after
// argument and the result become that value.
func.func private @cond(i32) -> i1
func.func private @use(i32)
// CHECK-LABEL: func.func @invariant_yielded_value(
// CHECK-NEXT:  scf.while : () -> () {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = func.call @cond(%arg0) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%[[V0]])
// CHECK-NEXT:  } do {
// CHECK-NEXT:  func.call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg0, %arg1 : i32, i32
// CHECK-NEXT:  }
func.func @invariant_yielded_value(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0:2 = scf.while (%a = %arg0) : (i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a, %arg1 : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    func.call @use(%y) : (i32) -> ()
    scf.yield %x : i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// Forwarded values nobody reads stop being forwarded.
func.func private @cond(i32) -> i1
func.func private @next(i32) -> i32
// CHECK-LABEL: func.func @unused_result(
// CHECK-NEXT:  scf.while : () -> () {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = func.call @cond(%arg0) : (i32) -> i1
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @next(%arg0) : (i32) -> i32
// CHECK-NEXT:  scf.condition(%[[V0]])
// CHECK-NEXT:  } do {
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @unused_result(%arg0: i32) {
  %0:2 = scf.while (%a = %arg0) : (i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    %n = func.call @next(%a) : (i32) -> i32
    scf.condition(%c) %a, %n : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    scf.yield %x : i32
  }
  return
}

// -----

// The after region repeats the loop comparison (true there) and its
// inverse (false there).
func.func private @next(i32) -> i32
func.func private @use1(i1)
// CHECK-LABEL: func.func @cmp_cond(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = scf.while (%[[V3:[a-zA-Z0-9_.$-]+]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %[[V3]], %arg1 : i32
// CHECK-NEXT:  scf.condition(%[[V4]]) %[[V3]] : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%[[V5:[a-zA-Z0-9_.$-]+]]: i32):
// CHECK-NEXT:  func.call @use1(%[[V1]]) : (i1) -> ()
// CHECK-NEXT:  func.call @use1(%[[V0]]) : (i1) -> ()
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = func.call @next(%[[V5]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V6]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @cmp_cond(%arg0: i32, %arg1: i32) -> i32 {
  %0 = scf.while (%a = %arg0) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %arg1 : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %c2 = arith.cmpi slt, %x, %arg1 : i32
    %c3 = arith.cmpi sge, %x, %arg1 : i32
    func.call @use1(%c2) : (i1) -> ()
    func.call @use1(%c3) : (i1) -> ()
    %n = func.call @next(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// A value forwarded twice is forwarded once.
func.func private @cond(i32) -> i1
func.func private @next(i32) -> i32
// CHECK-LABEL: func.func @duplicated_results(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.while (%[[V1:[a-zA-Z0-9_.$-]+]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @cond(%[[V1]]) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%[[V2]]) %[[V1]] : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%[[V3:[a-zA-Z0-9_.$-]+]]: i32):
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = func.call @next(%[[V3]]) : (i32) -> i32
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V4]], %[[V3]] : i32
// CHECK-NEXT:  scf.yield %[[V5]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]], %[[V0]] : i32, i32
// CHECK-NEXT:  }
func.func @duplicated_results(%arg0: i32) -> (i32, i32) {
  %0:2 = scf.while (%a = %arg0) : (i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = func.call @next(%x) : (i32) -> i32
    %m = arith.addi %n, %y : i32
    scf.yield %m : i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// An unread before argument goes with its init and its yielded value.
func.func private @cond() -> i1
func.func private @next(i32) -> i32
// CHECK-LABEL: func.func @unused_args(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.while (%[[V1:[a-zA-Z0-9_.$-]+]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @cond() : () -> i1
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = func.call @next(%[[V1]]) : (i32) -> i32
// CHECK-NEXT:  scf.condition(%[[V2]]) %[[V3]] : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%[[V4:[a-zA-Z0-9_.$-]+]]: i32):
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = func.call @next(%[[V4]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V4]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @unused_args(%arg0: i32, %arg1: i32) -> i32 {
  %0 = scf.while (%a = %arg0, %b = %arg1) : (i32, i32) -> i32 {
    %c = func.call @cond() : () -> i1
    %n = func.call @next(%a) : (i32) -> i32
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%x: i32):
    %n = func.call @next(%x) : (i32) -> i32
    scf.yield %x, %n : i32, i32
  }
  return %0 : i32
}

// -----

// The before arguments forwarded in another order are put back in
// order; the after arguments and results follow.
func.func private @cond(i32, i32) -> i1
func.func private @next(i32) -> i32
// CHECK-LABEL: func.func @align_before_args(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]]:2 = scf.while (%[[V1:[a-zA-Z0-9_.$-]+]] = %arg0, %[[V2:[a-zA-Z0-9_.$-]+]] = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = func.call @cond(%[[V1]], %[[V2]]) : (i32, i32) -> i1
// CHECK-NEXT:  scf.condition(%[[V3]]) %[[V1]], %[[V2]] : i32, i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%[[V4:[a-zA-Z0-9_.$-]+]]: i32, %[[V5:[a-zA-Z0-9_.$-]+]]: i32):
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = func.call @next(%[[V5]]) : (i32) -> i32
// CHECK-NEXT:  %[[V7:[a-zA-Z0-9_.$-]+]] = func.call @next(%[[V4]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V6]], %[[V7]] : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]]#1, %[[V0]]#0 : i32, i32
// CHECK-NEXT:  }
func.func @align_before_args(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0:2 = scf.while (%a = %arg0, %b = %arg1) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %b, %a : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = func.call @next(%x) : (i32) -> i32
    %m = func.call @next(%y) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// A loop that carries and reads everything stays as it is.
func.func private @cond(i32) -> i1
func.func private @next(i32) -> i32
// CHECK-LABEL: func.func @nothing_to_do(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.while (%[[V1:[a-zA-Z0-9_.$-]+]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @cond(%[[V1]]) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%[[V2]]) %[[V1]] : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%[[V3:[a-zA-Z0-9_.$-]+]]: i32):
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = func.call @next(%[[V3]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V4]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @nothing_to_do(%arg0: i32) -> i32 {
  %0 = scf.while (%a = %arg0) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %n = func.call @next(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// An if on the loop condition right before scf.condition moves into the
// after region.
func.func private @cond(i32) -> i1
func.func private @next(i32) -> i32
// CHECK-LABEL: func.func @move_if_down(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.while (%[[V1:[a-zA-Z0-9_.$-]+]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @cond(%[[V1]]) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%[[V2]]) %[[V1]] : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%[[V3:[a-zA-Z0-9_.$-]+]]: i32):
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = func.call @next(%[[V3]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V4]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @move_if_down(%arg0: i32) -> i32 {
  %0 = scf.while (%a = %arg0) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    %r = scf.if %c -> (i32) {
      %n = func.call @next(%a) : (i32) -> i32
      scf.yield %n : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %r : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return %0 : i32
}
