// Anonymous values are numbered exactly like mlir-opt. Custom (default) form: a block's own results/args first, then nested regions continue from there; sibling regions restart from the same number; `%argN` restarts in every region. Generic form implies unique SSA ids: nothing restarts, and regions are numbered from a LIFO stack (last region of the last op first). Block labels restart at ^bb0 in every region in both forms.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK:      %0 = "foo.a"() : () -> i32
// CHECK-NEXT: "foo.r"() ({
// CHECK-NEXT:   %2 = "foo.b"() : () -> i32
// CHECK-NEXT:   "foo.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %3 = "foo.c"(%arg0, %2, %0) : (i32, i32, i32) -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT:   %2 = "foo.d"() : () -> i32
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %1 = "foo.e"() : () -> i32
// CHECK-NEXT: "foo.f"() ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT:   "foo.g"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1(%2: i32):
// CHECK-NEXT:   "foo.g"(%2, %arg0)[^bb1] : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()

// GENERIC:      %0 = "foo.a"() : () -> i32
// GENERIC-NEXT: "foo.r"() ({
// GENERIC-NEXT:   %4 = "foo.b"() : () -> i32
// GENERIC-NEXT:   "foo.r"() ({
// GENERIC-NEXT:   ^bb0(%arg1: i32):
// GENERIC-NEXT:     %5 = "foo.c"(%arg1, %4, %0) : (i32, i32, i32) -> i32
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT:   %3 = "foo.d"() : () -> i32
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: %1 = "foo.e"() : () -> i32
// GENERIC-NEXT: "foo.f"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT:   "foo.g"()[^bb1] : () -> ()
// GENERIC-NEXT: ^bb1(%2: i32):
// GENERIC-NEXT:   "foo.g"(%2, %arg0)[^bb1] : (i32, i32) -> ()
// GENERIC-NEXT: }) : () -> ()

%0 = "foo.a"() : () -> i32
"foo.r"() ({
  %1 = "foo.b"() : () -> i32
  "foo.r"() ({
  ^bb0(%9: i32):
    %2 = "foo.c"(%9, %1, %0) : (i32, i32, i32) -> i32
  }) : () -> ()
}, {
  %3 = "foo.d"() : () -> i32
}) : () -> ()
%4 = "foo.e"() : () -> i32
"foo.f"() ({
^bb0(%8: i32):
  "foo.g"()[^bb1] : () -> ()
^bb1(%10: i32):
  "foo.g"(%10, %8)[^bb1] : (i32, i32) -> ()
}) : () -> ()
