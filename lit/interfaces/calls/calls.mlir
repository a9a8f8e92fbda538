// Calls that verify and round-trip in both forms: func.call and
// func.call_indirect (through a func.constant), the test dialect's calls
// with a consumed token and a produced result, a variadic callee with and
// without extra operands, and a custom are_types_compatible that accepts
// integers for index. mlir-opt-22 reads the generic output (the test ops
// being unregistered there) and prints it back the same.
// COMPAT: generic
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: test.callable "printf" (i32) -> i32 variadic
// GENERIC-LABEL: "test.callable"() <{function_type = (i32) -> i32, sym_name = "printf", variadic}> : () -> ()
test.callable "printf" (i32) -> i32 variadic

// CHECK: test.callable "widen" (index, i32) -> (index, i64)
// GENERIC: "test.callable"() <{function_type = (index, i32) -> (index, i64), sym_name = "widen"}> : () -> ()
test.callable "widen" (index, i32) -> (index, i64)

func.func private @inc(i32) -> i32

// CHECK-LABEL: func.func @direct_and_indirect
func.func @direct_and_indirect(%a: i32) -> i32 {
  // CHECK: %[[B:.+]] = call @inc(%{{.+}}) : (i32) -> i32
  // GENERIC: "func.call"(%{{.+}}) <{callee = @inc}> : (i32) -> i32
  %b = func.call @inc(%a) : (i32) -> i32
  // CHECK: %[[F:.+]] = constant @inc : (i32) -> i32
  %f = func.constant @inc : (i32) -> i32
  // CHECK: %[[C:.+]] = call_indirect %[[F]](%[[B]]) : (i32) -> i32
  // GENERIC: "func.call_indirect"(%{{.+}}, %{{.+}}) : ((i32) -> i32, i32) -> i32
  %c = func.call_indirect %f(%b) : (i32) -> i32
  return %c : i32
}

// CHECK-LABEL: func.func @consumed_and_produced
func.func @consumed_and_produced(%t: index, %a: i32) -> index {
  // CHECK: %{{.+}}, %[[DONE:.+]] = test.call_async @inc(%{{.+}}) after %{{.+}} : (i32) -> i32
  // GENERIC: "test.call_async"(%{{.+}}, %{{.+}}) <{callee = @inc}> : (index, i32) -> (i32, index)
  %r, %done = test.call_async @inc(%a) after %t : (i32) -> i32
  // CHECK: return %[[DONE]] : index
  return %done : index
}

// CHECK-LABEL: func.func @variadic
func.func @variadic(%a: i32, %x: f32) {
  // CHECK: test.call_cast @printf(%{{.+}}) : (i32) -> i32
  %0 = test.call_cast @printf(%a) : (i32) -> i32
  // CHECK: test.call_cast @printf(%{{.+}}, %{{.+}}, %{{.+}}) : (i32, f32, i32) -> i32
  // GENERIC: "test.call_cast"(%{{.+}}, %{{.+}}, %{{.+}}) <{callee = @printf}> : (i32, f32, i32) -> i32
  %1 = test.call_cast @printf(%a, %x, %a) : (i32, f32, i32) -> i32
  return
}

// CHECK-LABEL: func.func @compatible_types
func.func @compatible_types(%i: i32, %n: index) {
  // The callee takes (index, i32) and returns (index, i64); integers and
  // index pass for each other in test.call_cast.
  // CHECK: test.call_cast @widen(%{{.+}}, %{{.+}}) : (i32, index) -> (i8, index)
  %0:2 = test.call_cast @widen(%i, %n) : (i32, index) -> (i8, index)
  return
}

// CHECK-LABEL: func.func @value_callee
func.func @value_callee(%f: (i32) -> i32, %a: i32) -> i32 {
  // CHECK: test.call_value %{{.+}}(%{{.+}}) : (i32) -> i32 via (i32) -> i32
  // GENERIC: "test.call_value"(%{{.+}}, %{{.+}}) : ((i32) -> i32, i32) -> i32
  %0 = test.call_value %f(%a) : (i32) -> i32 via (i32) -> i32
  return %0 : i32
}
