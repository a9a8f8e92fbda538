// Attributes without aliases between two aliases count in the alias
// depth, as in MLIR: the map four arrays down puts its distinct attribute
// five levels deep, after the one holding a map directly (one level);
// arrays of plain integers count for nothing (depth 0, with the maps).
// Distinct attributes are renumbered in print order.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK:      #distinct = distinct[0]<{{\[\[\[\[1\]\]\]\]}}>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 11)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 12)>
// CHECK-NEXT: #distinct1 = distinct[1]<#map1>
// CHECK-NEXT: #distinct2 = distinct[2]<{{\[\[\[\[#map\]\]\]\]}}>
// CHECK:      "test.w"() {a = #distinct, b = #distinct2, c = #distinct1} : () -> ()
"test.w"() {a = distinct[0]<[[[[1]]]]>, b = distinct[1]<[[[[affine_map<(d0) -> (d0 + 11)>]]]]>, c = distinct[2]<affine_map<(d0) -> (d0 + 12)>>} : () -> ()
