// Forward references across blocks: a value and a block used before the block defining them appears (in text order), in an SSACFG region of test.ssacfg_region.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: "test.ssacfg_region"() ({
// CHECK-NEXT:      "test.terminator"()[^bb2] : () -> ()
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      "foo.use"(%v) : (i32) -> ()
// CHECK-NEXT:      "test.terminator"() : () -> ()
// CHECK-NEXT:    ^bb2:
// CHECK-NEXT:      %v = "foo.def"() : () -> i32
// CHECK-NEXT:      "test.terminator"()[^bb1] : () -> ()
// CHECK-NEXT:    }) : () -> ()

// GENERIC-LABEL: "test.ssacfg_region"() ({
// GENERIC-NEXT:    "test.terminator"()[^bb2] : () -> ()
// GENERIC-NEXT:  ^bb1:
// GENERIC-NEXT:    "foo.use"(%v) : (i32) -> ()

"test.ssacfg_region"() ({
  "test.terminator"()[^def] : () -> ()
^use:
  "foo.use"(%v) : (i32) -> ()
  "test.terminator"() : () -> ()
^def:
  %v = "foo.def"() : () -> i32
  "test.terminator"()[^use] : () -> ()
}) : () -> ()
