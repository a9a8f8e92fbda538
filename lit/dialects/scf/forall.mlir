// scf.forall custom syntax: the `in` form (lower bounds 0, steps 1) and the
// `= (...) to (...) step (...)` form, each bound and step an index value or
// an integer (negative too); the `in` form is printed whenever the lower
// bounds are 0 and the steps 1, also when written out. With no results the
// terminator is implicit and not printed; with `shared_outs` the body's
// arguments after the induction variables are the outputs, the
// `scf.forall.in_parallel` terminator is always printed (empty here), and
// the attr-dict follows the body. Zero loops are allowed. mlir-opt-22
// prints the same.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT:    scf.forall (%arg2, %arg3) in (%arg0, 10) {
// CHECK-NEXT:      "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg2) = (%arg1) to (%arg0) step (2) {
// CHECK-NEXT:      "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg2) in (%arg0) {
// CHECK-NEXT:      "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg2, %arg3) = (0, 0) to (8, 8) step (%arg1, 1) {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg2) in (-1) {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall () in () {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// The bounds are properties, DYNAMIC (i64's minimum) where a value stands,
// and the terminator holds an empty block.
// GENERIC:       "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 10>}> ({
// GENERIC:         "scf.forall.in_parallel"() ({
// GENERIC-NEXT:    ^bb0:
// GENERIC-NEXT:    }) : () -> ()
func.func @bounds(%arg0: index, %arg1: index) {
  scf.forall (%arg2, %arg3) in (%arg0, 10) {
    "test.use"(%arg2, %arg3) : (index, index) -> ()
  }
  scf.forall (%arg2) = (%arg1) to (%arg0) step (2) {
    "test.use"(%arg2) : (index) -> ()
  }
  scf.forall (%arg2) = (0) to (%arg0) step (1) {
    "test.use"(%arg2) : (index) -> ()
  }
  scf.forall (%arg2, %arg3) = (0, 0) to (8, 8) step (%arg1, 1) {
  }
  scf.forall (%arg2) in (-1) {
  }
  scf.forall () in () {
  }
  return
}

// CHECK-LABEL: func.func @shared_outs(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<4xi32>) -> (tensor<?xf32>, tensor<4xi32>, tensor<?xf32>) {
// CHECK-NEXT:    %0:2 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<?xf32>, tensor<4xi32>) {
// CHECK-NEXT:      "test.use"(%arg4, %arg5) : (tensor<?xf32>, tensor<4xi32>) -> ()
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<?xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      } {note = "kept"}
// CHECK-NEXT:    } {mapping = [], tag = 1 : i64}
// CHECK-NEXT:    return %0#0, %0#1, %1 : tensor<?xf32>, tensor<4xi32>, tensor<?xf32>
func.func @shared_outs(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<4xi32>) -> (tensor<?xf32>, tensor<4xi32>, tensor<?xf32>) {
  %0:2 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<?xf32>, tensor<4xi32>) {
    "test.use"(%arg4, %arg5) : (tensor<?xf32>, tensor<4xi32>) -> ()
  }
  %1 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
    } {note = "kept"}
  } {tag = 1, mapping = []}
  return %0#0, %0#1, %1 : tensor<?xf32>, tensor<4xi32>, tensor<?xf32>
}
