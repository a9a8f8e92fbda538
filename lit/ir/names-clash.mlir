// Clashing name hints are uniqued like mlir-opt: names of a block's own values are assigned before those of its nested regions, so the outer `%x` (defined after the regions, legal because region scopes end) keeps its hint and the inner `%x`s of sibling regions get a suffix (any `_N`); a result hinted `%arg0` never collides with an unnamed entry argument.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: "foo.r"() ({
// CHECK-NEXT:      [[IN1:%x_[0-9]+]] = "foo.b"() : () -> i32
// CHECK-NEXT:      "foo.use"([[IN1]]) : (i32) -> ()
// CHECK-NEXT:    }, {
// CHECK-NEXT:      [[IN2:%x_[0-9]+]] = "foo.c"() : () -> i64
// CHECK-NEXT:      "foo.use"([[IN2]], [[IN2]]) : (i64, i64) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %x = "foo.a"() : () -> i32
// CHECK-LABEL: "foo.func"() ({
// CHECK-NEXT:    ^bb0([[ARG:%arg0[_0-9]*]]: i32):
// CHECK-NEXT:      [[RES:%arg0[_0-9]*]] = "foo.a"([[ARG]]) : (i32) -> i32
// CHECK-NEXT:      "foo.use"([[ARG]], [[RES]]) : (i32, i32) -> ()
// CHECK-NEXT:    }) : () -> ()

"foo.r"() ({
  %x = "foo.b"() : () -> i32
  "foo.use"(%x) : (i32) -> ()
}, {
  %x = "foo.c"() : () -> i64
  "foo.use"(%x, %x) : (i64, i64) -> ()
}) : () -> ()
%x = "foo.a"() : () -> i32
"foo.func"() ({
^bb0(%5: i32):
  %arg0 = "foo.a"(%5) : (i32) -> i32
  "foo.use"(%5, %arg0) : (i32, i32) -> ()
}) : () -> ()
