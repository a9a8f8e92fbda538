// Closures round-trip in the custom and the generic form: a lambda with
// captures read through func.getfield, called with func.call_indirect; an
// anonymous lambda without captures or results; a lambda returning a
// lambda; argument and result attributes and extra attributes; getfield on
// a closure value. MLIR has no func.lambda, so only Strata reads these.
// COMPAT: none (upstream MLIR has no closures)
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @adder
func.func @adder(%x: i32, %y: i32) -> i32 {
  // CHECK: %[[ADD:.+]] = lambda @add captures(%[[X:.+]] : i32) (%[[SELF:.+]], %[[Y:.+]]: i32) -> i32 {
  // CHECK-NEXT: %[[X1:.+]] = getfield %[[SELF]][0] : ((i32) -> i32) -> i32
  // CHECK-NEXT: %[[SUM:.+]] = arith.addi %[[X1]], %[[Y]] : i32
  // CHECK-NEXT: return %[[SUM]] : i32
  // CHECK-NEXT: }
  // GENERIC: "func.lambda"(%{{.+}}) <{function_type = (i32) -> i32, sym_name = "add"}> ({
  // GENERIC-NEXT: ^bb0(%{{.+}}: (i32) -> i32, %{{.+}}: i32):
  // GENERIC-NEXT: "func.getfield"(%{{.+}}) <{index = 0 : i64}> : ((i32) -> i32) -> i32
  // GENERIC: "func.return"(%{{.+}}) : (i32) -> ()
  // GENERIC-NEXT: }) : (i32) -> ((i32) -> i32)
  %add = func.lambda @add captures(%x : i32) (%self, %y: i32) -> i32 {
    %x1 = func.getfield %self[0] : ((i32) -> i32) -> i32
    %sum = arith.addi %x1, %y : i32
    func.return %sum : i32
  }
  // CHECK: %[[R:.+]] = call_indirect %[[ADD]](%{{.+}}) : (i32) -> i32
  %r = func.call_indirect %add(%y) : (i32) -> i32
  // CHECK: return %[[R]] : i32
  return %r : i32
}

// CHECK-LABEL: func.func @anonymous
func.func @anonymous() {
  // CHECK: %{{.+}} = lambda (%{{.+}}) {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  // GENERIC: "func.lambda"() <{function_type = () -> ()}> ({
  // GENERIC-NEXT: ^bb0(%{{.+}}: () -> ()):
  %f = func.lambda (%self) {
    func.return
  }
  return
}

// CHECK-LABEL: func.func @curried
func.func @curried(%a: i32, %b: f32) -> ((f32) -> i32) {
  // CHECK: lambda @outer captures(%{{.+}} : i32, %{{.+}} : f32) (%[[SELF:.+]]) -> ((f32) -> i32) {
  // CHECK-NEXT: %[[A:.+]] = getfield %[[SELF]][0] : (() -> ((f32) -> i32)) -> i32
  // CHECK-NEXT: %{{.+}} = lambda @inner captures(%[[A]] : i32) (%[[INNER:.+]], %{{.+}}: f32) -> i32 {
  // CHECK-NEXT: %[[A2:.+]] = getfield %[[INNER]][0] : ((f32) -> i32) -> i32
  // CHECK-NEXT: return %[[A2]] : i32
  // CHECK-NEXT: }
  // GENERIC: "func.lambda"(%{{.+}}, %{{.+}}) <{function_type = () -> ((f32) -> i32), sym_name = "outer"}> ({
  %outer = func.lambda @outer captures(%a : i32, %b : f32) (%self) -> ((f32) -> i32) {
    %a1 = func.getfield %self[0] : (() -> ((f32) -> i32)) -> i32
    %inner = func.lambda @inner captures(%a1 : i32) (%me, %x: f32) -> i32 {
      %a2 = func.getfield %me[0] : ((f32) -> i32) -> i32
      func.return %a2 : i32
    }
    func.return %inner : (f32) -> i32
  }
  %g = func.call_indirect %outer() : () -> ((f32) -> i32)
  return %g : (f32) -> i32
}

// CHECK-LABEL: func.func @attributes
func.func @attributes(%a: i32) -> i32 {
  // CHECK: lambda @annotated captures(%{{.+}} : i32) (%{{.+}}, %{{.+}}: i32 {test.arg}) -> (i32 {test.res}) attributes {test.extra = 1 : i64} {
  // GENERIC: "func.lambda"(%{{.+}}) <{arg_attrs = [{test.arg}], function_type = (i32) -> i32, res_attrs = [{test.res}], sym_name = "annotated"}> ({
  // GENERIC: }) {test.extra = 1 : i64} : (i32) -> ((i32) -> i32)
  %f = func.lambda @annotated captures(%a : i32) (%self, %x: i32 {test.arg}) -> (i32 {test.res}) attributes {test.extra = 1 : i64} {
    func.return %x : i32
  }
  // The captures of a closure value can be read where it is defined.
  // CHECK: %[[C:.+]] = getfield %{{.+}}[0] : ((i32) -> i32) -> i32
  %c = func.getfield %f[0] : ((i32) -> i32) -> i32
  // CHECK: return %[[C]] : i32
  return %c : i32
}
