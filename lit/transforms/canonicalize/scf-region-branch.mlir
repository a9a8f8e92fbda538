// The region branch patterns MLIR 22 runs on every scf op after its own
// (ControlFlowInterfaces.cpp): MakeRegionBranchOpSuccessorInputsDead,
// RemoveDuplicateSuccessorInputUses, RemoveDeadRegionBranchOpSuccessorInputs.
// Each case is byte-identical with mlir-opt-22.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// Two results fed the same value by both branches are one.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @if_duplicate_results(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V1]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg2) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V2]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]], %[[V0]] : i32, i32
// CHECK-NEXT:  }
func.func @if_duplicate_results(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
  %0:2 = scf.if %arg0 -> (i32, i32) {
    %1 = func.call @f(%arg1) : (i32) -> i32
    scf.yield %1, %1 : i32, i32
  } else {
    %1 = func.call @f(%arg2) : (i32) -> i32
    scf.yield %1, %1 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// One branch feeds them different values: both stay.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @if_partly_duplicate(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]]:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V1]], %[[V1]] : i32, i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg2) : (i32) -> i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg2) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V2]], %[[V3]] : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]]#0, %[[V0]]#1 : i32, i32
// CHECK-NEXT:  }
func.func @if_partly_duplicate(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
  %0:2 = scf.if %arg0 -> (i32, i32) {
    %1 = func.call @f(%arg1) : (i32) -> i32
    scf.yield %1, %1 : i32, i32
  } else {
    %1 = func.call @f(%arg2) : (i32) -> i32
    %2 = func.call @f(%arg2) : (i32) -> i32
    scf.yield %1, %2 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// Two loop-carried values with the same init and the same yielded value
// are one: the second iteration argument's uses go to the first.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @for_duplicate_iter_args(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = scf.for %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %arg1 step %[[V1]] iter_args(%[[V4:[a-zA-Z0-9_.$-]+]] = %arg0) -> (i32) {
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = func.call @f(%[[V4]]) : (i32) -> i32
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = func.call @f(%[[V4]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V5]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]], %[[V2]] : i32, i32
// CHECK-NEXT:  }
func.func @for_duplicate_iter_args(%arg0: i32, %arg1: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %arg1 step %c1 iter_args(%a = %arg0, %b = %arg0) -> (i32, i32) {
    %1 = func.call @f(%a) : (i32) -> i32
    %2 = func.call @f(%b) : (i32) -> i32
    scf.yield %1, %1 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// Duplicate results of an execute_region that is not inlined.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @execute_region_duplicates(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg0) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V1]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]], %[[V0]] : i32, i32
// CHECK-NEXT:  }
func.func @execute_region_duplicates(%arg0: i32) -> (i32, i32) {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    %1 = func.call @f(%arg0) : (i32) -> i32
    scf.yield %1, %1 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// An unused result of an execute_region that is not inlined goes.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @execute_region_dead_result(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg0) : (i32) -> i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @f(%[[V1]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V1]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @execute_region_dead_result(%arg0: i32) -> i32 {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    %1 = func.call @f(%arg0) : (i32) -> i32
    %2 = func.call @f(%1) : (i32) -> i32
    scf.yield %1, %2 : i32, i32
  }
  return %0#0 : i32
}

// -----

// The two values swap every iteration: neither is a single value, both
// stay.
func.func private @f(i32, i32) -> i32
// CHECK-LABEL: func.func @for_swapping_values(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]]:2 = scf.for %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %arg2 step %[[V1]] iter_args(%[[V4:[a-zA-Z0-9_.$-]+]] = %arg0, %[[V5:[a-zA-Z0-9_.$-]+]] = %arg1) -> (i32, i32) {
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = func.call @f(%[[V4]], %[[V5]]) : (i32, i32) -> i32
// CHECK-NEXT:  scf.yield %[[V5]], %[[V4]] : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]]#0 : i32
// CHECK-NEXT:  }
func.func @for_swapping_values(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %arg2 step %c1 iter_args(%a = %arg0, %b = %arg1) -> (i32, i32) {
    %1 = func.call @f(%a, %b) : (i32, i32) -> i32
    scf.yield %b, %a : i32, i32
  }
  return %0#0 : i32
}

// -----

// A while loop forwarding the same before argument twice: one result.
func.func private @cond(i32) -> i1
func.func private @next(i32) -> i32
// CHECK-LABEL: func.func @while_duplicate_forward(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.while (%[[V1:[a-zA-Z0-9_.$-]+]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @cond(%[[V1]]) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%[[V2]]) %[[V1]] : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%[[V3:[a-zA-Z0-9_.$-]+]]: i32):
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = func.call @next(%[[V3]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V4]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]], %[[V0]] : i32, i32
// CHECK-NEXT:  }
func.func @while_duplicate_forward(%arg0: i32) -> (i32, i32) {
  %0:2 = scf.while (%a = %arg0, %b = %arg0) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = func.call @next(%x) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
