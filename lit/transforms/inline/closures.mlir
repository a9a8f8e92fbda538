// inline through closures (func.lambda, Strata's own): a func.call_indirect
// whose callee is a func.lambda of the same body is inlined, the lambda's
// %self becoming the closure and each func.getfield of it the captured
// value; a recursive closure (calling itself through %self) is not inlined.
// RUN: strata-opt --split-input-file --inline %s | FileCheck %s

// The closure's body replaces the call: getfield %self[0] reads %x. The
// lambda, used once and without side effects, is erased.
// CHECK-LABEL: func.func @adder(
// CHECK-SAME:    %[[X:.*]]: i32, %[[Y:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-NEXT:  }
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

// Two calls of one closure: the first copies the body, the last takes it.
// CHECK-LABEL: func.func @twice(
// CHECK-SAME:    %[[X:.*]]: i32, %[[Y:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[A:.*]] = arith.muli %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[X]], %[[A]] : i32
// CHECK-NEXT:    return %[[B]] : i32
// CHECK-NEXT:  }
func.func @twice(%x: i32, %y: i32) -> i32 {
  %l = func.lambda @mul captures(%x : i32) (%self, %a: i32) -> i32 {
    %x1 = func.getfield %self[0] : ((i32) -> i32) -> i32
    %s = arith.muli %x1, %a : i32
    func.return %s : i32
  }
  %r = func.call_indirect %l(%y) : (i32) -> i32
  %q = func.call_indirect %l(%r) : (i32) -> i32
  return %q : i32
}

// -----

// Several captures and a closure of several blocks: the captures map in
// order, each return branches to the block after the call.
// CHECK-LABEL: func.func @blocks(
// CHECK-SAME:    %[[C:.*]]: i1, %[[P:.*]]: i32, %[[Q:.*]]: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb2(%[[P]] : i32), ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[D:.*]] = arith.subi %[[Q]], %[[P]] : i32
// CHECK-NEXT:    cf.br ^bb2(%[[D]] : i32)
// CHECK-NEXT:  ^bb2(%[[R:.*]]: i32):
// CHECK-NEXT:    return %[[R]] : i32
func.func @blocks(%c: i1, %p: i32, %q: i32) -> i32 {
  %l = func.lambda captures(%p : i32, %q : i32) (%self, %b: i1) -> i32 {
    %first = func.getfield %self[0] : ((i1) -> i32) -> i32
    cf.cond_br %b, ^yes, ^no
  ^yes:
    func.return %first : i32
  ^no:
    %second = func.getfield %self[1] : ((i1) -> i32) -> i32
    %d = arith.subi %second, %first : i32
    func.return %d : i32
  }
  %r = func.call_indirect %l(%c) : (i1) -> i32
  return %r : i32
}

// -----

// A recursive closure calls itself through %self: not inlined, into itself
// or at its call site.
// CHECK-LABEL: func.func @recursive(
// CHECK:         %[[L:.*]] = lambda @fact (%[[SELF:.*]], %[[A:.*]]: i32) -> i32 {
// CHECK:           func.call_indirect %[[SELF]](%{{.*}}) : (i32) -> i32
// CHECK:         %[[R:.*]] = call_indirect %[[L]](%{{.*}}) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @recursive(%n: i32) -> i32 {
  %l = func.lambda @fact (%self, %a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %le = arith.cmpi sle, %a, %c1 : i32
    %r = scf.if %le -> i32 {
      scf.yield %c1 : i32
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

// A closure that escapes (it is returned) stays, though its call is
// inlined. A function holding a closure is not canonicalized by the
// inliner (MLIR simplifies only callables without nested ones), so the
// inlined addition, unused, stays too.
// CHECK-LABEL: func.func @escapes(
// CHECK-SAME:    %[[X:.*]]: i32) -> ((i32) -> i32) {
// CHECK-NEXT:    %[[L:.*]] = lambda @add captures(%[[X]] : i32)
// CHECK:         }
// CHECK-NEXT:    %{{.*}} = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    return %[[L]] : (i32) -> i32
func.func @escapes(%x: i32) -> ((i32) -> i32) {
  %l = func.lambda @add captures(%x : i32) (%self, %a: i32) -> i32 {
    %x1 = func.getfield %self[0] : ((i32) -> i32) -> i32
    %s = arith.addi %x1, %a : i32
    func.return %s : i32
  }
  %r = func.call_indirect %l(%x) : (i32) -> i32
  return %l : (i32) -> i32
}

// -----

// Bottom-up through a closure: @helper is inlined into the closure, the
// closure into @calls_in_lambda, and @helper, referred to by nothing any
// more, is erased.
// CHECK-NOT:   func.func private @helper
// CHECK-LABEL: func.func @calls_in_lambda(
// CHECK-SAME:    %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func private @helper(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @calls_in_lambda(%x: i32) -> i32 {
  %l = func.lambda (%self, %a: i32) -> i32 {
    %h = func.call @helper(%a) : (i32) -> i32
    func.return %h : i32
  }
  %r = func.call_indirect %l(%x) : (i32) -> i32
  return %r : i32
}

// -----

// A closure made in another closure: the inner one is called in the outer
// one's body, where its captures are, and inlined there (bottom-up, and
// erased at once), then the outer one at its call.
// CHECK-LABEL: func.func @nested(
// CHECK-SAME:    %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:    return %[[M]] : i32
func.func @nested(%x: i32) -> i32 {
  %outer = func.lambda (%self, %a: i32) -> i32 {
    %inner = func.lambda captures(%a : i32) (%s2, %b: i32) -> i32 {
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

// A function and a closure calling each other are one component of the
// call graph; neither call is inlined (each callee calls its caller back).
// CHECK-LABEL: func.func @ping(
// CHECK-SAME:    %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[L:.*]] = lambda (%{{.*}}, %[[B:.*]]: i32) -> i32 {
// CHECK-NEXT:      %[[R:.*]] = call @ping(%[[B]]) : (i32) -> i32
// CHECK-NEXT:      return %[[R]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[S:.*]] = call_indirect %[[L]](%[[A]]) : (i32) -> i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @ping(%a: i32) -> i32 {
  %l = func.lambda (%self, %b: i32) -> i32 {
    %r = func.call @ping(%b) : (i32) -> i32
    func.return %r : i32
  }
  %r = func.call_indirect %l(%a) : (i32) -> i32
  return %r : i32
}
