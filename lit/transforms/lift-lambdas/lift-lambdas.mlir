// lift-lambdas: each func.lambda becomes a private func.func taking its
// captures first; calls through the closure become func.calls with the
// captured values prepended. Afterwards no lambda or getfield is left, and
// tests/run_differential.rs feeds such output to mlir-opt-22.
// RUN: strata-opt --split-input-file --lift-lambdas %s | FileCheck %s

// One capture: getfield %self[0] becomes the first argument, which takes
// the captured value's name.
// CHECK-LABEL: func.func @adder(
// CHECK-SAME:    %[[X:.*]]: i32, %[[Y:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = call @adder__add(%[[X]], %[[Y]]) : (i32, i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @adder__add(%[[C:.*]]: i32, %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[C]], %[[A]] : i32
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-NEXT:  }
// CHECK-NOT:   lambda
func.func @adder(%x: i32, %y: i32) -> i32 {
  %l = func.lambda @add captures(%x : i32) (%self, %a: i32) -> i32 {
    %x1 = func.getfield %self[0] : ((i32) -> i32) -> i32
    %s = arith.addi %x1, %a : i32
    func.return %s : i32
  }
  %r = func.call_indirect %l(%y) : (i32) -> i32
  return %r : i32
}

// -----

// Recursion through %self: the recursive call passes the captures on.
// CHECK-LABEL: func.func @recursive(
// CHECK-SAME:    %[[N:.*]]: i32, %[[K:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = call @recursive__fact(%[[K]], %[[N]]) : (i32, i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK:       func.func private @recursive__fact(%[[K2:.*]]: i32, %[[A:.*]]: i32) -> i32 {
// CHECK:           scf.yield %[[K2]] : i32
// CHECK:           %[[F:.*]] = func.call @recursive__fact(%[[K2]], %{{.*}}) : (i32, i32) -> i32
func.func @recursive(%n: i32, %k: i32) -> i32 {
  %l = func.lambda @fact captures(%k : i32) (%self, %a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %le = arith.cmpi sle, %a, %c1 : i32
    %r = scf.if %le -> i32 {
      %kk = func.getfield %self[0] : ((i32) -> i32) -> i32
      scf.yield %kk : i32
    } else {
      %m = arith.subi %a, %c1 : i32
      %f = func.call_indirect %self(%m) : (i32) -> i32
      %p = arith.muli %a, %f : i32
      scf.yield %p : i32
    }
    func.return %r : i32
  }
  %r = func.call_indirect %l(%n) : (i32) -> i32
  return %r : i32
}

// -----

// Without captures, a closure that escapes (is returned) becomes a
// func.constant of the new function; a lambda without a name is `lambda`.
// CHECK-LABEL: func.func @escapes() -> ((i32) -> i32) {
// CHECK-NEXT:    %[[F:.*]] = constant @escapes__lambda : (i32) -> i32
// CHECK-NEXT:    return %[[F]] : (i32) -> i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @escapes__lambda(%[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    return %[[A]] : i32
func.func @escapes() -> ((i32) -> i32) {
  %l = func.lambda (%self, %a: i32) -> i32 {
    func.return %a : i32
  }
  return %l : (i32) -> i32
}

// -----

// Nested lambdas, innermost first: the inner closure's call becomes a call
// inside the outer one, which is then lifted. Names follow the nesting.
// CHECK-LABEL: func.func @nested(
// CHECK-SAME:    %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = call @nested__outer(%[[X]]) : (i32) -> i32
// CHECK:       func.func private @nested__outer(%[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[I:.*]] = call @nested__outer__inner(%[[A]], %[[A]]) : (i32, i32) -> i32
// CHECK-NEXT:    return %[[I]] : i32
// CHECK:       func.func private @nested__outer__inner(%[[C:.*]]: i32, %[[B:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[C]], %[[B]] : i32
func.func @nested(%x: i32) -> i32 {
  %outer = func.lambda @outer (%self, %a: i32) -> i32 {
    %inner = func.lambda @inner captures(%a : i32) (%s2, %b: i32) -> i32 {
      %a1 = func.getfield %s2[0] : ((i32) -> i32) -> i32
      %m = arith.muli %a1, %b : i32
      func.return %m : i32
    }
    %r = func.call_indirect %inner(%a) : (i32) -> i32
    func.return %r : i32
  }
  %r = func.call_indirect %outer(%x) : (i32) -> i32
  return %r : i32
}

// -----

// Names are uniqued against the module's symbols (@f__add exists), two
// captures keep their order, argument attributes shift past the captures,
// and a getfield of the closure outside the lambda reads the capture.
// CHECK-LABEL: func.func @f(
// CHECK-SAME:    %[[P:.*]]: i32, %[[Q:.*]]: f32) -> (i32, f32) {
// CHECK-NEXT:    %[[R:.*]] = call @f__add_0(%[[P]], %[[Q]], %[[P]]) : (i32, f32, i32) -> i32
// CHECK-NEXT:    return %[[R]], %[[Q]] : i32, f32
// CHECK:       func.func private @f__add_0(%{{.*}}: i32, %{{.*}}: f32, %{{.*}}: i32 {test.input}) -> i32 {
// CHECK:       func.func private @f__add(
func.func @f(%p: i32, %q: f32) -> (i32, f32) {
  %l = func.lambda @add captures(%p : i32, %q : f32) (%self, %a: i32 {test.input}) -> i32 {
    %p1 = func.getfield %self[0] : ((i32) -> i32) -> i32
    %s = arith.addi %p1, %a : i32
    func.return %s : i32
  }
  %r = func.call_indirect %l(%p) : (i32) -> i32
  %q1 = func.getfield %l[1] : ((i32) -> i32) -> f32
  return %r, %q1 : i32, f32
}
func.func private @f__add(%a: i32) -> i32 {
  return %a : i32
}
