// Forward references inside one block of a graph region (the top-level builtin.module body and test.graph_region), including cycles; order is preserved.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module {
// CHECK-NEXT:    "foo.use"(%later) : (i32) -> ()
// CHECK-NEXT:    %later = "foo.def"() : () -> i32
// CHECK-NEXT:    "test.graph_region"() ({
// CHECK-NEXT:      %a = "foo.add"(%b, %c#1) : (i64, i64) -> i64
// CHECK-NEXT:      %b = "foo.add"(%a, %a) : (i64, i64) -> i64
// CHECK-NEXT:      %c:2 = "foo.pair"(%b) : (i64) -> (i64, i64)
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %0 = "foo.self"(%0) : (i1) -> i1
// CHECK-NEXT:  }

// GENERIC:         "foo.use"(%later) : (i32) -> ()
// GENERIC-NEXT:    %later = "foo.def"() : () -> i32
// GENERIC-NEXT:    "test.graph_region"() ({
// GENERIC-NEXT:      %a = "foo.add"(%b, %c#1) : (i64, i64) -> i64

"foo.use"(%later) : (i32) -> ()
%later = "foo.def"() : () -> i32
"test.graph_region"() ({
  %a = "foo.add"(%b, %c#1) : (i64, i64) -> i64
  %b = "foo.add"(%a, %a) : (i64, i64) -> i64
  %c:2 = "foo.pair"(%b) : (i64) -> (i64, i64)
}) : () -> ()
%5 = "foo.self"(%5) : (i1) -> i1
