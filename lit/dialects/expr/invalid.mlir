// What is not an expression: a value used twice or not at all, a value
// used before it is computed (operands come before their users), an op
// with side effects or regions, an op with two results, a body that does
// not end in expr.yield or yields the wrong type, a body with arguments,
// and expr.yield outside a tree.
// COMPAT: none (diagnostics of dialects mlir-opt does not have)
// RUN: strata-opt --split-input-file --verify-diagnostics --allow-unregistered-dialect %s

func.func @used_twice(%x: i32) -> i32 {
  // expected-note@+1 {{in this expression}}
  %r = expr.tree : i32 {
    // expected-error@+1 {{'arith.addi' op computes a value that is used 2 times: each value in an expression is used exactly once}}
    %s = arith.addi %x, %x : i32
    %m = arith.muli %s, %s : i32
    expr.yield %m : i32
  }
  return %r : i32
}

// -----

func.func @unused(%x: i32) -> i32 {
  // expected-note@+1 {{in this expression}}
  %r = expr.tree : i32 {
    // expected-error@+1 {{'arith.constant' op computes a value that is not used: each value in an expression is used exactly once}}
    %c = arith.constant 1 : i32
    expr.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @use_before_definition(%x: i32) -> i32 {
  %r = expr.tree : i32 {
    // expected-error@+1 {{operand #1 does not dominate this use}}
    %s = arith.addi %x, %c : i32
    // expected-note@+1 {{operand defined here (op in the same block)}}
    %c = arith.constant 1 : i32
    expr.yield %s : i32
  }
  return %r : i32
}

// -----

func.func @side_effects() -> i32 {
  // expected-note@+1 {{in this expression}}
  %r = expr.tree : i32 {
    // expected-error@+1 {{'test.unknown' op cannot be part of an expression: it may have side effects (of those, an expression holds only calls)}}
    %v = "test.unknown"() : () -> i32
    expr.yield %v : i32
  }
  return %r : i32
}

// -----

func.func @regions(%c: i1, %x: i32) -> i32 {
  // expected-note@+1 {{in this expression}}
  %r = expr.tree : i32 {
    // expected-error@+1 {{'scf.if' op cannot be part of an expression: it has regions (only a nested 'expr.tree' may)}}
    %v = scf.if %c -> (i32) {
      scf.yield %x : i32
    } else {
      scf.yield %x : i32
    }
    expr.yield %v : i32
  }
  return %r : i32
}

// -----

func.func private @pair(i32) -> (i32, i32)

func.func @two_results(%x: i32) -> i32 {
  // expected-note@+1 {{in this expression}}
  %r = expr.tree : i32 {
    // expected-error@+1 {{'func.call' op cannot be part of an expression: it has 2 results, and each op in an expression computes one value}}
    %p:2 = func.call @pair(%x) : (i32) -> (i32, i32)
    %s = arith.addi %p#0, %p#1 : i32
    expr.yield %s : i32
  }
  return %r : i32
}

// -----

func.func @wrong_type(%x: i64) -> i32 {
  // expected-note@+1 {{the expression is here}}
  %r = expr.tree : i32 {
    // expected-error@+1 {{'expr.yield' op yields a value of type i64, but the expression's type is i32}}
    expr.yield %x : i64
  }
  return %r : i32
}

// -----

func.func @no_yield() -> i32 {
  // expected-error@+1 {{'expr.tree' op expects its body to end in 'expr.yield'}}
  %r = "expr.tree"() ({
    "test.terminator"() : () -> ()
  }) : () -> i32
  return %r : i32
}

// -----

func.func @arguments(%x: i32) -> i32 {
  // expected-error@+1 {{'expr.tree' op expects a body without arguments}}
  %r = "expr.tree"() ({
  ^bb0(%a: i32):
    "expr.yield"(%a) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

// -----

func.func @empty() -> i32 {
  // expected-error@+1 {{'expr.tree' op expects a body that yields its value}}
  %r = "expr.tree"() ({
  }) : () -> i32
  return %r : i32
}

// -----

func.func @yield_outside(%x: i32) {
  // expected-error@+1 {{'expr.yield' op expects parent op 'expr.tree'}}
  "expr.yield"(%x) : (i32) -> ()
  return
}

// -----

func.func @two_results_tree(%x: i32) {
  // expected-error@+1 {{'expr.tree' op requires one result}}
  %r:2 = "expr.tree"() ({
    "expr.yield"(%x) : (i32) -> ()
  }) : () -> (i32, i32)
  return
}
