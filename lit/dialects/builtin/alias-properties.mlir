// Aliases in the properties of registered ops: MLIR's dry run of the
// printer reads a registered op's attributes as Operation::getAttrs gives
// them, its discardable attributes and its properties together, sorted by
// name, so a map only a property holds gets an alias too (an unregistered
// op's properties stay unread: see alias-order.mlir).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Custom form: the signature prints before the attributes, so its map
// comes first.
// CHECK:      #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK:      func.func private @f(memref<5xf32, #map>) attributes {aa = #map1, zz = #map2}

// Generic form: `aa` sorts before `function_type`, which holds #map1,
// and `zz` after it.
// GENERIC:      #map = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// GENERIC:      "func.func"() <{function_type = (memref<5xf32, #map1>) -> (), sym_name = "f", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) {aa = #map, zz = #map2} : () -> ()
func.func private @f(memref<5xf32, affine_map<(d0) -> (d0 + 2)>>) attributes {zz = affine_map<(d0) -> (d0 + 3)>, aa = affine_map<(d0) -> (d0 + 1)>}
