// What stays an expression: a tree without calls is left as it is (nested
// trees too); the sub-expressions computing a hoisted call's operands go
// along as trees of their own when they have more than one op, as plain
// ops otherwise; calls in nested trees leave all the trees around them;
// a tree left yielding a value from outside goes. Running the pass again
// changes nothing.
// RUN: strata-opt --flatten-call-expr --verify-properties=after %s | FileCheck %s
// RUN: strata-opt --flatten-call-expr %s | strata-opt --flatten-call-expr | FileCheck %s

func.func private @foo(i32) -> i32
func.func private @bar(i32) -> i32

// CHECK-LABEL: func.func @no_calls(
// CHECK-SAME:      %[[X:[^:]*]]: i32, %[[Y:[^:]*]]: i32) -> i32 {
// CHECK-NEXT:    %r = expr.tree : i32 {
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[INNER:.*]] = expr.tree : i32 {
// CHECK-NEXT:        %[[M:.*]] = arith.muli %[[Y]], %[[ONE]] : i32
// CHECK-NEXT:        expr.yield %[[M]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[X]], %[[INNER]] : i32
// CHECK-NEXT:      expr.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %r : i32
func.func @no_calls(%x: i32, %y: i32) -> i32 {
  %r = expr.tree : i32 {
    %one = arith.constant 1 : i32
    %inner = expr.tree : i32 {
      %m = arith.muli %y, %one : i32
      expr.yield %m : i32
    }
    %s = arith.addi %x, %inner : i32
    expr.yield %s : i32
  }
  return %r : i32
}

// x = bar(foo(a + 1) * 2): `a + 1` and `t0 * 2` are two-op trees.
// CHECK-LABEL: func.func @operand_subexpressions(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[E0:.*]] = expr.tree : i32 {
// CHECK-NEXT:      %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[ADD:.*]] = arith.addi %[[A]], %[[C1]] : i32
// CHECK-NEXT:      expr.yield %[[ADD]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %t__tmp_v0 = call @foo(%[[E0]]) : (i32) -> i32
// CHECK-NEXT:    %[[E1:.*]] = expr.tree : i32 {
// CHECK-NEXT:      %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      %[[MUL:.*]] = arith.muli %t__tmp_v0, %[[C2]] : i32
// CHECK-NEXT:      expr.yield %[[MUL]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %x = call @bar(%[[E1]]) : (i32) -> i32
// CHECK-NEXT:    return %x : i32
func.func @operand_subexpressions(%a: i32) -> i32 {
  %x = expr.tree : i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.addi %a, %c1 : i32
    %1 = func.call @foo(%0) : (i32) -> i32
    %c2 = arith.constant 2 : i32
    %2 = arith.muli %1, %c2 : i32
    %3 = func.call @bar(%2) : (i32) -> i32
    expr.yield %3 : i32
  }
  return %x : i32
}

// x = bar(foo(a)) + a, the calls written in nested trees.
// CHECK-LABEL: func.func @nested_trees(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @foo(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %t__tmp_v1 = call @bar(%t__tmp_v0) : (i32) -> i32
// CHECK-NEXT:    %x = expr.tree : i32 {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %t__tmp_v1, %[[A]] : i32
// CHECK-NEXT:      expr.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %x : i32
func.func @nested_trees(%a: i32) -> i32 {
  %x = expr.tree : i32 {
    %0 = expr.tree : i32 {
      %1 = func.call @foo(%a) : (i32) -> i32
      expr.yield %1 : i32
    }
    %2 = expr.tree : i32 {
      %3 = func.call @bar(%0) : (i32) -> i32
      expr.yield %3 : i32
    }
    %4 = arith.addi %2, %a : i32
    expr.yield %4 : i32
  }
  return %x : i32
}

// The value of the outer tree is the value of a nested tree whose value
// is a call: the call takes the outer tree's name.
// CHECK-LABEL: func.func @root_through_nested_trees(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[E:.*]] = expr.tree : i32 {
// CHECK-NEXT:      %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[A]], %[[C]] : i32
// CHECK-NEXT:      expr.yield %[[M]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %y = call @foo(%[[E]]) : (i32) -> i32
// CHECK-NEXT:    return %y : i32
func.func @root_through_nested_trees(%a: i32) -> i32 {
  %y = expr.tree : i32 {
    %c = arith.constant 3 : i32
    %0 = expr.tree : i32 {
      %m = arith.muli %a, %c : i32
      %1 = func.call @foo(%m) : (i32) -> i32
      expr.yield %1 : i32
    }
    expr.yield %0 : i32
  }
  return %y : i32
}

// A tree that only yields a value from outside goes.
// CHECK-LABEL: func.func @leaf_tree(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    return %[[A]] : i32
func.func @leaf_tree(%a: i32) -> i32 {
  %r = expr.tree : i32 {
    expr.yield %a : i32
  }
  return %r : i32
}

// A call run for its effects alone (its value unused) is hoisted in its
// place in the order too.
// CHECK-LABEL: func.func @call_for_its_effects(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @foo(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %t__tmp_v1 = call @bar(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %r = expr.tree : i32 {
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[S:.*]] = arith.addi %t__tmp_v1, %[[Z]] : i32
// CHECK-NEXT:      expr.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %r : i32
func.func @call_for_its_effects(%a: i32) -> i32 {
  %r = expr.tree : i32 {
    %0 = func.call @foo(%a) : (i32) -> i32
    %1 = func.call @bar(%a) : (i32) -> i32
    %z = arith.constant 0 : i32
    %2 = arith.addi %1, %z : i32
    expr.yield %2 : i32
  }
  return %r : i32
}

// A nested tree kept only for the call in it (its value unused, as
// remove-dead-values leaves it): the call is hoisted, then what is left of
// the nested tree is dead and goes.
// CHECK-LABEL: func.func @tree_kept_for_its_call(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %t__tmp_v0 = call @foo(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %r = expr.tree : i32 {
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %[[Z]] : i32
// CHECK-NEXT:      expr.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %r : i32
func.func @tree_kept_for_its_call(%a: i32) -> i32 {
  %r = expr.tree : i32 {
    %0 = expr.tree : i32 {
      %1 = func.call @foo(%a) : (i32) -> i32
      %p = ub.poison : i32
      expr.yield %p : i32
    }
    %z = arith.constant 0 : i32
    %2 = arith.addi %a, %z : i32
    expr.yield %2 : i32
  }
  return %r : i32
}

// An expression outside any function (in another dialect's op at module
// level) is flattened too, with a numbering of its own.
// CHECK-LABEL: "test.ssacfg_region"() ({
// CHECK-NEXT:    %[[V:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %t__tmp_v0 = func.call @foo(%[[V]]) : (i32) -> i32
// CHECK-NEXT:    %{{.*}} = func.call @bar(%t__tmp_v0) : (i32) -> i32
// CHECK-NEXT:    "test.terminator"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
"test.ssacfg_region"() ({
  %v = arith.constant 4 : i32
  %r = expr.tree : i32 {
    %0 = func.call @foo(%v) : (i32) -> i32
    %1 = func.call @bar(%0) : (i32) -> i32
    expr.yield %1 : i32
  }
  "test.terminator"() : () -> ()
}) : () -> ()
