// A tuple type of more than 16 elements prints through an alias, as the
// builtin dialect's getAlias gives it: `!tuple`, `!tuple1`, ... Aliases
// are sorted by how deep in aliases they are, types before attributes at
// the same depth, then by name and first use: a tuple holding a memref
// with a map layout comes after the map, and the distinct attribute
// holding a tuple after that tuple. Sixteen elements print in full.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK:      !tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
// CHECK-NEXT: !tuple1 = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64>
// CHECK-NEXT: !tuple2 = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: !tuple3 = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, memref<2xf32, #map1>>
// CHECK-NEXT: #distinct = distinct[0]<!tuple2>
// CHECK:      "test.op"() {m = #map} : () -> ()
// CHECK-NEXT: %0 = "test.op"() : () -> !tuple
// CHECK-NEXT: %1 = "test.op"() : () -> !tuple3
// CHECK-NEXT: %2 = "test.op"() {t = !tuple1} : () -> tuple<!tuple>
// CHECK-NEXT: "test.op"() {d = #distinct} : () -> ()
// CHECK-NEXT: %3 = "test.op"() : () -> tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
"test.op"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"test.op"() : () -> (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>)
"test.op"() : () -> (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, memref<2xf32, affine_map<(d0) -> (d0 + 2)>>>)
"test.op"() {t = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64>} : () -> (tuple<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>)
"test.op"() {d = distinct[0]<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32>>} : () -> ()
"test.op"() : () -> (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>)

// CHECK: func.func private @signature(!tuple) -> tuple<!tuple, !tuple>
func.func private @signature(tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>) -> tuple<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>
