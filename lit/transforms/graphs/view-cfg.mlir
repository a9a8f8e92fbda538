// STRATA-ONLY: a flag mlir-opt-22 does not have.
// view-cfg writes each region's blocks and their successors as a Graphviz
// DOT graph: a cluster per region, a record per block (its label and
// arguments, then its ops), an edge per successor, numbered when a
// terminator has several.
// RUN: strata-opt --view-cfg %s -o /dev/null 2>&1 | FileCheck %s

// CHECK:      digraph CFG {
// CHECK:        label = "func.func @loop region #0";
// CHECK-NEXT:   [[ENTRY:b[0-9_]+]] [label = "{^bb0(%n: index)|arith.constant\larith.constant\lcf.br\l}"];
// CHECK-NEXT:   [[HEAD:b[0-9_]+]] [label = "{^bb1(%i: index)|arith.cmpi\lcf.cond_br\l}"];
// CHECK-NEXT:   [[BODY:b[0-9_]+]] [label = "{^bb2|arith.addi\lcf.br\l}"];
// CHECK-NEXT:   [[EXIT:b[0-9_]+]] [label = "{^bb3|func.return\l}"];
// CHECK:        [[ENTRY]] -> [[HEAD]];
// CHECK-NEXT:   [[HEAD]] -> [[EXIT]] [label = "0"];
// CHECK-NEXT:   [[HEAD]] -> [[BODY]] [label = "1"];
// CHECK-NEXT:   [[BODY]] -> [[HEAD]];
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return %i : index
}
