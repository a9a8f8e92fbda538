// Which aliases print after the module. With --mlir-print-debuginfo an op's
// own location may be defined after the top-level op, and so may every
// alias only such locations use: here the distinct attribute in "test.g"'s
// location metadata. A use anywhere else (an attribute value, a block
// argument's location) brings a value and everything inside it before the
// module: the map under the array that both @f's location and "test.b"
// hold prints first, though its first use was in a location.
//
// Distinct attributes are numbered in the order they print, so the one
// defined after the module is distinct[1]; without debug info it does not
// print at all.
//
// A function's body arguments print their attributes without aliases (the
// alias walk does not look inside them), and their locations in full
// (which still get an alias definition, unused).
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG

// Without debug info @f's location is not walked, so the result's map is
// the first one met.
// CHECK:      #distinct = distinct[0]<42 : i64>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 8)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%a: i32 {x.m = affine_map<(d0) -> (d0 + 7)>}) -> (i32 {x.r = #map}) {
// CHECK-NEXT:     return %a : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.b"() {x = [#map1], y = #distinct} : () -> ()
// CHECK-NEXT:   "test.g"() : () -> ()
// CHECK-NEXT: }
// CHECK-NOT:  #

// Sorted by depth, then name, then first use: at depth 1 the two distinct
// attributes (42 met first, in "test.b"), the six plain locations in walk
// order, the two maps; the call site and "test.g"'s fused location at
// depth 2; @f's fused location, above an array above a map, at depth 3.
// DEBUG:      #distinct = distinct[0]<42 : i64>
// DEBUG-NEXT: #loc2 = loc("args.mlir":1:1)
// DEBUG-NEXT: #map = affine_map<(d0) -> (d0)>
// DEBUG-NEXT: #map1 = affine_map<(d0) -> (d0 + 8)>
// DEBUG-NEXT: module {
// DEBUG-NEXT:   func.func @f(%a: i32 {x.m = affine_map<(d0) -> (d0 + 7)>} loc("args.mlir":1:1)) -> (i32 {x.r = #map1}) {
// DEBUG-NEXT:     return %a : i32 loc(#loc6)
// DEBUG-NEXT:   } loc(#loc8)
// DEBUG-NEXT:   "test.b"() {x = [#map], y = #distinct} : () -> () loc(#loc4)
// DEBUG-NEXT:   "test.g"() : () -> () loc(#loc7)
// DEBUG-NEXT: } loc(#loc)
// DEBUG-NEXT: #distinct1 = distinct[1]<"only in a location">
// DEBUG-NEXT: #loc = loc("{{.*}}alias-deferred.mlir":0:0)
// DEBUG-NEXT: #loc1 = loc("f.mlir":1:1)
// DEBUG-NEXT: #loc3 = loc("return":1:1)
// DEBUG-NEXT: #loc4 = loc("{{.*}}alias-deferred.mlir":[[@LINE+9]]:1)
// DEBUG-NEXT: #loc5 = loc("g.mlir":1:1)
// DEBUG-NEXT: #loc6 = loc(callsite(#loc3 at #loc2))
// DEBUG-NEXT: #loc7 = loc(fused<#distinct1>[#loc5])
// DEBUG-NEXT: #loc8 = loc(fused<[#map]>[#loc1])
// DEBUG-NOT:  #
func.func @f(%a: i32 {x.m = affine_map<(d0) -> (d0 + 7)>} loc("args.mlir":1:1)) -> (i32 {x.r = affine_map<(d0) -> (d0 + 8)>}) {
  return %a : i32 loc(callsite("return":1:1 at "args.mlir":1:1))
} loc(fused<[affine_map<(d0) -> (d0)>]>["f.mlir":1:1])
"test.b"() {x = [affine_map<(d0) -> (d0)>], y = distinct[0]<42>} : () -> ()
"test.g"() : () -> () loc(fused<distinct[1]<"only in a location">>["g.mlir":1:1])
