// expr.tree in its custom and generic forms: the issue's example
// `c = foo(bar(a))`, a pure expression with a nested tree, and a tree that
// only yields a value from outside. The custom form prints the generic
// form's region as a block after the type; both read back.
// COMPAT: none (mlir-opt-22 does not resolve a func.call callee from inside an unregistered op; lit/dialects/expr/unregistered-in-mlir.mlir checks the generic form without calls)
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func private @bar(i32) -> i32
func.func private @foo(i32) -> i32

// CHECK-LABEL: func.func @nested_calls(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[C:.*]] = expr.tree : i32 {
// CHECK-NEXT:      %[[B:.*]] = func.call @bar(%[[A]]) : (i32) -> i32
// CHECK-NEXT:      %[[F:.*]] = func.call @foo(%[[B]]) : (i32) -> i32
// CHECK-NEXT:      expr.yield %[[F]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[C]] : i32
// GENERIC-LABEL: "func.func"() <{function_type = (i32) -> i32, sym_name = "nested_calls"}> ({
// GENERIC-NEXT:  ^bb0(%[[A:.*]]: i32):
// GENERIC-NEXT:    %[[C:.*]] = "expr.tree"() ({
// GENERIC-NEXT:      %[[B:.*]] = "func.call"(%[[A]]) <{callee = @bar}> : (i32) -> i32
// GENERIC-NEXT:      %[[F:.*]] = "func.call"(%[[B]]) <{callee = @foo}> : (i32) -> i32
// GENERIC-NEXT:      "expr.yield"(%[[F]]) : (i32) -> ()
// GENERIC-NEXT:    }) : () -> i32
func.func @nested_calls(%a: i32) -> i32 {
  %c = "expr.tree"() ({
    %0 = "func.call"(%a) <{callee = @bar}> : (i32) -> i32
    %1 = "func.call"(%0) <{callee = @foo}> : (i32) -> i32
    "expr.yield"(%1) : (i32) -> ()
  }) : () -> i32
  return %c : i32
}

// A nested tree may read values of the tree around it; attributes print
// before the type.
// CHECK-LABEL: func.func @pure_with_nested_tree(
// CHECK:         %{{.*}} = expr.tree {note = "sum"} : i32 {
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[INNER:.*]] = expr.tree : i32 {
// CHECK-NEXT:        %[[M:.*]] = arith.muli %{{.*}}, %[[ONE]] : i32
// CHECK-NEXT:        expr.yield %[[M]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[S:.*]] = arith.addi %{{.*}}, %[[INNER]] : i32
// CHECK-NEXT:      expr.yield %[[S]] : i32
// CHECK-NEXT:    }
func.func @pure_with_nested_tree(%x: i32, %y: i32) -> i32 {
  %r = expr.tree {note = "sum"} : i32 {
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

// CHECK-LABEL: func.func @leaf(
// CHECK-NEXT:    %{{.*}} = expr.tree : f32 {
// CHECK-NEXT:      expr.yield %{{.*}} : f32
// CHECK-NEXT:    }
func.func @leaf(%x: f32) -> f32 {
  %r = expr.tree : f32 {
    expr.yield %x : f32
  }
  return %r : f32
}

// A call whose value is not used runs for its effects in its place, as
// folding `@foo(%x) * 0` to `0` leaves it: still an expression.
// CHECK-LABEL: func.func @call_for_its_effects(
// CHECK-NEXT:    %{{.*}} = expr.tree : i32 {
// CHECK-NEXT:      %{{.*}} = func.call @foo(%{{.*}}) : (i32) -> i32
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      expr.yield %[[Z]] : i32
// CHECK-NEXT:    }
func.func @call_for_its_effects(%x: i32) -> i32 {
  %r = expr.tree : i32 {
    %0 = func.call @foo(%x) : (i32) -> i32
    %z = arith.constant 0 : i32
    expr.yield %z : i32
  }
  return %r : i32
}
