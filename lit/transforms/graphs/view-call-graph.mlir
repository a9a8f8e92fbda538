// STRATA-ONLY: a flag mlir-opt-22 does not have.
// view-call-graph writes the call graph as a Graphviz DOT graph: a box per
// callable, the recursive components (here @even and @odd) as a cluster,
// dotted edges from the external caller to the top-level callables, dashed
// ones from a function to the closure in it. tests/graph_pictures.rs has
// `dot -Tsvg` read it.
// RUN: strata-opt --view-call-graph %s -o /dev/null 2>&1 | FileCheck %s

// CHECK:      digraph CallGraph {
// CHECK:        subgraph cluster_scc{{[0-9]+}} {
// CHECK-NEXT:     label = "SCC #{{[0-9]+}} (recursive)";
// CHECK:          v[[ODD:[0-9]+]] [label = "@odd\nfunc.func"];
// CHECK-NEXT:     v[[EVEN:[0-9]+]] [label = "@even\nfunc.func"];
// CHECK-NEXT:   }
// CHECK-NEXT:   v0 [label = "external caller", shape = ellipse, style = dashed];
// CHECK-NEXT:   v[[MAIN:[0-9]+]] [label = "@main\nfunc.func"];
// CHECK-NEXT:   v[[LAMBDA:[0-9]+]] [label = "(anonymous)\nfunc.lambda"];
// CHECK-DAG:    v0 -> v[[MAIN]] [style = dotted];
// CHECK-DAG:    v[[EVEN]] -> v[[ODD]] [style = solid];
// CHECK-DAG:    v[[ODD]] -> v[[EVEN]] [style = solid];
// CHECK-DAG:    v[[MAIN]] -> v[[LAMBDA]] [style = dashed, arrowhead = odiamond];
// CHECK-DAG:    v[[MAIN]] -> v[[LAMBDA]] [style = solid];
// CHECK-DAG:    v[[LAMBDA]] -> v[[EVEN]] [style = solid];
// CHECK-NOT:    unknown callee
func.func @even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^yes, ^no
^yes:
  return %z : i1
^no:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @odd(%m) : (i32) -> i1
  return %r : i1
}
func.func @odd(%n: i32) -> i1 {
  %r = call @even(%n) : (i32) -> i1
  %t = arith.constant true
  %x = arith.xori %r, %t : i1
  return %x : i1
}
func.func @main(%n: i32) -> i1 {
  %l = func.lambda (%self, %a: i32) -> i1 {
    %r = func.call @even(%a) : (i32) -> i1
    func.return %r : i1
  }
  %r = func.call_indirect %l(%n) : (i32) -> i1
  return %r : i1
}
