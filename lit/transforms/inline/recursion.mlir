// inline and recursion: recursive calls are left alone, and nothing is
// inlined forever, as in mlir-opt-22 --inline.
// RUN: strata-opt --split-input-file --inline %s | FileCheck %s

// A self-recursive callee is never inlined, into itself or elsewhere (its
// own call edge rules it out).
// CHECK-LABEL: func.func @fact(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi sle, %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  cf.cond_br %[[V1]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = call @fact(%[[V2]]) : (i32) -> i32
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.muli %[[ARG0]], %[[V3]] : i32
// CHECK-NEXT:  return %[[V4]] : i32
// CHECK-NEXT:  }
func.func @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %le = arith.cmpi sle, %n, %c1 : i32
  cf.cond_br %le, ^base, ^rec
^base:
  return %c1 : i32
^rec:
  %m = arith.subi %n, %c1 : i32
  %r = call @fact(%m) : (i32) -> i32
  %p = arith.muli %n, %r : i32
  return %p : i32
}
// CHECK-LABEL: func.func @use_fact(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = call @fact(%[[ARG0]]) : (i32) -> i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @use_fact(%n: i32) -> i32 {
  %0 = call @fact(%n) : (i32) -> i32
  return %0 : i32
}

// -----

// Mutual recursion (@even and @odd call each other): a callee that calls
// its caller back is not inlined, so the cycle stays as it is.
// CHECK-LABEL: func.func @even(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i1 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[ARG0]], %[[V1]] : i32
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = scf.if %[[V3]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V0]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V2]] : i32
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = func.call @odd(%[[V5]]) : (i32) -> i1
// CHECK-NEXT:  scf.yield %[[V6]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V4]] : i1
// CHECK-NEXT:  }
func.func @even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %m = arith.subi %n, %c1 : i32
    %o = func.call @odd(%m) : (i32) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
// CHECK-LABEL: func.func @odd(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i1 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[ARG0]], %[[V1]] : i32
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = scf.if %[[V3]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V0]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V2]] : i32
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = func.call @even(%[[V5]]) : (i32) -> i1
// CHECK-NEXT:  scf.yield %[[V6]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V4]] : i1
// CHECK-NEXT:  }
func.func @odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i1 {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %m = arith.subi %n, %c1 : i32
    %e = func.call @even(%m) : (i32) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i1 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 6 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 5 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 4 : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.constant 2 : i32
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  %[[V7:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V8:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V9:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[ARG0]], %[[V7]] : i32
// CHECK-NEXT:  %[[V10:[a-zA-Z0-9_.$-]+]] = scf.if %[[V9]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V6]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V11:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V8]] : i32
// CHECK-NEXT:  %[[V12:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[V11]], %[[V7]] : i32
// CHECK-NEXT:  %[[V13:[a-zA-Z0-9_.$-]+]] = scf.if %[[V12]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V5]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V14:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V4]] : i32
// CHECK-NEXT:  %[[V15:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[V14]], %[[V7]] : i32
// CHECK-NEXT:  %[[V16:[a-zA-Z0-9_.$-]+]] = scf.if %[[V15]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V6]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V17:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V3]] : i32
// CHECK-NEXT:  %[[V18:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[V17]], %[[V7]] : i32
// CHECK-NEXT:  %[[V19:[a-zA-Z0-9_.$-]+]] = scf.if %[[V18]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V5]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V20:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V2]] : i32
// CHECK-NEXT:  %[[V21:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[V20]], %[[V7]] : i32
// CHECK-NEXT:  %[[V22:[a-zA-Z0-9_.$-]+]] = scf.if %[[V21]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V6]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V23:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V1]] : i32
// CHECK-NEXT:  %[[V24:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[V23]], %[[V7]] : i32
// CHECK-NEXT:  %[[V25:[a-zA-Z0-9_.$-]+]] = scf.if %[[V24]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V5]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V26:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  %[[V27:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  %[[V28:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V29:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V30:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[V26]], %[[V28]] : i32
// CHECK-NEXT:  %[[V31:[a-zA-Z0-9_.$-]+]] = scf.if %[[V30]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V27]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V32:[a-zA-Z0-9_.$-]+]] = arith.subi %[[V26]], %[[V29]] : i32
// CHECK-NEXT:  %[[V33:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  %[[V34:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V35:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V36:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[V32]], %[[V34]] : i32
// CHECK-NEXT:  %[[V37:[a-zA-Z0-9_.$-]+]] = scf.if %[[V36]] -> (i1) {
// CHECK-NEXT:  scf.yield %[[V33]] : i1
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V38:[a-zA-Z0-9_.$-]+]] = arith.subi %[[V32]], %[[V35]] : i32
// CHECK-NEXT:  %[[V39:[a-zA-Z0-9_.$-]+]] = func.call @even(%[[V38]]) : (i32) -> i1
// CHECK-NEXT:  scf.yield %[[V39]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V37]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V31]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V25]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V22]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V19]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V16]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V13]] : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V10]] : i1
// CHECK-NEXT:  }
func.func @main(%n: i32) -> i1 {
  %0 = call @even(%n) : (i32) -> i1
  return %0 : i1
}

// -----

// A cycle of three: @p -> @q -> @r -> @p. @q does not call @p directly, so
// its call of @r... is checked edge by edge as MLIR does: only a callee that
// calls itself or its caller directly is refused, and the inline history
// stops a body from being inlined into itself again.
func.func private @p(%a: i32) -> i32 {
  %0 = call @q(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @q(%a: i32) -> i32 {
  %0 = call @r(%a) : (i32) -> i32
  return %0 : i32
}
// CHECK-LABEL: func.func @r(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[ARG0]], %[[V1]] : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = scf.if %[[V2]] -> (i32) {
// CHECK-NEXT:  scf.yield %[[ARG0]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = func.call @q(%[[V4]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V5]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @r(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %z = arith.cmpi eq, %a, %c : i32
  %res = scf.if %z -> i32 {
    scf.yield %a : i32
  } else {
    %c1 = arith.constant 1 : i32
    %m = arith.subi %a, %c1 : i32
    %x = func.call @p(%m) : (i32) -> i32
    scf.yield %x : i32
  }
  return %res : i32
}

// -----

// A non-recursive helper is inlined into a recursive function; the
// recursive call stays.
func.func private @dec(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.subi %a, %c1 : i32
  return %r : i32
}
// CHECK-NOT: func.func private @dec(
// CHECK-LABEL: func.func @down(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.cmpi sle, %[[ARG0]], %[[V1]] : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = scf.if %[[V2]] -> (i32) {
// CHECK-NEXT:  scf.yield %[[ARG0]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = func.call @down(%[[V4]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V5]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @down(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi sle, %a, %c0 : i32
  %r = scf.if %z -> i32 {
    scf.yield %a : i32
  } else {
    %d = func.call @dec(%a) : (i32) -> i32
    %x = func.call @down(%d) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// @pong calls @ping, its caller: neither call is inlined.
// CHECK-LABEL: func.func @ping(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = call @pong(%[[ARG0]]) : (i32) -> i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @ping(%a: i32) -> i32 {
  %0 = call @pong(%a) : (i32) -> i32
  return %0 : i32
}
// CHECK-LABEL: func.func @pong(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  cf.cond_br %[[V1]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  return %[[ARG0]] : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = call @ping(%[[ARG0]]) : (i32) -> i32
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @pong(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %a, %c0 : i32
  cf.cond_br %z, ^done, ^more
^done:
  return %a : i32
^more:
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}
