// inline on single-block callees: the call is replaced by the callee's body
// and the callable is canonicalized around it, as mlir-opt-22 --inline does
// (tests/transform_compat.rs requires byte-identical output).
// RUN: strata-opt --split-input-file --inline %s | FileCheck %s

// A private callee with one call: its body replaces the call (the call's
// operands for its arguments, its returned value for the call's result),
// and the callee, referred to by nothing any more, is erased.
func.func private @add(%a: i32, %b: i32) -> i32 {
  %r = arith.addi %a, %b : i32
  return %r : i32
}
// CHECK-NOT: func.func private @add(
// CHECK-LABEL: func.func @once(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @once(%x: i32, %y: i32) -> i32 {
  %0 = call @add(%x, %y) : (i32, i32) -> i32
  return %0 : i32
}

// -----

// Two calls of a private callee: each gets a copy of the body; the callee
// is erased after the last one.
func.func private @sq(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32
  return %r : i32
}
// CHECK-NOT: func.func private @sq(
// CHECK-LABEL: func.func @twice(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.muli %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.muli %[[V0]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @twice(%x: i32) -> i32 {
  %0 = call @sq(%x) : (i32) -> i32
  %1 = call @sq(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A public callee is inlined too, but stays: it may be called from outside.
// CHECK-LABEL: func.func @pub(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @pub(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %r = arith.subi %a, %c : i32
  return %r : i32
}
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.subi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @user(%x: i32) -> i32 {
  %0 = call @pub(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// Several results map to the returned values in order; a callee without
// results leaves nothing behind.
func.func private @pair(%a: i32, %b: i32) -> (i32, i32) {
  return %b, %a : i32, i32
}
func.func private @nothing() {
  return
}
// CHECK-LABEL: func.func @multi_results(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32) -> (i32, i32) {
// CHECK-NEXT:  return %[[ARG1]], %[[ARG0]] : i32, i32
// CHECK-NEXT:  }
func.func @multi_results(%x: i32, %y: i32) -> (i32, i32) {
  call @nothing() : () -> ()
  %0:2 = call @pair(%x, %y) : (i32, i32) -> (i32, i32)
  return %0#0, %0#1 : i32, i32
}

// -----

// A declaration has no body to inline: the call stays.
func.func private @ext(i32) -> i32
// CHECK-LABEL: func.func @calls_ext(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = call @ext(%[[ARG0]]) : (i32) -> i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @calls_ext(%x: i32) -> i32 {
  %0 = call @ext(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// `no_inline` on a call keeps that call; on a callee, every call to it.
// The other call of @f is inlined, so @f stays for the kept one.
func.func private @f(%a: i32) -> i32 {
  return %a : i32
}
func.func private @g(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}
// CHECK-LABEL: func.func @noinline(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = call @f(%[[ARG0]]) {no_inline} : (i32) -> i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = call @g(%[[V0]]) : (i32) -> i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @noinline(%x: i32) -> i32 {
  %0 = call @f(%x) {no_inline} : (i32) -> i32
  %1 = call @g(%0) : (i32) -> i32
  %2 = call @f(%1) : (i32) -> i32
  return %2 : i32
}

// -----

// Bottom-up: @c is inlined into @b first (twice, then canonicalized:
// %a + 1 + 1 becomes %a + 2), then @b into @a; both private callees go.
func.func private @c(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func private @b(%a: i32) -> i32 {
  %0 = call @c(%a) : (i32) -> i32
  %1 = call @c(%0) : (i32) -> i32
  return %1 : i32
}
// CHECK-NOT: func.func private @c(
// CHECK-NOT: func.func private @b(
// CHECK-LABEL: func.func @a(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 2 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// A callee defined after its caller is found all the same (calls are
// resolved once every callable has its node).
// CHECK-NOT: func.func private @late(
// CHECK-LABEL: func.func @early(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @early(%x: i32) -> i32 {
  %0 = call @late(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @late(%a: i32) -> i32 {
  %r = arith.xori %a, %a : i32
  return %r : i32
}

// -----

// A call whose result is unused is still inlined; canonicalize then
// removes the dead arithmetic.
func.func private @side(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
// CHECK-NOT: func.func private @side(
// CHECK-LABEL: func.func @unused(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @unused(%x: i32) {
  %0 = call @side(%x) : (i32) -> i32
  return
}

// -----

// A private callee called from a public one and from a third function:
// inlined into both (@outer's copy comes along when @outer is inlined into
// @top), then erased; @outer stays, being public.
func.func private @inner(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32
  return %r : i32
}
// CHECK-NOT: func.func private @inner(
// CHECK-LABEL: func.func @outer(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.muli %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @outer(%a: i32) -> i32 {
  %0 = call @inner(%a) : (i32) -> i32
  return %0 : i32
}
// CHECK-LABEL: func.func @top(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.muli %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.muli %[[V0]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @top(%a: i32) -> i32 {
  %0 = call @outer(%a) : (i32) -> i32
  %1 = call @inner(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// The inliner canonicalizes the functions it visits, so a callee returning
// a constant folds into its caller's arithmetic.
func.func private @answer() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}
// CHECK-NOT: func.func private @answer(
// CHECK-LABEL: func.func @folded(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 42 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @folded(%x: i32) -> i32 {
  %0 = call @answer() : () -> i32
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}

// -----

// An argument the callee never reads: its operand is simply dropped.
func.func private @first(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
// CHECK-NOT: func.func private @first(
// CHECK-LABEL: func.func @drop_second(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  return %[[ARG0]] : i32
// CHECK-NEXT:  }
func.func @drop_second(%x: i32, %y: i32) -> i32 {
  %0 = call @first(%x, %y) : (i32, i32) -> i32
  return %0 : i32
}

// -----

// Argument and result attributes do not stop inlining (func's interface
// has no handler for them, as in MLIR).
func.func private @attrs(%a: i32 {test.arg}) -> (i32 {test.res}) {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
// CHECK-NOT: func.func private @attrs(
// CHECK-LABEL: func.func @attr_user(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.addi %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @attr_user(%x: i32) -> i32 {
  %0 = call @attrs(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// Two callers of one private callee: the first call copies the body, the
// last one takes it, and the callee is erased.
func.func private @shared(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = arith.muli %a, %c5 : i32
  return %r : i32
}
// CHECK-NOT: func.func private @shared(
// CHECK-LABEL: func.func @one(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 5 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.muli %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @one(%x: i32) -> i32 {
  %0 = call @shared(%x) : (i32) -> i32
  return %0 : i32
}
// CHECK-LABEL: func.func @two(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 5 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.muli %[[ARG0]], %[[V0]] : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V1]], %[[ARG0]] : i32
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @two(%x: i32) -> i32 {
  %0 = call @shared(%x) : (i32) -> i32
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}

// -----

// Identity callees through a chain collapse to the argument itself.
func.func private @id(%a: i32) -> i32 {
  return %a : i32
}
func.func private @id2(%a: i32) -> i32 {
  %0 = call @id(%a) : (i32) -> i32
  return %0 : i32
}
// CHECK-NOT: func.func private @id(
// CHECK-NOT: func.func private @id2(
// CHECK-LABEL: func.func @ids(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  return %[[ARG0]] : i32
// CHECK-NEXT:  }
func.func @ids(%x: i32) -> i32 {
  %0 = call @id2(%x) : (i32) -> i32
  %1 = call @id(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A result used several times: every use reads the inlined value.
func.func private @sq(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32
  return %r : i32
}
// CHECK-NOT: func.func private @sq(
// CHECK-LABEL: func.func @reuse(
// CHECK-SAME: %[[ARG0:[a-zA-Z0-9_.$-]+]]: i32) -> i32 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.muli %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V0]], %[[V0]] : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.muli %[[V1]], %[[V0]] : i32
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @reuse(%x: i32) -> i32 {
  %0 = call @sq(%x) : (i32) -> i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.muli %1, %0 : i32
  return %2 : i32
}
