// Value name hints: `%name` results and block arguments print back with their names (Strata keeps hints; mlir-opt would renumber); purely numeric names are anonymous and get `%N` numbered in print order skipping named values; unnamed entry-block args print `%argN`.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module {
// CHECK-NEXT:    %x = "foo.a"() : () -> i32
// CHECK-NEXT:    %0 = "foo.b"() : () -> i32
// CHECK-NEXT:    %sum = "foo.add"(%x, %0) : (i32, i32) -> i32
// CHECK-NEXT:    %1 = "foo.c"(%sum) : (i32) -> i32
// CHECK-NEXT:    %pair:2 = "foo.d"() : () -> (i32, i32)
// CHECK-NEXT:    %2 = "foo.e"(%pair#1, %1) : (i32, i32) -> i32
// CHECK-NEXT:    "foo.func"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32, %named: i32):
// CHECK-NEXT:      %inner = "foo.f"(%arg0, %named, %x) : (i32, i32, i32) -> i32
// CHECK-NEXT:      "foo.br"(%inner)[^bb1] : (i32) -> ()
// CHECK-NEXT:    ^bb1(%3: i32):
// CHECK-NEXT:      "foo.ret"(%3) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }

// GENERIC:         %x = "foo.a"() : () -> i32
// GENERIC-NEXT:    %0 = "foo.b"() : () -> i32
// GENERIC-NEXT:    %sum = "foo.add"(%x, %0) : (i32, i32) -> i32

%x = "foo.a"() : () -> i32
%17 = "foo.b"() : () -> i32
%sum = "foo.add"(%x, %17) : (i32, i32) -> i32
%3 = "foo.c"(%sum) : (i32) -> i32
%pair:2 = "foo.d"() : () -> (i32, i32)
%0 = "foo.e"(%pair#1, %3) : (i32, i32) -> i32
"foo.func"() ({
^bb0(%99: i32, %named: i32):
  %inner = "foo.f"(%99, %named, %x) : (i32, i32, i32) -> i32
  "foo.br"(%inner)[^bb1] : (i32) -> ()
^bb1(%5: i32):
  "foo.ret"(%5) : (i32) -> ()
}) : () -> ()
