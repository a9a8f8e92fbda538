// Calls in the places control flow reads values: the bounds and step of
// scf.for, a value scf.yield hands back, the condition of scf.while
// (evaluated on every iteration, so its temporaries stay in the "before"
// region, reading the loop-carried values), both branches of scf.if
// (numbered then-branch first), and the blocks of a CFG. Temporaries are
// numbered in walk order through the whole function.
// RUN: strata-opt --flatten-call-expr --verify-properties=after %s | FileCheck %s

func.func private @lower() -> index
func.func private @upper(index) -> index
func.func private @step() -> index
func.func private @f(i32) -> i32
func.func private @g(i32) -> i32
func.func private @more(i32) -> i1

// for i in range(lower(), upper(n), step())
// CHECK-LABEL: func.func @for_bounds(
// CHECK-SAME:      %[[N:.*]]: index) {
// CHECK-NEXT:    %t__tmp_v0 = call @lower() : () -> index
// CHECK-NEXT:    %t__tmp_v1 = call @upper(%[[N]]) : (index) -> index
// CHECK-NEXT:    %t__tmp_v2 = call @step() : () -> index
// CHECK-NEXT:    scf.for %{{[^ ]*}} = %t__tmp_v0 to %t__tmp_v1 step %t__tmp_v2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @for_bounds(%n: index) {
  %0 = expr.tree : index {
    %3 = func.call @lower() : () -> index
    expr.yield %3 : index
  }
  %1 = expr.tree : index {
    %3 = func.call @upper(%n) : (index) -> index
    expr.yield %3 : index
  }
  %2 = expr.tree : index {
    %3 = func.call @step() : () -> index
    expr.yield %3 : index
  }
  scf.for %i = %0 to %1 step %2 {
  }
  return
}

// for ...: acc = f(g(acc)) + 1, yielded: the temporaries stay in the body.
// CHECK-LABEL: func.func @for_yield(
// CHECK-SAME:      %[[LB:[^:]*]]: index, %[[UB:[^:]*]]: index, %[[S:[^:]*]]: index, %[[X:[^:]*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{[^ ]*}} = %[[LB]] to %[[UB]] step %[[S]] iter_args(%[[ACC:[^ ]*]] = %[[X]]) -> (i32) {
// CHECK-NEXT:      %t__tmp_v0 = func.call @g(%[[ACC]]) : (i32) -> i32
// CHECK-NEXT:      %t__tmp_v1 = func.call @f(%t__tmp_v0) : (i32) -> i32
// CHECK-NEXT:      %[[NEXT:.*]] = expr.tree : i32 {
// CHECK-NEXT:        %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:        %[[SUM:.*]] = arith.addi %t__tmp_v1, %[[ONE]] : i32
// CHECK-NEXT:        expr.yield %[[SUM]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[NEXT]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @for_yield(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (i32) {
    %next = expr.tree : i32 {
      %0 = func.call @g(%acc) : (i32) -> i32
      %1 = func.call @f(%0) : (i32) -> i32
      %one = arith.constant 1 : i32
      %2 = arith.addi %1, %one : i32
      expr.yield %2 : i32
    }
    scf.yield %next : i32
  }
  return %r : i32
}

// A call whose value is yielded as it is: scf.yield f(acc).
// CHECK-LABEL: func.func @yield_a_call(
// CHECK:           %t__tmp_v0 = func.call @f(%{{.*}}) : (i32) -> i32
// CHECK-NEXT:      scf.yield %t__tmp_v0 : i32
func.func @yield_a_call(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (i32) {
    %0 = expr.tree : i32 {
      %1 = func.call @f(%acc) : (i32) -> i32
      expr.yield %1 : i32
    }
    scf.yield %0 : i32
  }
  return %r : i32
}

// while more(f(v)): v = g(v). The condition reads the loop-carried %v, so
// its calls stay in the "before" region, run on every iteration.
// CHECK-LABEL: func.func @while_condition(
// CHECK-SAME:      %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = scf.while (%[[V:.*]] = %[[X]]) : (i32) -> i32 {
// CHECK-NEXT:      %t__tmp_v0 = func.call @f(%[[V]]) : (i32) -> i32
// CHECK-NEXT:      %t__tmp_v1 = func.call @more(%t__tmp_v0) : (i32) -> i1
// CHECK-NEXT:      scf.condition(%t__tmp_v1) %[[V]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[W:.*]]: i32):
// CHECK-NEXT:      %t__tmp_v2 = func.call @g(%[[W]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %t__tmp_v2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @while_condition(%x: i32) -> i32 {
  %r = scf.while (%v = %x) : (i32) -> i32 {
    %0 = expr.tree : i1 {
      %1 = func.call @f(%v) : (i32) -> i32
      %2 = func.call @more(%1) : (i32) -> i1
      expr.yield %2 : i1
    }
    scf.condition(%0) %v : i32
  } do {
  ^bb0(%w: i32):
    %0 = expr.tree : i32 {
      %1 = func.call @g(%w) : (i32) -> i32
      expr.yield %1 : i32
    }
    scf.yield %0 : i32
  }
  return %r : i32
}

// if c: y = f(g(x)) else: y = g(f(x)): the then-branch is numbered first.
// CHECK-LABEL: func.func @if_branches(
// CHECK-SAME:      %[[C:[^:]*]]: i1, %[[X:[^:]*]]: i32) -> i32 {
// CHECK-NEXT:    %[[Y:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      %t__tmp_v0 = func.call @g(%[[X]]) : (i32) -> i32
// CHECK-NEXT:      %t__tmp_v1 = func.call @f(%t__tmp_v0) : (i32) -> i32
// CHECK-NEXT:      scf.yield %t__tmp_v1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %t__tmp_v2 = func.call @f(%[[X]]) : (i32) -> i32
// CHECK-NEXT:      %t__tmp_v3 = func.call @g(%t__tmp_v2) : (i32) -> i32
// CHECK-NEXT:      scf.yield %t__tmp_v3 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[Y]] : i32
func.func @if_branches(%c: i1, %x: i32) -> i32 {
  %y = scf.if %c -> (i32) {
    %0 = expr.tree : i32 {
      %1 = func.call @g(%x) : (i32) -> i32
      %2 = func.call @f(%1) : (i32) -> i32
      expr.yield %2 : i32
    }
    scf.yield %0 : i32
  } else {
    %0 = expr.tree : i32 {
      %1 = func.call @f(%x) : (i32) -> i32
      %2 = func.call @g(%1) : (i32) -> i32
      expr.yield %2 : i32
    }
    scf.yield %0 : i32
  }
  return %y : i32
}

// Expressions in the blocks of a CFG: each block keeps its own calls.
// CHECK-LABEL: func.func @cfg(
// CHECK-SAME:      %[[C:[^:]*]]: i1, %[[X:[^:]*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @f(%[[X]]) : (i32) -> i32
// CHECK-NEXT:    %[[A:.*]] = call @g(%t__tmp_v0) : (i32) -> i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb2(%[[A]] : i32)
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %t__tmp_v1 = call @g(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    cf.br ^bb2(%t__tmp_v1 : i32)
// CHECK-NEXT:  ^bb2(%[[R:.*]]: i32):
// CHECK-NEXT:    return %[[R]] : i32
func.func @cfg(%c: i1, %x: i32) -> i32 {
  %a = expr.tree : i32 {
    %0 = func.call @f(%x) : (i32) -> i32
    %1 = func.call @g(%0) : (i32) -> i32
    expr.yield %1 : i32
  }
  cf.cond_br %c, ^then, ^join(%a : i32)
^then:
  %0 = expr.tree : i32 {
    %1 = func.call @g(%a) : (i32) -> i32
    expr.yield %1 : i32
  }
  cf.br ^join(%0 : i32)
^join(%r: i32):
  return %r : i32
}
