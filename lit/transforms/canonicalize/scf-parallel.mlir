// scf.parallel's patterns (SCF.cpp, in MLIR 22's order):
// ParallelOpSingleOrZeroIterationDimsFolder, then MergeNestedParallelLoops.
// Both build a new loop, which does not keep the old one's attributes.
// mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --canonicalize %s | FileCheck %s

func.func private @use(index)

// A dimension that runs once (0 to 1 step 1) goes: its induction variable
// becomes its lower bound.
// CHECK-LABEL: func.func @drop_single_dimension(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.parallel (%[[J:.*]]) = (%[[C0]]) to (%arg0) step (%[[C1]]) {
// CHECK-NEXT:      func.call @use(%[[C0]]) : (index) -> ()
// CHECK-NEXT:      func.call @use(%[[J]]) : (index) -> ()
// CHECK-NEXT:      scf.reduce {{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @drop_single_dimension(%arg0: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c1, %arg0) step (%c1, %c1) {
    func.call @use(%arg1) : (index) -> ()
    func.call @use(%arg2) : (index) -> ()
    scf.reduce
  } {tag = 1 : i64}
  return
}

// -----

func.func private @use(index)

// Every dimension runs once (0 to 1 step 1, 3 to 5 step 3): the body runs
// in place with the lower bounds, then the reduction combines the initial
// value with the reduced one.
// CHECK-LABEL: func.func @all_dimensions_once(
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    call @use(%[[C3]]) : (index) -> ()
// CHECK-NEXT:    %[[S:.*]] = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:    return %[[S]] : f32
func.func @all_dimensions_once(%arg0: f32, %arg1: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = scf.parallel (%arg2, %arg3) = (%c0, %c3) to (%c1, %c5) step (%c1, %c3) init (%arg0) -> f32 {
    func.call @use(%arg3) : (index) -> ()
    scf.reduce(%arg1 : f32) {
    ^bb0(%arg4: f32, %arg5: f32):
      %1 = arith.addf %arg4, %arg5 : f32
      scf.reduce.return %1 : f32
    }
  }
  return %0 : f32
}

// -----

func.func private @use(index)

// A dimension with equal bounds runs no iteration: the loop is its initial
// values.
// CHECK-LABEL: func.func @no_iteration(
// CHECK-NEXT:    return %arg0 : f32
func.func @no_iteration(%arg0: f32, %arg1: f32, %arg2: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.parallel (%arg3, %arg4) = (%c0, %arg2) to (%arg2, %arg2) step (%c1, %c1) init (%arg0) -> f32 {
    func.call @use(%arg4) : (index) -> ()
    scf.reduce(%arg1 : f32) {
    ^bb0(%arg5: f32, %arg6: f32):
      %1 = arith.addf %arg5, %arg6 : f32
      scf.reduce.return %1 : f32
    }
  }
  return %0 : f32
}

// -----

func.func private @use(index)

// A loop whose body is only a loop with independent bounds merges with it.
// CHECK-LABEL: func.func @merge_nested(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C0]]) to (%arg0, %arg1) step (%[[C1]], %[[C1]]) {
// CHECK-NEXT:      func.call @use(%[[I]]) : (index) -> ()
// CHECK-NEXT:      func.call @use(%[[J]]) : (index) -> ()
// CHECK-NEXT:      scf.reduce {{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @merge_nested(%arg0: index, %arg1: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
    scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
      func.call @use(%arg2) : (index) -> ()
      func.call @use(%arg3) : (index) -> ()
      scf.reduce
    } {inner}
    scf.reduce
  } {outer}
  return
}

// -----

func.func private @use(index)

// The inner bound depends on the outer induction variable: no merge.
// CHECK-LABEL: func.func @dependent_bounds(
// CHECK:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%arg0) step (%{{.*}}) {
// CHECK-NEXT:      scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%[[I]]) step (%{{.*}}) {
// CHECK-NEXT:        func.call @use(%[[J]]) : (index) -> ()
func.func @dependent_bounds(%arg0: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
    scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
      func.call @use(%arg2) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Reductions stay with the loop that keeps its other dimension; the
// operand computed from the dropped dimension folds to a constant.
// CHECK-LABEL: func.func @single_dimension_with_reductions(
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %{{.*}}:2 = scf.parallel (%{{.*}}) = (%{{.*}}) to (%arg1) step (%{{.*}}) init (%arg0, %arg0) -> (f32, f32) {
// CHECK-NEXT:      scf.reduce(%[[ZERO]], %[[ZERO]] : f32, f32) {
func.func @single_dimension_with_reductions(%arg0: f32, %arg1: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg1, %c1) step (%c1, %c1) init (%arg0, %arg0) -> (f32, f32) {
    %1 = arith.index_cast %arg3 : index to i32
    %2 = arith.sitofp %1 : i32 to f32
    scf.reduce(%2, %2 : f32, f32) {
    ^bb0(%arg4: f32, %arg5: f32):
      %3 = arith.addf %arg4, %arg5 : f32
      scf.reduce.return %3 : f32
    }, {
    ^bb0(%arg4: f32, %arg5: f32):
      %3 = arith.mulf %arg4, %arg5 : f32
      scf.reduce.return %3 : f32
    }
  }
  return %0#0, %0#1 : f32, f32
}
