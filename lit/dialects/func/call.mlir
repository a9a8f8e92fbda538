// func.call, func.call_indirect, func.constant and func.return custom syntax: zero/one/many operands and results, discardable attr-dicts, the `%f` result name of func.constant, and the short names inside a func.func body (func is its default dialect).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

func.func private @decl(i32, f32) -> i64
func.func private @none()
func.func private @two(i32, i32) -> (i32, i32)
func.func private @ret_fn() -> ((i32) -> i32)

// CHECK-LABEL: func.func @calls(%arg0: i32, %arg1: f32) -> i64 {
// CHECK-NEXT:    %[[R0:.*]] = call @decl(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT:    call @none() : () -> ()
// CHECK-NEXT:    %[[R1:.*]]:2 = call @two(%arg0, %arg0) {foo = 2 : i32} : (i32, i32) -> (i32, i32)
// CHECK-NEXT:    %[[R2:.*]]:2 = call @two(%[[R1]]#1, %[[R1]]#0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:    %[[F:.*]] = call @ret_fn() : () -> ((i32) -> i32)
// CHECK-NEXT:    return %[[R0]] : i64
// CHECK-NEXT:  }
func.func @calls(%arg0: i32, %arg1: f32) -> i64 {
  %0 = func.call @decl(%arg0, %arg1) : (i32, f32) -> i64
  call @none() : () -> ()
  %1:2 = func.call @two(%arg0, %arg0) {foo = 2 : i32} : (i32, i32) -> (i32, i32)
  %2:2 = call @two(%1#1, %1#0) : (i32, i32) -> (i32, i32)
  %3 = call @ret_fn() : () -> ((i32) -> i32)
  return %0 : i64
}

// func.constant results are named %f, %f_0, %f_1, ...
// CHECK-LABEL: func.func @indirect(%arg0: i32, %arg1: f32) -> i64 {
// CHECK-NEXT:    %f = constant @decl : (i32, f32) -> i64
// CHECK-NEXT:    %f_0 = constant @two : (i32, i32) -> (i32, i32)
// CHECK-NEXT:    %f_1 = constant @none : () -> ()
// CHECK-NEXT:    %f_2 = constant {foo.bar} @indirect : (i32, f32) -> i64
// CHECK-NEXT:    %[[R0:.*]] = call_indirect %f(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT:    call_indirect %f_1() {foo} : () -> ()
// CHECK-NEXT:    %[[R1:.*]]:2 = call_indirect %f_0(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:    return %[[R0]] : i64
// CHECK-NEXT:  }
func.func @indirect(%arg0: i32, %arg1: f32) -> i64 {
  %0 = func.constant @decl : (i32, f32) -> i64
  %1 = constant @two : (i32, i32) -> (i32, i32)
  %2 = func.constant @none : () -> ()
  %3 = func.constant {foo.bar} @indirect : (i32, f32) -> i64
  %4 = func.call_indirect %0(%arg0, %arg1) : (i32, f32) -> i64
  call_indirect %2() {foo} : () -> ()
  %5:2 = call_indirect %1(%arg0, %arg0) : (i32, i32) -> (i32, i32)
  return %4 : i64
}

// The callee of call_indirect can be any value of function type, e.g. a
// block argument.
// CHECK-LABEL: func.func @indirect_arg(%arg0: (i32) -> (i32, f32), %arg1: i32) -> (i32, f32) {
// CHECK-NEXT:    %[[R:.*]]:2 = call_indirect %arg0(%arg1) : (i32) -> (i32, f32)
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1 : i32, f32
// CHECK-NEXT:  }
func.func @indirect_arg(%arg0: (i32) -> (i32, f32), %arg1: i32) -> (i32, f32) {
  %0:2 = call_indirect %arg0(%arg1) : (i32) -> (i32, f32)
  return %0#0, %0#1 : i32, f32
}

// func.return with zero, one and several operands, and with an attr-dict.
// CHECK-LABEL: func.func @ret0() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @ret1(%arg0: index) -> index {
// CHECK-NEXT:    return %arg0 : index
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @ret3(%arg0: i1, %arg1: vector<4xf32>) -> (i1, vector<4xf32>, i1) {
// CHECK-NEXT:    return {foo.x = 1 : i64} %arg0, %arg1, %arg0 : i1, vector<4xf32>, i1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @ret_attr() {
// CHECK-NEXT:    return {foo}
// CHECK-NEXT:  }
func.func @ret0() {
  func.return
}
func.func @ret1(%arg0: index) -> index {
  return %arg0 : index
}
func.func @ret3(%arg0: i1, %arg1: vector<4xf32>) -> (i1, vector<4xf32>, i1) {
  return {foo.x = 1 : i64} %arg0, %arg1, %arg0 : i1, vector<4xf32>, i1
}
func.func @ret_attr() {
  return {foo}
}

// Regions of other ops (here scf.execute_region) do not inherit func as the
// default dialect: the `func.` prefix is required and printed there.
// CHECK-LABEL: func.func @in_region() -> i32 {
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:      %[[C:.*]] = func.call @ret_i32() : () -> i32
// CHECK-NEXT:      scf.yield %[[C]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func private @ret_i32() -> i32
func.func @in_region() -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = func.call @ret_i32() : () -> i32
    scf.yield %1 : i32
  }
  return %0 : i32
}
