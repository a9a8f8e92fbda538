// SimplifyIndirectCallWithKnownCallee: func.call_indirect of a
// func.constant becomes func.call of the symbol (any number of results,
// the constant erased once unused); a callee that is not a constant stays.
// mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

func.func private @f(i32) -> i32

// CHECK-LABEL: func.func @known_callee
// CHECK-NEXT:    %[[R:.+]] = call @f(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[R]]
func.func @known_callee(%arg0: i32) -> i32 {
  %f = func.constant @f : (i32) -> i32
  %0 = func.call_indirect %f(%arg0) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @pair(i32, f32) -> (i32, f32)
func.func private @sink()

// CHECK-LABEL: func.func @results_and_none
// CHECK-NEXT:    %[[R:.+]]:2 = call @pair(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    call @sink() : () -> ()
// CHECK-NEXT:    call @sink() : () -> ()
// CHECK-NEXT:    return %[[R]]#1, %[[R]]#0
func.func @results_and_none(%arg0: i32, %arg1: f32) -> (f32, i32) {
  %p = func.constant @pair : (i32, f32) -> (i32, f32)
  %s = func.constant @sink : () -> ()
  %0:2 = func.call_indirect %p(%arg0, %arg1) : (i32, f32) -> (i32, f32)
  func.call_indirect %s() : () -> ()
  func.call_indirect %s() : () -> ()
  return %0#1, %0#0 : f32, i32
}

// -----

// CHECK-LABEL: func.func @unknown_callee
// CHECK-NEXT:    %[[R:.+]] = call_indirect %arg0(%arg1) : (i32) -> i32
// CHECK-NEXT:    return %[[R]]
func.func @unknown_callee(%arg0: (i32) -> i32, %arg1: i32) -> i32 {
  %0 = func.call_indirect %arg0(%arg1) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @g(i32) -> i32

// The constant keeps its other use.
// CHECK-LABEL: func.func @constant_escapes
// CHECK-NEXT:    %[[F:.+]] = constant @g : (i32) -> i32
// CHECK-NEXT:    %[[R:.+]] = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[R]], %[[F]]
func.func @constant_escapes(%arg0: i32) -> (i32, (i32) -> i32) {
  %f = func.constant @g : (i32) -> i32
  %0 = func.call_indirect %f(%arg0) : (i32) -> i32
  return %0, %f : i32, (i32) -> i32
}
