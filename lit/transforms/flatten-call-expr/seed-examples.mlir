// The examples of the FlattenCallExpr pass document, in Strata IR: each
// nested call is hoisted, in evaluation order, to a temporary
// `t__tmp_vN` (N from 0 in each function) just before its expression; a
// call that is the value of a whole expression takes the expression's
// name, or a temporary's when the expression has none (an `if`
// condition, a returned value). The IR after the pass has no nested calls.
// RUN: strata-opt --flatten-call-expr --verify-properties=after %s | FileCheck %s
// RUN: strata-opt --flatten-call-expr %s | strata-opt --verify-no-nested-calls
// Anchored on each function by a nested pipeline, the same output:
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(flatten-call-expr))' %s | FileCheck %s

func.func private @foo(i32) -> i32
func.func private @bar(i32) -> i32
func.func private @compute(i32) -> i32
func.func private @is_valid(i32) -> i1
func.func private @add(i32, i32) -> i32
func.func private @mul(i32, i32) -> i32
func.func private @div(i32, i32) -> i32
func.func private @tile_add(i32, i32, i32) -> i32
func.func private @cast(f32) -> bf16
func.func private @assemble(i32, bf16, index) -> i32

// c = foo(bar(a))  =>  t__tmp_v0 = bar(a); c = foo(t__tmp_v0)
// CHECK-LABEL: func.func @nested_call_arguments(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @bar(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %c = call @foo(%t__tmp_v0) : (i32) -> i32
// CHECK-NEXT:    return %c : i32
// CHECK-NEXT:  }
func.func @nested_call_arguments(%a: i32) -> i32 {
  %c = expr.tree : i32 {
    %0 = func.call @bar(%a) : (i32) -> i32
    %1 = func.call @foo(%0) : (i32) -> i32
    expr.yield %1 : i32
  }
  return %c : i32
}

// if is_valid(compute(x)): y = 1
//   =>  t__tmp_v0 = compute(x); t__tmp_v1 = is_valid(t__tmp_v0); if t__tmp_v1: y = 1
// CHECK-LABEL: func.func @nested_call_in_if_condition(
// CHECK-SAME:      %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @compute(%[[X]]) : (i32) -> i32
// CHECK-NEXT:    %t__tmp_v1 = call @is_valid(%t__tmp_v0) : (i32) -> i1
// CHECK-NEXT:    %[[Y:.*]] = scf.if %t__tmp_v1 -> (i32) {
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      scf.yield %[[ONE]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[Y]] : i32
func.func @nested_call_in_if_condition(%x: i32) -> i32 {
  %0 = expr.tree : i1 {
    %1 = func.call @compute(%x) : (i32) -> i32
    %2 = func.call @is_valid(%1) : (i32) -> i1
    expr.yield %2 : i1
  }
  %y = scf.if %0 -> (i32) {
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  } else {
    scf.yield %x : i32
  }
  return %y : i32
}

// result = add(mul(a, b), div(c, d))
//   =>  t__tmp_v0 = mul(a, b); t__tmp_v1 = div(c, d); result = add(t__tmp_v0, t__tmp_v1)
// CHECK-LABEL: func.func @multiple_nested_calls(
// CHECK-SAME:      %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[C:[^:]*]]: i32, %[[D:[^:]*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @mul(%[[A]], %[[B]]) : (i32, i32) -> i32
// CHECK-NEXT:    %t__tmp_v1 = call @div(%[[C]], %[[D]]) : (i32, i32) -> i32
// CHECK-NEXT:    %result = call @add(%t__tmp_v0, %t__tmp_v1) : (i32, i32) -> i32
// CHECK-NEXT:    return %result : i32
func.func @multiple_nested_calls(%a: i32, %b: i32, %c: i32, %d: i32) -> i32 {
  %result = expr.tree : i32 {
    %0 = func.call @mul(%a, %b) : (i32, i32) -> i32
    %1 = func.call @div(%c, %d) : (i32, i32) -> i32
    %2 = func.call @add(%0, %1) : (i32, i32) -> i32
    expr.yield %2 : i32
  }
  return %result : i32
}

// x = compute(a) + compute(b)
//   =>  t__tmp_v0 = compute(a); t__tmp_v1 = compute(b); x = t__tmp_v0 + t__tmp_v1
// The addition is not a call: it stays an expression.
// CHECK-LABEL: func.func @nested_in_binary_expression(
// CHECK-SAME:      %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @compute(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %t__tmp_v1 = call @compute(%[[B]]) : (i32) -> i32
// CHECK-NEXT:    %x = expr.tree : i32 {
// CHECK-NEXT:      %[[SUM:.*]] = arith.addi %t__tmp_v0, %t__tmp_v1 : i32
// CHECK-NEXT:      expr.yield %[[SUM]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %x : i32
func.func @nested_in_binary_expression(%a: i32, %b: i32) -> i32 {
  %x = expr.tree : i32 {
    %0 = func.call @compute(%a) : (i32) -> i32
    %1 = func.call @compute(%b) : (i32) -> i32
    %2 = arith.addi %0, %1 : i32
    expr.yield %2 : i32
  }
  return %x : i32
}

// return self.tile_add(a, b, f)  =>  t__tmp_v0 = self.tile_add(a, b, f); return t__tmp_v0
// CHECK-LABEL: func.func @direct_call_in_return(
// CHECK-SAME:      %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[F:[^:]*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @tile_add(%[[A]], %[[B]], %[[F]]) : (i32, i32, i32) -> i32
// CHECK-NEXT:    return %t__tmp_v0 : i32
func.func @direct_call_in_return(%a: i32, %b: i32, %f: i32) -> i32 {
  %0 = expr.tree : i32 {
    %1 = func.call @tile_add(%a, %b, %f) : (i32, i32, i32) -> i32
    expr.yield %1 : i32
  }
  return %0 : i32
}

// with pl.at(level=CORE_GROUP): result = assemble(target, cast(x, BF16), offsets)
//   =>  with pl.at(level=CORE_GROUP): t__tmp_v0 = cast(x, BF16); result = assemble(target, t__tmp_v0, offsets)
// The temporary stays inside the scope.
// CHECK-LABEL: func.func @nested_call_inside_scope(
// CHECK-SAME:      %[[TARGET:[^:]*]]: i32, %[[X:[^:]*]]: f32, %[[OFFSETS:[^:]*]]: index) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = scope.at core_group -> (i32) {
// CHECK-NEXT:      %t__tmp_v0 = func.call @cast(%[[X]]) : (f32) -> bf16
// CHECK-NEXT:      %result = func.call @assemble(%[[TARGET]], %t__tmp_v0, %[[OFFSETS]]) : (i32, bf16, index) -> i32
// CHECK-NEXT:      scope.yield %result : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @nested_call_inside_scope(%target: i32, %x: f32, %offsets: index) -> i32 {
  %r = scope.at core_group -> (i32) {
    %result = expr.tree : i32 {
      %0 = func.call @cast(%x) : (f32) -> bf16
      %1 = func.call @assemble(%target, %0, %offsets) : (i32, bf16, index) -> i32
      expr.yield %1 : i32
    }
    scope.yield %result : i32
  }
  return %r : i32
}
