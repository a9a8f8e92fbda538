// Name hints may contain letters, digits and `$ . _ -` (and may start with any of `$._-`); they print back unchanged and stay distinct from the `%N` numbering.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK:      %a.b$c_d-e = "foo.a"() : () -> i32
// CHECK-NEXT: %-x = "foo.a"() : () -> i32
// CHECK-NEXT: %$ = "foo.a"() : () -> i32
// CHECK-NEXT: %x9 = "foo.a"() : () -> i32
// CHECK-NEXT: %_7 = "foo.a"() : () -> i32
// CHECK-NEXT: %.dot = "foo.a"() : () -> i32
// CHECK-NEXT: %0 = "foo.a"() : () -> i32
// CHECK-NEXT: %CamelCase = "foo.a"() : () -> i32
// CHECK-NEXT: %t__tmp_v0 = "foo.a"() : () -> i32
// CHECK-NEXT: "foo.u"(%a.b$c_d-e, %-x, %$, %x9, %_7, %.dot, %0, %CamelCase, %t__tmp_v0) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()

%a.b$c_d-e = "foo.a"() : () -> i32
%-x = "foo.a"() : () -> i32
%$ = "foo.a"() : () -> i32
%x9 = "foo.a"() : () -> i32
%_7 = "foo.a"() : () -> i32
%.dot = "foo.a"() : () -> i32
%007 = "foo.a"() : () -> i32
%CamelCase = "foo.a"() : () -> i32
%t__tmp_v0 = "foo.a"() : () -> i32
"foo.u"(%a.b$c_d-e, %-x, %$, %x9, %_7, %.dot, %007, %CamelCase, %t__tmp_v0) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
