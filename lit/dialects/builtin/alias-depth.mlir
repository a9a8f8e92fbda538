// Attributes without aliases between two aliases count in the alias
// depth, as in MLIR: the map four arrays down puts its distinct attribute
// five levels deep, after the one holding a map directly (one level);
// arrays of plain integers count for nothing (depth 0, with the maps).
// Distinct attributes are renumbered in print order.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s

// CHECK:      #distinct = distinct[0]<{{\[\[\[\[1\]\]\]\]}}>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 11)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 12)>
// CHECK-NEXT: #distinct1 = distinct[1]<#map1>
// CHECK-NEXT: #distinct2 = distinct[2]<{{\[\[\[\[#map\]\]\]\]}}>
// CHECK:      "test.w"() {a = #distinct, b = #distinct2, c = #distinct1} : () -> ()
"test.w"() {a = distinct[0]<[[[[1]]]]>, b = distinct[1]<[[[[affine_map<(d0) -> (d0 + 11)>]]]]>, c = distinct[2]<affine_map<(d0) -> (d0 + 12)>>} : () -> ()

// -----

// A distinct attribute without an alias (it refers to `unit`) printed
// inside an alias definition takes its number there, in print order.
// CHECK:      #distinct = distinct[0]<distinct[1]<>>
// CHECK-NEXT: #distinct1 = distinct[2]<#distinct>
// CHECK:      "test.u"() {a = #distinct1} : () -> ()
"test.u"() {a = distinct[7]<distinct[8]<distinct[9]<unit>>>} : () -> ()
