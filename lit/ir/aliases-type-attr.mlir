// `!alias = type` and `#alias = attr` definitions (also aliases referring to earlier aliases) are resolved at parse time; builtin types/attrs print expanded, with no alias definitions in the output.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

!t = i32
!big = tensor<4x?xf32>
!op = !foo.thing<"x">
#a = 42 : i64
#d = {k = 1, j = #a}
#o = #foo.attr<1>
!fn = (!t) -> !big
#arr = [#a, !t, #o]
#sym = @some::@thing

// CHECK-NOT:   {{^}}!
// CHECK-NOT:   {{^}}#
// CHECK-LABEL: module {
// CHECK-NEXT:    %0:2 = "foo.a"() {s = @some::@thing, u = [42, i32, #foo.attr<1>], v = (i32) -> tensor<4x?xf32>, w = !foo.thing<"x">, x = 42 : i64, y = {j = 42 : i64, k = 1 : i64}, z = #foo.attr<1>} : () -> (i32, tensor<4x?xf32>)
// CHECK-NEXT:    %1 = "foo.b"(%0#0, %0#1) : (i32, tensor<4x?xf32>) -> !foo.thing<"x">
// CHECK-NEXT:  }
// CHECK-NOT:   {{^}}!
// CHECK-NOT:   {{^}}#

// GENERIC: %0:2 = "foo.a"() {s = @some::@thing, u = [42, i32, #foo.attr<1>], v = (i32) -> tensor<4x?xf32>, w = !foo.thing<"x">, x = 42 : i64, y = {j = 42 : i64, k = 1 : i64}, z = #foo.attr<1>} : () -> (i32, tensor<4x?xf32>)

%0:2 = "foo.a"() {x = #a, y = #d, z = #o, w = !op, v = !fn, u = #arr, s = #sym} : () -> (!t, !big)
"foo.b"(%0#0, %0#1) : (!t, !big) -> !op
