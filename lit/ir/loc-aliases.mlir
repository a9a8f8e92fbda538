// `#name = loc(...)` location aliases defined before and after use (forward use is legal for locations); printing with --mlir-print-debuginfo renames them `#loc`, `#loc1`... (leaves first, then by depth, each in first-use order), dedups equal locations, and gives unannotated ops their own file:line:col.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=NODEBUG

#first = loc("defined_first.mlir":7:7)
"foo.a"() : () -> () loc(#first)
"foo.b"() : () -> () loc(#late)
"foo.c"() : () -> () loc("c.mlir":1:1)
"foo.d"() : () -> () loc("c.mlir":1:1)
"foo.e"() : () -> () loc(#late)
"foo.f"() : () -> ()
#late = loc("fn"("late.mlir":2:3))

// CHECK-LABEL: module {
// CHECK-NEXT:    "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT:    "foo.b"() : () -> () loc(#loc5)
// CHECK-NEXT:    "foo.c"() : () -> () loc(#loc3)
// CHECK-NEXT:    "foo.d"() : () -> () loc(#loc3)
// CHECK-NEXT:    "foo.e"() : () -> () loc(#loc5)
// CHECK-NEXT:    "foo.f"() : () -> () loc(#loc4)
// CHECK-NEXT:  } loc(#loc)
// CHECK-NEXT:  #loc = loc("{{.*}}loc-aliases.mlir":0:0)
// CHECK-NEXT:  #loc1 = loc("defined_first.mlir":7:7)
// CHECK-NEXT:  #loc2 = loc("late.mlir":2:3)
// CHECK-NEXT:  #loc3 = loc("c.mlir":1:1)
// CHECK-NEXT:  #loc4 = loc("{{.*}}loc-aliases.mlir":11:1)
// CHECK-NEXT:  #loc5 = loc("fn"(#loc2))
// CHECK-NOT:   #loc

// NODEBUG-NOT: loc
// NODEBUG-NOT: #
