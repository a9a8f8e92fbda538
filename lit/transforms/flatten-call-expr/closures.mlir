// Calls through function values: func.call_indirect of a func.constant
// (the constant is a leaf of the expression and goes along with the call;
// the SSA callee is a consumed operand), of a lambda, and of a function a
// call returns; and expressions inside a lambda body, whose temporaries
// stay in the body and continue the enclosing function's numbering (the
// pass numbers per top-level function, not per lambda).
// RUN: strata-opt --flatten-call-expr --verify-properties=after %s | FileCheck %s

func.func private @f(i32) -> i32
func.func private @pick(i32) -> ((i32) -> i32)

// y = (&f)(f(x))
// CHECK-LABEL: func.func @through_constant(
// CHECK-SAME:      %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @f(%[[X]]) : (i32) -> i32
// CHECK-NEXT:    %[[FN:.*]] = constant @f : (i32) -> i32
// CHECK-NEXT:    %y = call_indirect %[[FN]](%t__tmp_v0) : (i32) -> i32
// CHECK-NEXT:    return %y : i32
func.func @through_constant(%x: i32) -> i32 {
  %y = expr.tree : i32 {
    %0 = func.call @f(%x) : (i32) -> i32
    %fn = func.constant @f : (i32) -> i32
    %1 = func.call_indirect %fn(%0) : (i32) -> i32
    expr.yield %1 : i32
  }
  return %y : i32
}

// y = pick(x)(f(x)): the callee is itself a call, hoisted first.
// CHECK-LABEL: func.func @callee_is_a_call(
// CHECK-SAME:      %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @pick(%[[X]]) : (i32) -> ((i32) -> i32)
// CHECK-NEXT:    %t__tmp_v1 = call @f(%[[X]]) : (i32) -> i32
// CHECK-NEXT:    %y = call_indirect %t__tmp_v0(%t__tmp_v1) : (i32) -> i32
// CHECK-NEXT:    return %y : i32
func.func @callee_is_a_call(%x: i32) -> i32 {
  %y = expr.tree : i32 {
    %0 = func.call @pick(%x) : (i32) -> ((i32) -> i32)
    %1 = func.call @f(%x) : (i32) -> i32
    %2 = func.call_indirect %0(%1) : (i32) -> i32
    expr.yield %2 : i32
  }
  return %y : i32
}

// A lambda whose body returns f(f(captured) + y), called with f(x): the
// numbering goes through the lambda body in walk order (t0, t1), then
// continues after it (t2). The operands of a hoisted call that are
// sub-expressions of one op (the getfield, the addition) go along as
// plain ops.
// CHECK-LABEL: func.func @lambda_body(
// CHECK-SAME:      %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[L:.*]] = lambda @g captures(%[[X]] : i32) (%[[SELF:.*]], %[[Y:.*]]: i32) -> i32 {
// CHECK-NEXT:      %[[C:.*]] = getfield %[[SELF]][0] : ((i32) -> i32) -> i32
// CHECK-NEXT:      %t__tmp_v0 = call @f(%[[C]]) : (i32) -> i32
// CHECK-NEXT:      %[[SUM:.*]] = arith.addi %t__tmp_v0, %[[Y]] : i32
// CHECK-NEXT:      %t__tmp_v1 = call @f(%[[SUM]]) : (i32) -> i32
// CHECK-NEXT:      return %t__tmp_v1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %t__tmp_v2 = call @f(%[[X]]) : (i32) -> i32
// CHECK-NEXT:    %r = call_indirect %[[L]](%t__tmp_v2) : (i32) -> i32
// CHECK-NEXT:    return %r : i32
func.func @lambda_body(%x: i32) -> i32 {
  %l = func.lambda @g captures(%x : i32) (%self, %y: i32) -> i32 {
    %0 = expr.tree : i32 {
      %c = func.getfield %self[0] : ((i32) -> i32) -> i32
      %1 = func.call @f(%c) : (i32) -> i32
      %2 = arith.addi %1, %y : i32
      %3 = func.call @f(%2) : (i32) -> i32
      expr.yield %3 : i32
    }
    func.return %0 : i32
  }
  %r = expr.tree : i32 {
    %0 = func.call @f(%x) : (i32) -> i32
    %1 = func.call_indirect %l(%0) : (i32) -> i32
    expr.yield %1 : i32
  }
  return %r : i32
}

// Each top-level function starts again at t__tmp_v0.
// CHECK-LABEL: func.func @numbering_restarts(
// CHECK-NEXT:    %t__tmp_v0 = call @f(
func.func @numbering_restarts(%x: i32) -> i32 {
  %r = expr.tree : i32 {
    %0 = func.call @f(%x) : (i32) -> i32
    %1 = func.call @f(%0) : (i32) -> i32
    expr.yield %1 : i32
  }
  return %r : i32
}

// An op marked call-like with the CallLike trait (without
// CallOpInterface) is hoisted like a call.
// CHECK-LABEL: func.func @call_like_trait(
// CHECK-SAME:      %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = test.launch "scale"(%[[X]]) : (i32) -> i32
// CHECK-NEXT:    %t__tmp_v1 = call @f(%t__tmp_v0) : (i32) -> i32
// CHECK-NEXT:    return %t__tmp_v1 : i32
func.func @call_like_trait(%x: i32) -> i32 {
  %0 = expr.tree : i32 {
    %1 = test.launch "scale"(%x) : (i32) -> i32
    %2 = func.call @f(%1) : (i32) -> i32
    expr.yield %2 : i32
  }
  return %0 : i32
}
