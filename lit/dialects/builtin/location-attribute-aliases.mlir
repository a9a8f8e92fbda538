// A location used as an attribute value prints through a `#loc` alias, as
// the builtin dialect's getAlias gives every location one; the locations
// it is made of get theirs (a fused location's parts, a name's child),
// and aliases sort by depth, then name (`#distinct` < `#loc` < `#map`),
// then first use. With --mlir-print-debuginfo they share one numbering
// with the ops' locations: those used only as op locations print after
// the module, the others (used in attributes) before it.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG

// CHECK:      #distinct = distinct[0]<[1]>
// CHECK-NEXT: #loc = loc("x":1:2)
// CHECK-NEXT: #loc1 = loc("y":3:4)
// CHECK-NEXT: #loc2 = loc("z":5:6)
// CHECK-NEXT: #loc3 = loc("w")
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #loc4 = loc(fused<#map>[#loc1, #loc2])
// CHECK:      "test.op"() {a = #loc, d = #distinct} : () -> ()
// CHECK-NEXT: "test.op"() {b = #loc4} : () -> ()
// CHECK-NEXT: "test.op"() {c = [#loc3, 1]} : () -> ()

// The ops' own locations: #loc (the module), #loc1, #loc3, #loc5 print
// after the module; "y":3:4 is also a part of an attribute's location,
// so it prints before.
// DEBUG:      #distinct = distinct[0]<[1]>
// DEBUG-NEXT: #loc1 = loc("y":3:4)
// DEBUG-NEXT: #loc2 = loc("x":1:2)
// DEBUG-NEXT: #loc4 = loc("z":5:6)
// DEBUG-NEXT: #loc6 = loc("w")
// DEBUG-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// DEBUG-NEXT: #loc7 = loc(fused<#map>[#loc1, #loc4])
// DEBUG:      "test.op"() {a = #loc2, d = #distinct} : () -> () loc(#loc1)
// DEBUG-NEXT: "test.op"() {b = #loc7} : () -> () loc(#loc3)
// DEBUG-NEXT: "test.op"() {c = [#loc6, 1]} : () -> () loc(#loc5)
// DEBUG:      #loc3 = loc("q":1:1)
"test.op"() {a = loc("x":1:2), d = distinct[0]<[1]>} : () -> () loc("y":3:4)
"test.op"() {b = loc(fused<affine_map<(d0) -> (d0 + 1)>>["y":3:4, "z":5:6])} : () -> () loc("q":1:1)
"test.op"() {c = [loc("w"), 1]} : () -> ()
