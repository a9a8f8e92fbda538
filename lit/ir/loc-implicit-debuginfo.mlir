// Ops without a trailing loc get the file:line:col of their op name (after any result list); the implicit module gets `file:0:0`; generic form prints locations the same way.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

"foo.a"() : () -> ()
  %0 = "foo.b"() : () -> i32
%r:2 = "foo.c"() ({
    "foo.d"(%0) : (i32) -> ()
}) : () -> (i32, i32)

// CHECK-LABEL: module {
// CHECK-NEXT:    "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT:    %0 = "foo.b"() : () -> i32 loc(#loc2)
// CHECK-NEXT:    %r:2 = "foo.c"() ({
// CHECK-NEXT:      "foo.d"(%0) : (i32) -> () loc(#loc4)
// CHECK-NEXT:    }) : () -> (i32, i32) loc(#loc3)
// CHECK-NEXT:  } loc(#loc)
// CHECK-NEXT:  #loc = loc("{{.*}}loc-implicit-debuginfo.mlir":0:0)
// CHECK-NEXT:  #loc1 = loc("{{.*}}loc-implicit-debuginfo.mlir":5:1)
// CHECK-NEXT:  #loc2 = loc("{{.*}}loc-implicit-debuginfo.mlir":6:8)
// CHECK-NEXT:  #loc3 = loc("{{.*}}loc-implicit-debuginfo.mlir":7:8)
// CHECK-NEXT:  #loc4 = loc("{{.*}}loc-implicit-debuginfo.mlir":8:5)

// GENERIC-LABEL: "builtin.module"() ({
// GENERIC-NEXT:    "foo.a"() : () -> () loc(#loc1)
// GENERIC:         }) : () -> () loc(#loc)
// GENERIC-NEXT:  #loc = loc("{{.*}}loc-implicit-debuginfo.mlir":0:0)
