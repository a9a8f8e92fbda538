// An attribute of an unknown dialect may carry a type after it, as MLIR's
// OpaqueAttr does (`#foo.attr : i32`); it prints after the attribute, through
// its aliases, and `: none` is the same as no type.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK:      !tuple = tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK:      "foo.unknown_op"() {a = #foo.attr : i32, b = #foo<"x"> : !tuple, c = #foo.y, d = [#foo.z : memref<2xf32, #map>]} : () -> ()
"foo.unknown_op"() {a = #foo.attr : i32, b = #foo<"x"> : tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>, c = #foo.y : none, d = [#foo.z : memref<2xf32, affine_map<(d0) -> (d0 + 1)>>]} : () -> ()
