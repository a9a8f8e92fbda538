// Successor lists `[^bb1, ^bb2]` on unregistered terminators; block operands are ordinary operands (MLIR 22 generic form has no `^bb(%v : T)` successor operands); labels renumbered per region.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: "foo.func"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32, %arg1: i64):
// CHECK-NEXT:      "foo.cond_br"(%arg0, %arg1, %arg0)[^bb1, ^bb2] : (i32, i64, i32) -> ()
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT:    ^bb2(%0: i64, %1: i32):
// CHECK-NEXT:      "foo.switch"(%0, %1)[^bb3, ^bb1, ^bb3, ^bb2] : (i64, i32) -> ()
// CHECK-NEXT:    ^bb3:
// CHECK-NEXT:      "foo.ret"() : () -> ()
// CHECK-NEXT:    }) : () -> ()

// GENERIC-LABEL: "foo.func"() ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: i64):
// GENERIC-NEXT:    "foo.cond_br"(%arg0, %arg1, %arg0)[^bb1, ^bb2] : (i32, i64, i32) -> ()
// GENERIC-NEXT:  ^bb1:
// GENERIC-NEXT:    "foo.br"()[^bb3] : () -> ()
// GENERIC-NEXT:  ^bb2(%0: i64, %1: i32):
// GENERIC-NEXT:    "foo.switch"(%0, %1)[^bb3, ^bb1, ^bb3, ^bb2] : (i64, i32) -> ()
// GENERIC-NEXT:  ^bb3:
// GENERIC-NEXT:    "foo.ret"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()

"foo.func"() ({
^bb0(%0: i32, %1: i64):
  "foo.cond_br"(%0, %1, %0) [^true, ^false] : (i32, i64, i32) -> ()
^true:
  "foo.br"() [^exit] : () -> ()
^false(%2: i64, %3: i32):
  "foo.switch"(%2, %3)[^exit, ^true, ^exit, ^false] : (i64, i32) -> ()
^exit:
  "foo.ret"() : () -> ()
}) : () -> ()
