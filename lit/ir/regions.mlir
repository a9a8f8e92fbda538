// Region lists: several regions, `({})` = region with no blocks, `^bb0:` = one empty block, entry label elided when it has no arguments, nested regions indent.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module {
// CHECK-NEXT:    "foo.r0"() ({
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.r1"() ({
// CHECK-NEXT:    ^bb0:
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.r3"() ({
// CHECK-NEXT:    }, {
// CHECK-NEXT:      "foo.x"() : () -> ()
// CHECK-NEXT:    }, {
// CHECK-NEXT:    ^bb0:
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.entry_label"() ({
// CHECK-NEXT:      "foo.x"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %0 = "foo.outer"() ({
// CHECK-NEXT:      "foo.mid"() ({
// CHECK-NEXT:        "foo.inner"() ({
// CHECK-NEXT:          "foo.leaf"() : () -> ()
// CHECK-NEXT:        }) : () -> ()
// CHECK-NEXT:      }, {
// CHECK-NEXT:        "foo.leaf2"() : () -> ()
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:    }) {a = 1 : i64} : () -> i32
// CHECK-NEXT:  }

// GENERIC:          "foo.r0"() ({
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "foo.r1"() ({
// GENERIC-NEXT:     ^bb0:
// GENERIC-NEXT:     }) : () -> ()

"foo.r0"() ({}) : () -> ()
"foo.r1"() ({
^bb0:
}) : () -> ()
"foo.r3"() ({}, {
  "foo.x"() : () -> ()
}, {
^bb0:
}) : () -> ()
"foo.entry_label"() ({
^entry:
  "foo.x"() : () -> ()
}) : () -> ()
%0 = "foo.outer"() ({
  "foo.mid"() ({
    "foo.inner"() ({
      "foo.leaf"() : () -> ()
    }) : () -> ()
  }, {
    "foo.leaf2"() : () -> ()
  }) : () -> ()
}) {a = 1} : () -> i32
