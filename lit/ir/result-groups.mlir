// Result groups: `%r:N = ...`, uses `%r#i` in any order, `%r` alone for a 1-result op, `%r#0` of a 1-result op; named groups keep their hint.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module {
// CHECK-NEXT:    %r:2 = "foo.two"() : () -> (i32, i64)
// CHECK-NEXT:    "foo.use"(%r#1, %r#0, %r#1) : (i64, i32, i64) -> ()
// CHECK-NEXT:    %single = "foo.one"() : () -> f32
// CHECK-NEXT:    "foo.use"(%single, %single) : (f32, f32) -> ()
// CHECK-NEXT:    %0:4 = "foo.four"() : () -> (i1, i1, i1, i1)
// CHECK-NEXT:    "foo.use"(%0#3, %0#2, %0#1, %0#0) : (i1, i1, i1, i1) -> ()
// CHECK-NEXT:    %many:3 = "foo.three"(%r#0, %0#3) : (i32, i1) -> (index, index, index)
// CHECK-NEXT:    "foo.use"(%many#2) : (index) -> ()
// CHECK-NEXT:  }

// GENERIC:         %r:2 = "foo.two"() : () -> (i32, i64)
// GENERIC-NEXT:    "foo.use"(%r#1, %r#0, %r#1) : (i64, i32, i64) -> ()
// GENERIC-NEXT:    %single = "foo.one"() : () -> f32
// GENERIC-NEXT:    "foo.use"(%single, %single) : (f32, f32) -> ()
// GENERIC-NEXT:    %0:4 = "foo.four"() : () -> (i1, i1, i1, i1)

%r:2 = "foo.two"() : () -> (i32, i64)
"foo.use"(%r#1, %r#0, %r#1) : (i64, i32, i64) -> ()
%single = "foo.one"() : () -> f32
"foo.use"(%single#0, %single) : (f32, f32) -> ()
%7:4 = "foo.four"() : () -> (i1, i1, i1, i1)
"foo.use"(%7#3, %7#2, %7#1, %7#0) : (i1, i1, i1, i1) -> ()
%many:3 = "foo.three"(%r#0, %7#3) : (i32, i1) -> (index, index, index)
"foo.use"(%many#2) : (index) -> ()
