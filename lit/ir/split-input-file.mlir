// --split-input-file: each chunk (separated by the marker line, which matches anywhere in a line, so comments here avoid spelling it) is parsed and printed independently (own module, own numbering, own aliases); outputs are joined by the marker.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   %0 = "foo.first"() : () -> i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "foo.second"() : () -> i64
// CHECK-NEXT:   "foo.use"(%0) : (i64) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// {{-----}}
// CHECK-NEXT: module @named {
// CHECK-NEXT:   "foo.third"() {a = 1 : i32} : () -> ()
// CHECK-NEXT: }
// CHECK-NOT:  {{-----}}

#a = 1 : i32
%0 = "foo.first"() : () -> i32

// -----

#a = 2 : i64
%0 = "foo.second"() : () -> i64
"foo.use"(%0) : (i64) -> ()

// -----

module @named {
  "foo.third"() {a = 1 : i32} : () -> ()
}
