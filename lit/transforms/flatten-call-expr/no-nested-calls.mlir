// verify-no-nested-calls reports each call nested in an expression, at
// the call, with the code of the place its value goes to (found through
// the interfaces of the op that uses it). A call that is the value of its
// tree takes the place of the tree's value.
// RUN: strata-opt --split-input-file --verify-diagnostics --verify-no-nested-calls %s

func.func private @f(i32) -> i32

func.func @call_in_call_args(%a: i32) -> i32 {
  %c = expr.tree : i32 {
    // expected-error@+1 {{'func.call' op is nested in an expression: CALL_IN_CALL_ARGS (201): its value is an argument of a call}}
    %0 = func.call @f(%a) : (i32) -> i32
    // expected-error@+1 {{'func.call' op is nested in an expression: CALL_IN_RETURN (207): its value is returned or yielded}}
    %1 = func.call @f(%0) : (i32) -> i32
    expr.yield %1 : i32
  }
  return %c : i32
}

// -----

func.func private @valid(i32) -> i1

func.func @call_in_if_condition(%a: i32) {
  %c = expr.tree : i1 {
    // expected-error@+1 {{CALL_IN_IF_CONDITION (202): its value is the condition of an if}}
    %0 = func.call @valid(%a) : (i32) -> i1
    expr.yield %0 : i1
  }
  scf.if %c {
  }
  return
}

// -----

func.func private @n() -> index

func.func @call_in_for_range(%lb: index, %s: index) {
  %ub = expr.tree : index {
    // expected-error@+1 {{CALL_IN_FOR_RANGE (203): its value is a bound or the step of a loop}}
    %0 = func.call @n() : () -> index
    expr.yield %0 : index
  }
  scf.for %i = %lb to %ub step %s {
  }
  return
}

// -----

func.func private @f(i32) -> i32

func.func @call_in_binary_expr(%a: i32) -> i32 {
  %x = expr.tree : i32 {
    // expected-error@+1 {{CALL_IN_BINARY_EXPR (204): its value is an operand of a binary expression}}
    %0 = func.call @f(%a) : (i32) -> i32
    %1 = arith.addi %0, %a : i32
    expr.yield %1 : i32
  }
  return %x : i32
}

// -----

func.func private @g(f32) -> f32

func.func @call_in_unary_expr(%a: f32) -> f32 {
  %x = expr.tree : f32 {
    // expected-error@+1 {{CALL_IN_UNARY_EXPR (205): its value is the operand of a unary expression}}
    %0 = func.call @g(%a) : (f32) -> f32
    %1 = arith.negf %0 : f32
    expr.yield %1 : f32
  }
  return %x : f32
}

// -----

func.func private @more(i32) -> i1

func.func @call_in_while_condition(%a: i32) -> i32 {
  %r = scf.while (%v = %a) : (i32) -> i32 {
    %c = expr.tree : i1 {
      // expected-error@+1 {{CALL_IN_WHILE_CONDITION (206): its value is the condition of a while loop}}
      %0 = func.call @more(%v) : (i32) -> i1
      expr.yield %0 : i1
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%w: i32):
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

func.func private @f(i32) -> i32

func.func @call_in_return(%a: i32) -> i32 {
  %0 = expr.tree : i32 {
    // expected-error@+1 {{CALL_IN_RETURN (207): its value is returned or yielded}}
    %1 = func.call @f(%a) : (i32) -> i32
    expr.yield %1 : i32
  }
  return %0 : i32
}

// -----

func.func private @f(i32) -> i32

func.func @call_in_scf_yield(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> (i32) {
    %0 = expr.tree : i32 {
      // expected-error@+1 {{CALL_IN_RETURN (207)}}
      %1 = func.call @f(%acc) : (i32) -> i32
      expr.yield %1 : i32
    }
    scf.yield %0 : i32
  }
  return %r : i32
}

// -----

func.func private @f(i32) -> i32
func.func private @b(i32) -> i1

func.func @call_in_expr(%a: i32, %x: i32) -> i32 {
  %r = expr.tree : i32 {
    // expected-error@+1 {{CALL_IN_EXPR (208): its value is part of an expression}}
    %0 = func.call @b(%a) : (i32) -> i1
    %1 = arith.select %0, %a, %x : i32
    expr.yield %1 : i32
  }
  return %r : i32
}

// -----

func.func private @f(i32) -> i32

// The tree's value has two uses: the first in walk order, the addition,
// decides.
func.func @first_use_decides(%a: i32) -> i32 {
  %t = expr.tree : i32 {
    // expected-error@+1 {{CALL_IN_BINARY_EXPR (204)}}
    %0 = func.call @f(%a) : (i32) -> i32
    expr.yield %0 : i32
  }
  %s = arith.addi %t, %a : i32
  %u = func.call @f(%t) : (i32) -> i32
  return %u : i32
}

// -----

func.func private @f(i32) -> i32

// Through nested trees: the inner call's value is the outer tree's, which
// goes to another call.
func.func @through_nested_trees(%a: i32) -> i32 {
  %t = expr.tree : i32 {
    %0 = expr.tree : i32 {
      // expected-error@+1 {{CALL_IN_CALL_ARGS (201)}}
      %1 = func.call @f(%a) : (i32) -> i32
      expr.yield %1 : i32
    }
    expr.yield %0 : i32
  }
  %u = func.call @f(%t) : (i32) -> i32
  return %u : i32
}

// -----

func.func private @f(i32) -> i32

// A call that is not in an expression is fine, and so is an expression
// without calls.
func.func @no_violation(%a: i32) -> i32 {
  %0 = func.call @f(%a) : (i32) -> i32
  %1 = expr.tree : i32 {
    %2 = arith.addi %0, %a : i32
    expr.yield %2 : i32
  }
  return %1 : i32
}

// -----

// An op with the CallLike trait is a call too.
func.func @call_like_trait(%a: i32) -> i32 {
  %0 = expr.tree : i32 {
    // expected-error@+1 {{'test.launch' op is nested in an expression: CALL_IN_RETURN (207)}}
    %1 = test.launch "k"(%a) : (i32) -> i32
    expr.yield %1 : i32
  }
  return %0 : i32
}
