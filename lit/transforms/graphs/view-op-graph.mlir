// STRATA-ONLY (as a file): strata-opt's --discard-value-names is not an mlir-opt flag.
// view-op-graph writes the op as a Graphviz DOT graph in mlir-opt-22's
// format (tests/transform_compat.rs compares the two on lit/transforms):
// ops with regions as clusters, one cluster per block, a record per op
// with ports for its operands and results, data-flow edges between them.
// RUN: strata-opt --view-op-graph --discard-value-names %s -o /dev/null 2>&1 | FileCheck %s

// CHECK:      digraph G {
// CHECK-NEXT:   compound = true;
// CHECK:            label = "func.func : ()\lfunction_type: (i32, i1) -\> i32\lsym_name: \"f\"\l";
// CHECK:              v[[A:[0-9]+]] [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK:              v[[C:[0-9]+]] [fillcolor = "0.000000 0.3 0.95", label = "{arith.constant\l\lvalue: 1 : i32\l|{<res_c1_i32> %c1_i32 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:         v[[ADD:[0-9]+]] [fillcolor = "0.142857 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0|<arg_c1_i32> %c1_i32}|arith.addi\l\loverflowFlags: #arith.overflow\<none...\l|{<res_0> %0 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:         subgraph cluster_[[IF:[0-9]+]] {
// CHECK-NEXT:           v[[IFANCHOR:[0-9]+]] [label = " ", shape = plain];
// CHECK-NEXT:           label = "scf.if : (i32)\l";
// CHECK:        v[[A]]:res_arg0:s -> v[[ADD]]:arg_arg0:n[style = solid];
// CHECK-NEXT:   v[[C]]:res_c1_i32:s -> v[[ADD]]:arg_c1_i32:n[style = solid];
// CHECK:        v{{[0-9]+}}:res_arg1:s -> v[[IFANCHOR]][lhead = cluster_[[IF]], style = solid];
// CHECK-NEXT:   v[[IFANCHOR]] -> v{{[0-9]+}}:arg_1:n[ltail = cluster_[[IF]], style = solid];
// CHECK-NEXT: }
func.func @f(%a: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  %r = scf.if %c -> i32 {
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
