// scf.parallel custom syntax: one and several dimensions, `init` with one result (`-> f32`, no parentheses) and several (`-> (f32, i32)`), no results (no `init`), the attr-dict after the body, and a body without a terminator, which gets an `scf.reduce` that is always printed (with mlir-opt-22's trailing space when it reduces nothing); scf.reduce with several reduction regions and scf.reduce.return. mlir-opt-22 prints the same.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @two_reductions(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> (f32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0:2 = scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3, %c1_i32) -> (f32, i32) {
// CHECK-NEXT:      %1 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT:      %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT:      scf.reduce(%2, %1 : f32, i32) {
// CHECK-NEXT:      ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:        %3 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:        scf.reduce.return %3 : f32
// CHECK-NEXT:      }, {
// CHECK-NEXT:      ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT:        %3 = arith.muli %arg6, %arg7 : i32
// CHECK-NEXT:        scf.reduce.return %3 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:    } {mapping = "grid"}
// CHECK-NEXT:    return %0#0, %0#1 : f32, i32
// CHECK-NEXT:  }
func.func @two_reductions(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> (f32, i32) {
  %c1_i32 = arith.constant 1 : i32
  %0:2 = scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3, %c1_i32) -> (f32, i32) {
    %1 = arith.index_cast %arg4 : index to i32
    %2 = arith.sitofp %1 : i32 to f32
    scf.reduce(%2, %1 : f32, i32) {
    ^bb0(%arg6: f32, %arg7: f32):
      %3 = arith.addf %arg6, %arg7 : f32
      scf.reduce.return %3 : f32
    }, {
    ^bb0(%arg6: i32, %arg7: i32):
      %3 = arith.muli %arg6, %arg7 : i32
      scf.reduce.return %3 : i32
    }
  } {mapping = "grid"}
  return %0#0, %0#1 : f32, i32
}

// CHECK-LABEL: func.func @no_reduction(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:    scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:      scf.reduce {{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:      %0 = arith.addi %arg3, %arg3 : index
// CHECK-NEXT:      scf.reduce {{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @no_reduction(%arg0: index, %arg1: index, %arg2: index) {
  scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) {
  }
  scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) {
    %0 = arith.addi %arg3, %arg3 : index
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @one_result(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:    %0 = scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) init (%arg1) -> f32 {
// CHECK-NEXT:      scf.reduce(%arg1 : f32) {
// CHECK-NEXT:      ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:        scf.reduce.return %arg3 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32
func.func @one_result(%arg0: index, %arg1: f32) -> f32 {
  %0 = scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) init (%arg1) -> f32 {
    scf.reduce(%arg1 : f32) {
    ^bb0(%arg3: f32, %arg4: f32):
      scf.reduce.return %arg3 : f32
    }
  }
  return %0 : f32
}
