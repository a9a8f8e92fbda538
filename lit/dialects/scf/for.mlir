// scf.for custom syntax: with and without iter_args (one and several), result binding, `: i32`/`: i64` induction type for non-index bounds (MLIR 22 prints TWO spaces before that colon, hence --strict-whitespace), `unsigned`, implicit empty yield elided, attr-dict after the region, nesting.
// RUN: strata-opt %s | FileCheck %s --strict-whitespace
// RUN: strata-opt %s | strata-opt | FileCheck %s --strict-whitespace
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s --strict-whitespace

// CHECK-LABEL: func.func @no_iter_args(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:    scf.for %[[IV:[^ ]+]] = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:      %{{.*}} = arith.addi %[[IV]], %arg2 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %{{[^ ]+}} = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %{{[^ ]+}} = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:    } {foo = 1 : i32}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_iter_args(%arg0: index, %arg1: index, %arg2: index) {
  scf.for %10 = %arg0 to %arg1 step %arg2 {
    %0 = arith.addi %10, %arg2 : index
  }
  scf.for %11 = %arg0 to %arg1 step %arg2 {
    scf.yield
  }
  scf.for %12 = %arg0 to %arg1 step %arg2 {
  } {foo = 1 : i32}
  return
}

// CHECK-LABEL: func.func @iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> (i32, f32) {
// CHECK-NEXT:    %[[S:.*]] = scf.for %[[IV:[^ ]+]] = %arg0 to %arg1 step %arg2 iter_args(%[[ACC:[^ ]+]] = %arg3) -> (i32) {
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[ACC]], %arg3 : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[P:.*]]:2 = scf.for %{{[^ ]+}} = %arg0 to %arg1 step %arg2 iter_args(%[[X:[^ ]+]] = %[[S]], %[[Y:[^ ]+]] = %arg4) -> (i32, f32) {
// CHECK-NEXT:      scf.yield %[[X]], %[[Y]] : i32, f32
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    return %[[P]]#0, %[[P]]#1 : i32, f32
// CHECK-NEXT:  }
func.func @iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> (i32, f32) {
  %0 = scf.for %10 = %arg0 to %arg1 step %arg2 iter_args(%11 = %arg3) -> (i32) {
    %1 = arith.addi %11, %arg3 : i32
    scf.yield %1 : i32
  }
  %2:2 = scf.for %12 = %arg0 to %arg1 step %arg2 iter_args(%13 = %0, %14 = %arg4) -> (i32, f32) {
    scf.yield %13, %14 : i32, f32
  } {foo}
  return %2#0, %2#1 : i32, f32
}

// Non-index bounds: the induction variable type follows the iter_args
// (or the bounds), after two spaces.
// CHECK-LABEL: func.func @typed(%arg0: i32, %arg1: i64, %arg2: f32) -> f32 {
// CHECK-NEXT:    scf.for %[[IV:[^ ]+]] = %arg0 to %arg0 step %arg0  : i32 {
// CHECK-NEXT:      %{{.*}} = arith.muli %[[IV]], %[[IV]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{[^ ]+}} = %arg1 to %arg1 step %arg1 iter_args(%[[A:[^ ]+]] = %arg2) -> (f32)  : i64 {
// CHECK-NEXT:      scf.yield %[[A]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[U:.*]] = scf.for unsigned %{{[^ ]+}} = %arg0 to %arg0 step %arg0 iter_args(%[[B:[^ ]+]] = %[[R]]) -> (f32)  : i32 {
// CHECK-NEXT:      scf.yield %[[B]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for unsigned %{{[^ ]+}} = %arg1 to %arg1 step %arg1  : i64 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[U]] : f32
// CHECK-NEXT:  }
func.func @typed(%arg0: i32, %arg1: i64, %arg2: f32) -> f32 {
  scf.for %10 = %arg0 to %arg0 step %arg0 : i32 {
    %0 = arith.muli %10, %10 : i32
  }
  %1 = scf.for %11 = %arg1 to %arg1 step %arg1 iter_args(%12 = %arg2) -> (f32) : i64 {
    scf.yield %12 : f32
  }
  %2 = scf.for unsigned %13 = %arg0 to %arg0 step %arg0 iter_args(%14 = %1) -> (f32) : i32 {
    scf.yield %14 : f32
  }
  scf.for unsigned %15 = %arg1 to %arg1 step %arg1 : i64 {
  }
  return %2 : f32
}

// `unsigned` with index bounds has no type suffix.
// CHECK-LABEL: func.func @unsigned_index(%arg0: index) {
// CHECK-NEXT:    scf.for unsigned %{{[^ ]+}} = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @unsigned_index(%arg0: index) {
  scf.for unsigned %10 = %arg0 to %arg0 step %arg0 {
  }
  return
}

// Nested loops; constants in the body; tensor and vector loop-carried values.
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: tensor<?xf32>, %arg2: vector<4xi1>) -> tensor<?xf32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %[[I:[^ ]+]] = %c0 to %arg0 step %c1 iter_args(%[[T:[^ ]+]] = %arg1, %[[V:[^ ]+]] = %arg2) -> (tensor<?xf32>, vector<4xi1>) {
// CHECK-NEXT:      %[[IN:.*]] = scf.for %[[J:[^ ]+]] = %[[I]] to %arg0 step %c1 iter_args(%[[T2:[^ ]+]] = %[[T]]) -> (tensor<?xf32>) {
// CHECK-NEXT:        %{{.*}} = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT:        scf.yield %[[T2]] : tensor<?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[IN]], %[[V]] : tensor<?xf32>, vector<4xi1>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0 : tensor<?xf32>
// CHECK-NEXT:  }
func.func @nested(%arg0: index, %arg1: tensor<?xf32>, %arg2: vector<4xi1>) -> tensor<?xf32> {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %2:2 = scf.for %10 = %0 to %arg0 step %1 iter_args(%11 = %arg1, %12 = %arg2) -> (tensor<?xf32>, vector<4xi1>) {
    %3 = scf.for %13 = %10 to %arg0 step %1 iter_args(%14 = %11) -> (tensor<?xf32>) {
      %4 = arith.addi %10, %13 : index
      scf.yield %14 : tensor<?xf32>
    }
    scf.yield %3, %12 : tensor<?xf32>, vector<4xi1>
  }
  return %2#0 : tensor<?xf32>
}

// Generic forms: a block with the induction variable and iter_args, an
// unsignedCmp property.
// CHECK-LABEL: func.func @generic(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{[^ ]+}} = %arg0 to %arg0 step %arg0 iter_args(%[[A:[^ ]+]] = %arg1) -> (i32) {
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for unsigned %{{[^ ]+}} = %arg1 to %arg1 step %arg1  : i32 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @generic(%arg0: index, %arg1: i32) -> i32 {
  %0 = "scf.for"(%arg0, %arg0, %arg0, %arg1) ({
  ^bb0(%10: index, %11: i32):
    "scf.yield"(%11) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  "scf.for"(%arg1, %arg1, %arg1) <{unsignedCmp}> ({
  ^bb0(%12: i32):
    "scf.yield"() : () -> ()
  }) : (i32, i32, i32) -> ()
  return %0 : i32
}
