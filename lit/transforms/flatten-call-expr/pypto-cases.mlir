// PyPTO's FlattenCallExpr test cases (test_flatten_call_expr_pass.py),
// in Strata IR: tensor ops are calls of external functions, `mul(x, 2.0)`
// a call with a constant. PyPTO extracts each call argument after
// visiting it (post-order), so the innermost calls come first; Strata's
// walk reaches a tree's ops in evaluation order, which is the same order.
// Constants written in an expression stay plain ops before their call.
// RUN: strata-opt --flatten-call-expr --verify-properties=after %s | FileCheck %s

func.func private @add(f32, f32) -> f32
func.func private @mul(f32, f32) -> f32
func.func private @exp(f32) -> f32
func.func private @get_block_idx() -> index
func.func private @load(index) -> f32
func.func private @store(f32, index)

// 1: r = mul(add(x, 1.0), 2.0)  =>  t0 = add(x, 1.0); r = mul(t0, 2.0)
// CHECK-LABEL: func.func @case1(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %t__tmp_v0 = call @add(%[[X]], %[[ONE]]) : (f32, f32) -> f32
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %r = call @mul(%t__tmp_v0, %[[TWO]]) : (f32, f32) -> f32
// CHECK-NEXT:    return %r : f32
func.func @case1(%x: f32) -> f32 {
  %r = expr.tree : f32 {
    %one = arith.constant 1.0 : f32
    %0 = func.call @add(%x, %one) : (f32, f32) -> f32
    %two = arith.constant 2.0 : f32
    %1 = func.call @mul(%0, %two) : (f32, f32) -> f32
    expr.yield %1 : f32
  }
  return %r : f32
}

// 2: r = add(mul(x, 2.0), mul(y, 3.0))  =>  t0 = mul(x, 2.0); t1 = mul(y, 3.0); r = add(t0, t1)
// CHECK-LABEL: func.func @case2(
// CHECK-SAME:      %[[X:[^:]*]]: f32, %[[Y:[^:]*]]: f32) -> f32 {
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %t__tmp_v0 = call @mul(%[[X]], %[[TWO]]) : (f32, f32) -> f32
// CHECK-NEXT:    %[[THREE:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    %t__tmp_v1 = call @mul(%[[Y]], %[[THREE]]) : (f32, f32) -> f32
// CHECK-NEXT:    %r = call @add(%t__tmp_v0, %t__tmp_v1) : (f32, f32) -> f32
// CHECK-NEXT:    return %r : f32
func.func @case2(%x: f32, %y: f32) -> f32 {
  %r = expr.tree : f32 {
    %two = arith.constant 2.0 : f32
    %0 = func.call @mul(%x, %two) : (f32, f32) -> f32
    %three = arith.constant 3.0 : f32
    %1 = func.call @mul(%y, %three) : (f32, f32) -> f32
    %2 = func.call @add(%0, %1) : (f32, f32) -> f32
    expr.yield %2 : f32
  }
  return %r : f32
}

// 3: r = mul(add(exp(x), 1.0), 2.0)  =>  t0 = exp(x); t1 = add(t0, 1.0); r = mul(t1, 2.0)
// CHECK-LABEL: func.func @case3(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %t__tmp_v0 = call @exp(%[[X]]) : (f32) -> f32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %t__tmp_v1 = call @add(%t__tmp_v0, %[[ONE]]) : (f32, f32) -> f32
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %r = call @mul(%t__tmp_v1, %[[TWO]]) : (f32, f32) -> f32
// CHECK-NEXT:    return %r : f32
func.func @case3(%x: f32) -> f32 {
  %r = expr.tree : f32 {
    %0 = func.call @exp(%x) : (f32) -> f32
    %one = arith.constant 1.0 : f32
    %1 = func.call @add(%0, %one) : (f32, f32) -> f32
    %two = arith.constant 2.0 : f32
    %2 = func.call @mul(%1, %two) : (f32, f32) -> f32
    expr.yield %2 : f32
  }
  return %r : f32
}

// 4: r = add(mul(x, 2.0), x)  =>  t0 = mul(x, 2.0); r = add(t0, x)
// CHECK-LABEL: func.func @case4(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %t__tmp_v0 = call @mul(%[[X]], %[[TWO]]) : (f32, f32) -> f32
// CHECK-NEXT:    %r = call @add(%t__tmp_v0, %[[X]]) : (f32, f32) -> f32
// CHECK-NEXT:    return %r : f32
func.func @case4(%x: f32) -> f32 {
  %r = expr.tree : f32 {
    %two = arith.constant 2.0 : f32
    %0 = func.call @mul(%x, %two) : (f32, f32) -> f32
    %1 = func.call @add(%0, %x) : (f32, f32) -> f32
    expr.yield %1 : f32
  }
  return %r : f32
}

// 5: r = add(x, exp(x))  =>  t0 = exp(x); r = add(x, t0)
// CHECK-LABEL: func.func @case5(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %t__tmp_v0 = call @exp(%[[X]]) : (f32) -> f32
// CHECK-NEXT:    %r = call @add(%[[X]], %t__tmp_v0) : (f32, f32) -> f32
// CHECK-NEXT:    return %r : f32
func.func @case5(%x: f32) -> f32 {
  %r = expr.tree : f32 {
    %0 = func.call @exp(%x) : (f32) -> f32
    %1 = func.call @add(%x, %0) : (f32, f32) -> f32
    expr.yield %1 : f32
  }
  return %r : f32
}

// 6: r = add(mul(x, 2.0), exp(x))  =>  t0 = mul(x, 2.0); t1 = exp(x); r = add(t0, t1)
// CHECK-LABEL: func.func @case6(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %t__tmp_v0 = call @mul(%[[X]], %[[TWO]]) : (f32, f32) -> f32
// CHECK-NEXT:    %t__tmp_v1 = call @exp(%[[X]]) : (f32) -> f32
// CHECK-NEXT:    %r = call @add(%t__tmp_v0, %t__tmp_v1) : (f32, f32) -> f32
// CHECK-NEXT:    return %r : f32
func.func @case6(%x: f32) -> f32 {
  %r = expr.tree : f32 {
    %two = arith.constant 2.0 : f32
    %0 = func.call @mul(%x, %two) : (f32, f32) -> f32
    %1 = func.call @exp(%x) : (f32) -> f32
    %2 = func.call @add(%0, %1) : (f32, f32) -> f32
    expr.yield %2 : f32
  }
  return %r : f32
}

// 7: r = exp(exp(x))  =>  t0 = exp(x); r = exp(t0)
// CHECK-LABEL: func.func @case7(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %t__tmp_v0 = call @exp(%[[X]]) : (f32) -> f32
// CHECK-NEXT:    %r = call @exp(%t__tmp_v0) : (f32) -> f32
// CHECK-NEXT:    return %r : f32
func.func @case7(%x: f32) -> f32 {
  %r = expr.tree : f32 {
    %0 = func.call @exp(%x) : (f32) -> f32
    %1 = func.call @exp(%0) : (f32) -> f32
    expr.yield %1 : f32
  }
  return %r : f32
}

// 10: if get_block_idx() < 10: tile = load(...); store(tile, ...)
//   =>  t0 = get_block_idx(); if t0 < 10: <unchanged>
// The comparison is not a call: it stays an expression, reading t0.
// CHECK-LABEL: func.func @case10(
// CHECK-SAME:      %[[OUT:.*]]: index) {
// CHECK-NEXT:    %t__tmp_v0 = call @get_block_idx() : () -> index
// CHECK-NEXT:    %[[COND:.*]] = expr.tree : i1 {
// CHECK-NEXT:      %[[TEN:.*]] = arith.constant 10 : index
// CHECK-NEXT:      %[[LT:.*]] = arith.cmpi slt, %t__tmp_v0, %[[TEN]] : index
// CHECK-NEXT:      expr.yield %[[LT]] : i1
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %[[COND]] {
// CHECK-NEXT:      %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[TILE:.*]] = func.call @load(%[[ZERO]]) : (index) -> f32
// CHECK-NEXT:      func.call @store(%[[TILE]], %[[OUT]]) : (f32, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @case10(%output: index) {
  %cond = expr.tree : i1 {
    %0 = func.call @get_block_idx() : () -> index
    %ten = arith.constant 10 : index
    %1 = arith.cmpi slt, %0, %ten : index
    expr.yield %1 : i1
  }
  scf.if %cond {
    %zero = arith.constant 0 : index
    %tile = func.call @load(%zero) : (index) -> f32
    func.call @store(%tile, %output) : (f32, index) -> ()
  }
  return
}

// 14: for _i in range(get_block_idx()): ...  =>  t0 = get_block_idx(); for _i in range(t0): ...
// CHECK-LABEL: func.func @case14(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %t__tmp_v0 = call @get_block_idx() : () -> index
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{[^ ]*}} = %[[ZERO]] to %t__tmp_v0 step %[[ONE]] iter_args(%[[ACC:[^ ]*]] = %[[X]]) -> (f32) {
// CHECK-NEXT:      %[[E:.*]] = func.call @exp(%[[ACC]]) : (f32) -> f32
// CHECK-NEXT:      scf.yield %[[E]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : f32
func.func @case14(%x: f32) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %0 = expr.tree : index {
    %1 = func.call @get_block_idx() : () -> index
    expr.yield %1 : index
  }
  %r = scf.for %i = %zero to %0 step %one iter_args(%acc = %x) -> (f32) {
    %e = func.call @exp(%acc) : (f32) -> f32
    scf.yield %e : f32
  }
  return %r : f32
}

// 23: with at(CORE_GROUP): r = mul(add(x, 1.0), 2.0)  =>  the temporaries stay inside the scope
// CHECK-LABEL: func.func @case23(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %[[S:.*]] = scope.at core_group -> (f32) {
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %t__tmp_v0 = func.call @add(%[[X]], %[[ONE]]) : (f32, f32) -> f32
// CHECK-NEXT:      %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:      %r = func.call @mul(%t__tmp_v0, %[[TWO]]) : (f32, f32) -> f32
// CHECK-NEXT:      scope.yield %r : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[S]] : f32
func.func @case23(%x: f32) -> f32 {
  %s = scope.at core_group -> (f32) {
    %r = expr.tree : f32 {
      %one = arith.constant 1.0 : f32
      %0 = func.call @add(%x, %one) : (f32, f32) -> f32
      %two = arith.constant 2.0 : f32
      %1 = func.call @mul(%0, %two) : (f32, f32) -> f32
      expr.yield %1 : f32
    }
    scope.yield %r : f32
  }
  return %s : f32
}

// 30: return add(x, 1.0)  =>  t0 = add(x, 1.0); return t0
// CHECK-LABEL: func.func @case30(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %t__tmp_v0 = call @add(%[[X]], %[[ONE]]) : (f32, f32) -> f32
// CHECK-NEXT:    return %t__tmp_v0 : f32
func.func @case30(%x: f32) -> f32 {
  %0 = expr.tree : f32 {
    %one = arith.constant 1.0 : f32
    %1 = func.call @add(%x, %one) : (f32, f32) -> f32
    expr.yield %1 : f32
  }
  return %0 : f32
}
