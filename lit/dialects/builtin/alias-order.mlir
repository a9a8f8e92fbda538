// The order in which aliases are numbered, as MLIR's dry run of the
// printer meets the attributes: for an op printed in the generic form
// (here unregistered ones), its regions first, then its operand and result
// types, then its attributes; its properties not at all, so a map only a
// property holds prints in full.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK:      #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 7)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 8)>
// CHECK:      "test.x"() <{p = affine_map<(d0) -> (d0 + 3)>}> {a = #map1} : () -> memref<4xf32, #map>
// CHECK:      "test.z"() {b = #map2} : () -> ()
// CHECK:      }) {a = #map3} : () -> ()
"test.x"() <{p = affine_map<(d0) -> (d0 + 3)>}> {a = affine_map<(d0) -> (d0 + 1)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 * 2)>>
"test.y"() ({
  "test.z"() {b = affine_map<(d0) -> (d0 + 7)>} : () -> ()
}) {a = affine_map<(d0) -> (d0 + 8)>} : () -> ()
