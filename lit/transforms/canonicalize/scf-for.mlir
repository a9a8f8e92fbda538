// scf.for's patterns (SCF.cpp, in MLIR 22's order): SimplifyTrivialLoops,
// then the region-branch patterns every scf op shares (which drop unused
// and forwarded iter_args). The trip count is MLIR 22's constantTripCount
// (signed, or unsigned with `unsigned`; a zero or negative constant step
// means no iteration). Each case is byte-identical with mlir-opt-22.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// The upper bound is below the lower bound: the loop is its inits.
// CHECK-LABEL: func.func @zero_trip(
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @zero_trip(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %arg0) -> (i32) {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// Equal bounds, even unknown ones: no iteration.
// CHECK-LABEL: func.func @same_bounds(
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @same_bounds(%arg0: i32, %arg1: index, %arg2: index) -> i32 {
  %0 = scf.for %i = %arg1 to %arg1 step %arg2 iter_args(%a = %arg0) -> (i32) {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// One iteration (the step passes the bound): the body replaces the loop,
// the induction variable becoming the lower bound.
func.func private @use(index)
// CHECK-LABEL: func.func @one_trip(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  call @use(%[[V0]]) : (index) -> ()
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @one_trip(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = scf.for %i = %c0 to %c4 step %c8 iter_args(%a = %arg0) -> (i32) {
    func.call @use(%i) : (index) -> ()
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// Bounds x and x + 1 are not constants: MLIR 22 does not count the
// iterations, so the loop stays.
func.func private @use(index)
// CHECK-LABEL: func.func @one_trip_offset(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, %[[V0]] : index
// CHECK-NEXT:  scf.for %[[V2:[a-zA-Z0-9_.$-]+]] = %arg0 to %[[V1]] step %[[V0]] {
// CHECK-NEXT:  func.call @use(%[[V2]]) : (index) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @one_trip_offset(%arg0: index) {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %arg0, %c1 : index
  scf.for %i = %arg0 to %0 step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// -----

// More than one iteration, nothing but a yield of an outside value: the
// loop is that value.
// CHECK-LABEL: func.func @empty_loop_yields_outside(
// CHECK-NEXT:  return %arg1 : i32
// CHECK-NEXT:  }
func.func @empty_loop_yields_outside(%arg0: i32, %arg1: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %arg0) -> (i32) {
    scf.yield %arg1 : i32
  }
  return %0 : i32
}

// -----

// Loop-carried values that carry nothing go: one yielded unchanged, one
// unread whose init is what is yielded; the read ones stay.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @iter_args(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]]:2 = scf.for %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %arg3 step %[[V1]] iter_args(%[[V4:[a-zA-Z0-9_.$-]+]] = %arg1, %[[V5:[a-zA-Z0-9_.$-]+]] = %arg0) -> (i32, i32) {
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = func.call @f(%[[V4]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V6]], %[[V6]] : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg0, %[[V2]]#0, %arg2, %[[V2]]#1 : i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @iter_args(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:4 = scf.for %i = %c0 to %arg3 step %c1 iter_args(%a = %arg0, %b = %arg1, %c = %arg2, %d = %arg0) -> (i32, i32, i32, i32) {
    %1 = func.call @f(%b) : (i32) -> i32
    scf.yield %a, %1, %arg2, %1 : i32, i32, i32, i32
  }
  return %0#0, %0#1, %0#2, %0#3 : i32, i32, i32, i32
}

// -----

// An unread iteration argument whose result is unused goes.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @unused_result(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = scf.for %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %arg2 step %[[V1]] iter_args(%[[V4:[a-zA-Z0-9_.$-]+]] = %arg1) -> (i32) {
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = func.call @f(%[[V4]]) : (i32) -> i32
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = func.call @f(%[[V4]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V5]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @unused_result(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %arg2 step %c1 iter_args(%a = %arg0, %b = %arg1) -> (i32, i32) {
    %1 = func.call @f(%b) : (i32) -> i32
    %2 = func.call @f(%b) : (i32) -> i32
    scf.yield %2, %1 : i32, i32
  }
  return %0#1 : i32
}

// -----

// The only loop-carried value is yielded unchanged: the loop keeps its
// body and loses its iter_args.
func.func private @g()
// CHECK-LABEL: func.func @all_forwarded(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  scf.for %[[V2:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %arg1 step %[[V1]] {
// CHECK-NEXT:  func.call @g() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @all_forwarded(%arg0: i32, %arg1: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %arg1 step %c1 iter_args(%a = %arg0) -> (i32) {
    func.call @g() : () -> ()
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

// An i32 loop of several iterations with a body stays.
func.func private @use(i32)
// CHECK-LABEL: func.func @i32_loop(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 4 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  scf.for %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %[[V1]] step %[[V2]]  : i32 {
// CHECK-NEXT:  func.call @use(%[[V3]]) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @i32_loop(%arg0: i32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    func.call @use(%i) : (i32) -> ()
  }
  return
}

// -----

// -1 to 4 is no iteration when compared unsigned (0xffffffff > 4), one
// iteration when compared signed.
func.func private @use(i32)
// CHECK-LABEL: func.func @unsigned_negative_bounds(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i32
// CHECK-NEXT:  call @use(%[[V0]]) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @unsigned_negative_bounds() {
  %c0 = arith.constant -1 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  scf.for unsigned %i = %c0 to %c4 step %c8 : i32 {
    func.call @use(%i) : (i32) -> ()
  }
  scf.for %i = %c0 to %c4 step %c8 : i32 {
    func.call @use(%i) : (i32) -> ()
  }
  return
}

// -----

// Several iterations with a body: the loop stays.
func.func private @use(index)
// CHECK-LABEL: func.func @multi_trip_with_body(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 4 : index
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  scf.for %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %[[V1]] step %[[V2]] {
// CHECK-NEXT:  func.call @use(%[[V3]]) : (index) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @multi_trip_with_body() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// -----

// An empty loop without results does nothing and is erased.
// CHECK-LABEL: func.func @empty_multi_trip(
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @empty_multi_trip() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %c1 {
  }
  return
}

// -----

// An unknown step: the iterations are not counted, the loop stays.
// CHECK-LABEL: func.func @dynamic_step_one_trip(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 4 : index
// CHECK-NEXT:  scf.for %[[V2:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %[[V1]] step %arg0 {
// CHECK-NEXT:  "test.use"(%[[V2]]) : (index) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @dynamic_step_one_trip(%arg0: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %arg0 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// A zero step: MLIR 22 counts no iteration, whatever the bounds.
// CHECK-LABEL: func.func @step_zero(
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @step_zero(%arg0: index, %arg1: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %arg0 to %arg1 step %c0 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// A negative constant step: no iteration either.
// CHECK-LABEL: func.func @step_negative(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 5 : i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @step_negative(%arg0: index, %arg1: index) -> i32 {
  %c0 = arith.constant -2 : index
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %arg0 to %arg1 step %c0 iter_args(%a = %c5) -> (i32) {
    "test.use"(%i) : (index) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// One constant bound: not counted.
// CHECK-LABEL: func.func @lower_bound_constant(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 4 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 8 : index
// CHECK-NEXT:  scf.for %[[V2:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %arg0 step %[[V1]] {
// CHECK-NEXT:  "test.use"(%[[V2]]) : (index) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @lower_bound_constant(%arg0: index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c4 to %arg0 step %c8 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// The yielded value is computed in the body: the loop stays even though
// it could be simplified further.
// CHECK-LABEL: func.func @yield_computed_inside(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = scf.for %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %arg1 step %[[V1]] iter_args(%[[V4:[a-zA-Z0-9_.$-]+]] = %arg0) -> (i32) {
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:  scf.yield %[[V5]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @yield_computed_inside(%arg0: i32, %arg1: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %arg1 step %c1 iter_args(%x = %arg0) -> i32 {
    %y = arith.addi %arg0, %arg0 : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// i8 signed: 200 is -56, a negative step, so no iteration.
// CHECK-LABEL: func.func @i8_step_wraps_negative(
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @i8_step_wraps_negative() {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %st = arith.constant 200 : i8
  scf.for %i = %lb to %ub step %st : i8 {
    "test.use"(%i) : (i8) -> ()
  }
  return
}

// -----

// i8 unsigned: 0 to 200 (-56) by 100 is two iterations and stays.
// CHECK-LABEL: func.func @i8_unsigned_two_trips(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i8
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant -56 : i8
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 100 : i8
// CHECK-NEXT:  scf.for unsigned %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %[[V1]] step %[[V2]]  : i8 {
// CHECK-NEXT:  "test.use"(%[[V3]]) : (i8) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @i8_unsigned_two_trips() {
  %lb = arith.constant 0 : i8
  %ub = arith.constant -56 : i8
  %st = arith.constant 100 : i8
  scf.for unsigned %i = %lb to %ub step %st : i8 {
    "test.use"(%i) : (i8) -> ()
  }
  return
}

// -----

// A step equal to the distance: exactly one iteration.
// CHECK-LABEL: func.func @step_equals_distance(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  "test.use"(%[[V0]]) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @step_equals_distance() {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 4 : i32
  %st = arith.constant 4 : i32
  scf.for %i = %lb to %ub step %st : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}

// -----

// A remainder adds an iteration: 0 to 4 by 3 is two iterations, and stays.
// CHECK-LABEL: func.func @two_trips_with_remainder(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 4 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT:  scf.for %[[V3:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %[[V1]] step %[[V2]]  : i32 {
// CHECK-NEXT:  "test.use"(%[[V3]]) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @two_trips_with_remainder() {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 4 : i32
  %st = arith.constant 3 : i32
  scf.for %i = %lb to %ub step %st : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}

// -----

// i8 signed: -100 to 100 is a distance of 200, which wraps to -56 at i8:
// MLIR 22 counts no iteration and erases the loop.
// CHECK-LABEL: func.func @i8_distance_wraps(
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @i8_distance_wraps() {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %st = arith.constant 50 : i8
  scf.for %i = %lb to %ub step %st : i8 {
    "test.use"(%i) : (i8) -> ()
  }
  return
}

// -----

// The body yields the initial value back: the loop-carried value is that
// value in every iteration, so it goes even though the body reads it.
func.func private @effect(i32) -> i32
// CHECK-LABEL: func.func @yields_init_back(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : index
// CHECK-NEXT:  scf.for %[[V2:[a-zA-Z0-9_.$-]+]] = %[[V0]] to %arg1 step %[[V1]] {
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = func.call @effect(%arg0) : (i32) -> i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @yields_init_back(%arg0: i32, %arg1: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %arg1 step %c1 iter_args(%a = %arg0) -> (i32) {
    %e = func.call @effect(%a) : (i32) -> i32
    scf.yield %arg0 : i32
  }
  return %r : i32
}

// -----

// One iteration of a body that yields its iter_arg unchanged: the body
// runs in place of the loop, and the loop's result is the init.
// CHECK-LABEL: func.func @one_trip_forwarding(
// CHECK-NEXT:    %[[INIT:.*]] = call @effect(%arg0) : (i32) -> i32
// CHECK-NEXT:    %{{.*}} = call @effect(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[INIT]] : i32
func.func private @effect(i32) -> i32
func.func @one_trip_forwarding(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = func.call @effect(%arg0) : (i32) -> i32
  %0 = scf.for %iv = %c0 to %c1 step %c1 iter_args(%acc = %init) -> (i32) {
    %e = func.call @effect(%arg0) : (i32) -> i32
    scf.yield %acc : i32
  }
  return %0 : i32
}
