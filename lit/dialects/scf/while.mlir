// scf.while / scf.condition custom syntax: with and without `(%arg = %init)` operands, different before/after types and result types, before args via the assignment list, after args via an explicit `^bb0(...)` header (omitted when empty), yields always printed, `attributes {...}` after the regions.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @no_args(%arg0: i1) {
// CHECK-NEXT:    scf.while : () -> () {
// CHECK-NEXT:      scf.condition(%arg0)
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_args(%arg0: i1) {
  scf.while : () -> () {
    scf.condition(%arg0)
  } do {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @one_arg(%arg0: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = scf.while (%[[X:[^ ]+]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi slt, %[[X]], %arg0 : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[X]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[Y]], %[[Y]] : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @one_arg(%arg0: i32) -> i32 {
  %0 = scf.while (%10 = %arg0) : (i32) -> i32 {
    %1 = arith.cmpi slt, %10, %arg0 : i32
    scf.condition(%1) %10 : i32
  } do {
  ^bb0(%11: i32):
    %2 = arith.addi %11, %11 : i32
    scf.yield %2 : i32
  }
  return %0 : i32
}

// Before-region types (i32, f32) differ from the results and after-region
// types (f32, i64).
// CHECK-LABEL: func.func @different_types(%arg0: i1, %arg1: i32, %arg2: f32) -> (f32, i64) {
// CHECK-NEXT:    %[[R:.*]]:2 = scf.while (%[[X:[^ ]+]] = %arg1, %[[G:[^ ]+]] = %arg2) : (i32, f32) -> (f32, i64) {
// CHECK-NEXT:      %[[E:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:      scf.condition(%arg0) %[[G]], %[[E]] : f32, i64
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[Y:[^:]+]]: f32, %[[Z:[^:]+]]: i64):
// CHECK-NEXT:      %[[T:.*]] = arith.trunci %[[Z]] : i64 to i32
// CHECK-NEXT:      scf.yield %[[T]], %[[Y]] : i32, f32
// CHECK-NEXT:    } attributes {foo = 1 : i32}
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1 : f32, i64
// CHECK-NEXT:  }
func.func @different_types(%arg0: i1, %arg1: i32, %arg2: f32) -> (f32, i64) {
  %0:2 = scf.while (%10 = %arg1, %11 = %arg2) : (i32, f32) -> (f32, i64) {
    %1 = arith.extsi %10 : i32 to i64
    scf.condition(%arg0) %11, %1 : f32, i64
  } do {
  ^bb0(%12: f32, %13: i64):
    %2 = arith.trunci %13 : i64 to i32
    scf.yield %2, %12 : i32, f32
  } attributes {foo = 1 : i32}
  return %0#0, %0#1 : f32, i64
}

// Results without operands, and operands without results.
// CHECK-LABEL: func.func @asymmetric(%arg0: i1, %arg1: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:    %[[R:.*]] = scf.while : () -> vector<2xf32> {
// CHECK-NEXT:      scf.condition(%arg0) %arg1 : vector<2xf32>
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%{{.*}}: vector<2xf32>):
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.while (%{{[^ ]+}} = %arg1) : (vector<2xf32>) -> () {
// CHECK-NEXT:      scf.condition(%arg0)
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.yield %arg1 : vector<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : vector<2xf32>
// CHECK-NEXT:  }
func.func @asymmetric(%arg0: i1, %arg1: vector<2xf32>) -> vector<2xf32> {
  %0 = scf.while : () -> vector<2xf32> {
    scf.condition(%arg0) %arg1 : vector<2xf32>
  } do {
  ^bb0(%10: vector<2xf32>):
    scf.yield
  }
  scf.while (%11 = %arg1) : (vector<2xf32>) -> () {
    scf.condition(%arg0)
  } do {
    scf.yield %arg1 : vector<2xf32>
  }
  return %0 : vector<2xf32>
}

// Discardable attrs on the terminators: scf.condition prints them before
// the forwarded operands, scf.yield too.
// CHECK-LABEL: func.func @terminator_attrs(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT:    %[[R:.*]] = scf.while (%[[X:[^ ]+]] = %arg1) : (index) -> index {
// CHECK-NEXT:      scf.condition(%arg0) {foo} %[[X]] : index
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[Y:.*]]: index):
// CHECK-NEXT:      scf.yield {foo = 2 : i32} %[[Y]] : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : index
// CHECK-NEXT:  }
func.func @terminator_attrs(%arg0: i1, %arg1: index) -> index {
  %0 = scf.while (%10 = %arg1) : (index) -> index {
    scf.condition(%arg0) {foo} %10 : index
  } do {
  ^bb0(%11: index):
    scf.yield {foo = 2 : i32} %11 : index
  }
  return %0 : index
}

// Generic form.
// CHECK-LABEL: func.func @generic(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = scf.while (%[[X:[^ ]+]] = %arg1) : (i32) -> i32 {
// CHECK-NEXT:      scf.condition(%arg0) %[[X]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:      scf.yield %[[Y]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @generic(%arg0: i1, %arg1: i32) -> i32 {
  %0 = "scf.while"(%arg1) ({
  ^bb0(%10: i32):
    "scf.condition"(%arg0, %10) : (i1, i32) -> ()
  }, {
  ^bb0(%11: i32):
    "scf.yield"(%11) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}
