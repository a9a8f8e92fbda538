// The metadata of a fused location prints through the aliases it has: a
// long tuple as !tuple, a map as #map, in the location's own alias
// definition too, with debug info or without. The tuple is held through a
// type attribute, which has no alias but counts as a level (as attributes
// between aliases do in MLIR's alias depth), so its location is one
// level deeper and comes after the map's.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG

// CHECK:      !tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
// CHECK-NEXT: #loc = loc("test.mlir":10:8)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #loc1 = loc(fused<#map>[#loc])
// CHECK-NEXT: #loc2 = loc(fused<!tuple>[#loc])
// CHECK:      "test.op"() {a = #loc2, b = #loc1} : () -> ()

// DEBUG:      !tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
// DEBUG-NEXT: #loc2 = loc("test.mlir":10:8)
// DEBUG-NEXT: #map = affine_map<(d0) -> (d0)>
// DEBUG-NEXT: #loc3 = loc(fused<#map>[#loc2])
// DEBUG-NEXT: #loc4 = loc(fused<!tuple>[#loc2])
// DEBUG:      "test.op"() {a = #loc4, b = #loc3} : () -> () loc(#loc1)
"test.op"() {a = loc(fused<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>["test.mlir":10:8]), b = loc(fused<affine_map<(d0) -> (d0)>>["test.mlir":10:8])} : () -> ()
