// scf.execute_region / scf.yield custom syntax: no results, one and several results (`-> T` / `-> (T, U)`), several blocks with cf branches, `no_inline` (after the result types), attr-dict after the region, yields always printed, nesting in scf.if/scf.for bodies.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @execute_region(%arg0: i1, %arg1: i32, %arg2: f32) -> (i32, f32) {
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[A:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[B:.*]]:2 = scf.execute_region -> (i32, f32) {
// CHECK-NEXT:      cf.cond_br %arg0, ^bb1, ^bb2(%[[A]] : i32)
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      scf.yield %arg1, %arg2 : i32, f32
// CHECK-NEXT:    ^bb2(%[[X:.*]]: i32):  // pred: ^bb0
// CHECK-NEXT:      scf.yield %[[X]], %arg2 : i32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}} = scf.execute_region -> i32 {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } {foo = 1 : i32}
// CHECK-NEXT:    return %[[B]]#0, %[[B]]#1 : i32, f32
// CHECK-NEXT:  }
func.func @execute_region(%arg0: i1, %arg1: i32, %arg2: f32) -> (i32, f32) {
  scf.execute_region {
    scf.yield
  }
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %arg1, %arg1 : i32
    scf.yield %1 : i32
  }
  %2:2 = scf.execute_region -> (i32, f32) {
    cf.cond_br %arg0, ^bb1, ^bb2(%0 : i32)
  ^bb1:
    scf.yield %arg1, %arg2 : i32, f32
  ^bb2(%3: i32):
    scf.yield %3, %arg2 : i32, f32
  }
  %4 = scf.execute_region -> (i32) {
    scf.yield %arg1 : i32
  } {foo = 1 : i32}
  return %2#0, %2#1 : i32, f32
}

// CHECK-LABEL: func.func @no_inline(%arg0: index) -> index {
// CHECK-NEXT:    scf.execute_region no_inline {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> index no_inline {
// CHECK-NEXT:      scf.yield %arg0 : index
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    return %[[R]] : index
// CHECK-NEXT:  }
func.func @no_inline(%arg0: index) -> index {
  scf.execute_region no_inline {
    scf.yield
  }
  %0 = scf.execute_region -> index no_inline {
    scf.yield %arg0 : index
  } {foo}
  return %0 : index
}

// A loop through blocks inside the region, and an execute_region in an
// scf.for body.
// CHECK-LABEL: func.func @loop(%arg0: i1, %arg1: index) {
// CHECK-NEXT:    scf.for %[[IV:[^ ]+]] = %arg1 to %arg1 step %arg1 {
// CHECK-NEXT:      %{{.*}} = scf.execute_region -> index {
// CHECK-NEXT:        cf.br ^bb1(%[[IV]] : index)
// CHECK-NEXT:      ^bb1(%[[X:.*]]: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:        cf.cond_br %arg0, ^bb1(%[[X]] : index), ^bb2
// CHECK-NEXT:      ^bb2:  // pred: ^bb1
// CHECK-NEXT:        scf.yield %[[X]] : index
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @loop(%arg0: i1, %arg1: index) {
  scf.for %10 = %arg1 to %arg1 step %arg1 {
    %0 = scf.execute_region -> index {
      cf.br ^bb1(%10 : index)
    ^bb1(%1: index):
      cf.cond_br %arg0, ^bb1(%1 : index), ^bb2
    ^bb2:
      scf.yield %1 : index
    }
  }
  return
}

// Generic forms, with and without the no_inline property.
// CHECK-LABEL: func.func @generic(%arg0: f32) -> f32 {
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> f32 {
// CHECK-NEXT:      scf.yield %arg0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.execute_region no_inline {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : f32
// CHECK-NEXT:  }
func.func @generic(%arg0: f32) -> f32 {
  %0 = "scf.execute_region"() ({
    "scf.yield"(%arg0) : (f32) -> ()
  }) : () -> f32
  "scf.execute_region"() <{no_inline}> ({
    "scf.yield"() : () -> ()
  }) : () -> ()
  return %0 : f32
}
