// Dominance is only checked in reachable blocks (as in MLIR): `^dead` has no
// predecessor, so its use before definition is accepted and printed back.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: "test.ssacfg_region"() ({
// CHECK-NEXT:    "test.terminator"() : () -> ()
// CHECK-NEXT:  ^bb1:  // no predecessors
// CHECK-NEXT:    "foo.use"(%v) : (i32) -> ()
// CHECK-NEXT:    %v = "foo.def"() : () -> i32
// CHECK-NEXT:    "test.terminator"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
"test.ssacfg_region"() ({
  "test.terminator"() : () -> ()
^dead:
  "foo.use"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  "test.terminator"() : () -> ()
}) : () -> ()
