// Generic op syntax: no/one/many results, operands, empty attr-dict elided, default module wrapping.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module {
// CHECK-NEXT:    "foo.none"() : () -> ()
// CHECK-NEXT:    %0 = "foo.one"() : () -> i32
// CHECK-NEXT:    %1:3 = "foo.three"() : () -> (i32, i64, f32)
// CHECK-NEXT:    "foo.use"(%0, %1#0, %1#1, %1#2) : (i32, i32, i64, f32) -> ()
// CHECK-NEXT:    %2 = "foo.empty_attrs"(%0) : (i32) -> i1
// CHECK-NEXT:    "foo.noresult_rparen"() : () -> ()
// CHECK-NEXT:    %3 = "foo.single_paren"() : () -> i32
// CHECK-NEXT:  }
// CHECK-NOT: {{.}}

// GENERIC:       "builtin.module"() ({
// GENERIC-NEXT:    "foo.none"() : () -> ()
// GENERIC-NEXT:    %0 = "foo.one"() : () -> i32
// GENERIC-NEXT:    %1:3 = "foo.three"() : () -> (i32, i64, f32)
// GENERIC-NEXT:    "foo.use"(%0, %1#0, %1#1, %1#2) : (i32, i32, i64, f32) -> ()
// GENERIC-NEXT:    %2 = "foo.empty_attrs"(%0) : (i32) -> i1
// GENERIC-NEXT:    "foo.noresult_rparen"() : () -> ()
// GENERIC-NEXT:    %3 = "foo.single_paren"() : () -> i32
// GENERIC-NEXT:  }) : () -> ()

"foo.none"() : () -> ()
%0 = "foo.one"() : () -> i32
%1:3 = "foo.three"() : () -> (i32, i64, f32)
"foo.use"(%0, %1#0, %1#1, %1#2) : (i32, i32, i64, f32) -> ()
%2 = "foo.empty_attrs"(%0) {} : (i32) -> (i1)
"foo.noresult_rparen"() : () -> (  )
%3 = "foo.single_paren"() : () -> (i32)
