// remove-dead-values on functions and calls: a private function with a body
// loses the arguments it does not need and the results no call uses, and
// its calls follow; public functions and declarations keep their
// signatures; calls stay even when nothing uses them. mlir-opt-22 prints the
// same.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --remove-dead-values %s | FileCheck %s

// %b is returned as result #1, which the only call does not use; %dead has
// no use and no effect.
// CHECK-LABEL: func.func private @callee(%a: i32) -> i32 {
// CHECK-NEXT:    %[[S:.*]] = arith.addi %a, %a : i32
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-LABEL: func.func @caller(%x: i32, %y: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = call @callee(%x) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %a : i32
  return %s, %b : i32, i32
}
func.func @caller(%x: i32, %y: i32) -> i32 {
  %r:2 = call @callee(%x, %y) : (i32, i32) -> (i32, i32)
  %dead = arith.muli %x, %y : i32
  return %r#0 : i32
}

// -----

// A public function keeps its unused argument; a declaration and the calls
// of it stay, used or not.
// CHECK-LABEL: func.func @public(%x: i32, %y: i32) -> i32 {
// CHECK-LABEL: func.func private @decl(i32) -> i32
// CHECK-LABEL: func.func @call_decl
// CHECK-NEXT:    %[[R:.*]] = call @decl(%x) : (i32) -> i32
// CHECK-NEXT:    call @decl(%x) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @public(%x: i32, %y: i32) -> i32 {
  return %x : i32
}
func.func private @decl(i32) -> i32
func.func @call_decl(%x: i32) -> i32 {
  %r = call @decl(%x) : (i32) -> i32
  %s = call @decl(%x) : (i32) -> i32
  return %r : i32
}

// -----

// A call with no results keeps calling; its argument goes.
// CHECK-LABEL: func.func private @no_results() {
// CHECK-LABEL: func.func @calls_it(%x: i32) {
// CHECK-NEXT:    call @no_results() : () -> ()
func.func private @no_results(%x: i32) {
  return
}
func.func @calls_it(%x: i32) {
  call @no_results(%x) : (i32) -> ()
  return
}

// -----

// Recursion: %y only flows around the recursive call, and result #0 is
// only used by the recursive call itself.
// CHECK-LABEL: func.func private @recursive(%x: i32) -> i32 {
// CHECK-NEXT:    %{{.*}} = call @recursive(%x) : (i32) -> i32
// CHECK-NEXT:    return %x : i32
// CHECK-LABEL: func.func @main
// CHECK-NEXT:    %[[R:.*]] = call @recursive(%x) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func private @recursive(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = call @recursive(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0, %x : i32, i32
}
func.func @main(%x: i32) -> i32 {
  %r:2 = call @recursive(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#1 : i32
}

// -----

// Argument and result attributes go with their argument or result; a list
// left with only empty dictionaries goes.
// CHECK-LABEL: func.func private @attrs(%y: i32 {x.b}) -> i32 {
// CHECK-NEXT:    return %y : i32
func.func private @attrs(%x: i32 {x.a}, %y: i32 {x.b}) -> (i32 {x.r}, i32) {
  return %x, %y : i32, i32
}
func.func @use_attrs(%x: i32) -> i32 {
  %r:2 = call @attrs(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#1 : i32
}

// -----

// A private function no one calls does not run: everything in it is dead,
// its effects too, and so are its arguments and its result.
// CHECK-LABEL: func.func private @uncalled() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func private @uncalled(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  "x.store"(%a) : (i32) -> ()
  return %a : i32
}

// -----

// A function whose symbol escapes (a use that is not a call) may be called
// from anywhere: what it returns is needed. Its unused argument still goes.
// CHECK-LABEL: func.func private @escapes(%x: i32) -> (i32, i32) {
// CHECK-NEXT:    return %x, %x : i32, i32
// CHECK:         %{{.*}}:2 = call @escapes(%a) : (i32) -> (i32, i32)
func.func private @escapes(%x: i32, %y: i32) -> (i32, i32) {
  return %x, %x : i32, i32
}
func.func @takes_address(%a: i32) -> i32 {
  "x.ref"() {callee = @escapes} : () -> ()
  %r:2 = call @escapes(%a, %a) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// Functions in a nested module.
// CHECK-LABEL: module @inner
// CHECK:         func.func private @nested(%x: i32) -> i32 {
// CHECK:         %{{.*}} = call @nested(%x) : (i32) -> i32
module {
  module @inner {
    func.func private @nested(%x: i32, %y: i32) -> i32 {
      return %x : i32
    }
    func.func @user(%x: i32) -> i32 {
      %r = func.call @nested(%x, %x) : (i32, i32) -> i32
      return %r : i32
    }
  }
}
