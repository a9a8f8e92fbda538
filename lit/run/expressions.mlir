// expr.tree runs where it stands, its ops in the order written (operands
// before users, left to right), and scope.at runs its region once: the
// trace of external calls shows the order. flatten-call-expr keeps it:
// the same trace and results after the pass.
// RUN: strata-run %s --entry nested --trace 5 | FileCheck %s --check-prefix=NESTED
// RUN: strata-run %s --entry nested --trace --pass-pipeline='builtin.module(flatten-call-expr)' 5 | FileCheck %s --check-prefix=NESTED
// RUN: strata-run %s --entry in_scope --trace 2 | FileCheck %s --check-prefix=SCOPE
// RUN: strata-run %s --entry in_scope --trace --pass-pipeline='builtin.module(flatten-call-expr)' 2 | FileCheck %s --check-prefix=SCOPE
// RUN: strata-run %s --entry condition 3 | FileCheck %s --check-prefix=COND

// g(f(a)) + f(a + 1): f(5), then g(f(5)), then f(6), in that order.
// NESTED: call @f(5)
// NESTED-NEXT: call @g([[F5:-?[0-9]+]])
// NESTED-NEXT: call @f(6)
// NESTED-NEXT: {{-?[0-9]+}}

// The scope's call runs once, inside; its value is the scope's result.
// SCOPE: call @f(2)
// SCOPE-NEXT: [[R:-?[0-9]+]]
// SCOPE-NEXT: [[R]]

// (a * a) < 10 with a = 3: 9 < 10.
// COND: 1

func.func private @f(i32) -> i32
func.func private @g(i32) -> i32

func.func @nested(%a: i32) -> i32 {
  %r = expr.tree : i32 {
    %0 = func.call @f(%a) : (i32) -> i32
    %1 = func.call @g(%0) : (i32) -> i32
    %one = arith.constant 1 : i32
    %2 = arith.addi %a, %one : i32
    %3 = func.call @f(%2) : (i32) -> i32
    %4 = arith.addi %1, %3 : i32
    expr.yield %4 : i32
  }
  return %r : i32
}

func.func @in_scope(%a: i32) -> (i32, i32) {
  %r = scope.at core -> (i32) {
    %0 = expr.tree : i32 {
      %1 = func.call @f(%a) : (i32) -> i32
      expr.yield %1 : i32
    }
    scope.yield %0 : i32
  }
  return %r, %r : i32, i32
}

func.func @condition(%a: i32) -> i1 {
  %c = expr.tree : i1 {
    %0 = arith.muli %a, %a : i32
    %ten = arith.constant 10 : i32
    %1 = arith.cmpi slt, %0, %ten : i32
    expr.yield %1 : i1
  }
  return %c : i1
}
