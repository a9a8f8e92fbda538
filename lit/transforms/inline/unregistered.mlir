// STRATA-ONLY: mlir-opt-22 --inline crashes (a segmentation fault) on a
// function holding an op of an unregistered dialect with a region that
// uses a value from outside it (llvm-project#197960). Strata inlines what
// the dialects allow and leaves the rest:
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --inline %s | FileCheck %s

// The crashing shape: the call next to the unregistered op is inlined, and
// @helper erased.
// CHECK-NOT:   func.func private @helper
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[L:.*]] = "mydialect.lambda"(%[[X]]) ({
// CHECK-NEXT:    ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:      %[[M:.*]] = arith.addi %[[Y]], %[[X]] : i32
// CHECK-NEXT:      "mydialect.yield"(%[[M]]) : (i32) -> ()
// CHECK-NEXT:    }) : (i32) -> i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[L]], %[[L]] : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func private @helper(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = "mydialect.lambda"(%x) ({
  ^bb0(%y: i32):
    %m = arith.addi %y, %x : i32
    "mydialect.yield"(%m) : (i32) -> ()
  }) : (i32) -> i32
  %1 = func.call @helper(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A call inside an unregistered op's region is not inlined (no dialect
// vouches for that region), the one outside is, and the callee stays for
// the first.
// CHECK-LABEL: func.func private @callee(
// CHECK-LABEL: func.func @inside(
// CHECK-SAME:    %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = "test.region"(%[[X]]) ({
// CHECK-NEXT:    ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:      %[[C:.*]] = func.call @callee(%[[Y]]) : (i32) -> i32
// CHECK-NEXT:      "test.yield"(%[[C]]) : (i32) -> ()
// CHECK-NEXT:    }) : (i32) -> i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[R]], %[[R]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func private @callee(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @inside(%x: i32) -> i32 {
  %0 = "test.region"(%x) ({
  ^bb0(%y: i32):
    %1 = func.call @callee(%y) : (i32) -> i32
    "test.yield"(%1) : (i32) -> ()
  }) : (i32) -> i32
  %2 = func.call @callee(%0) : (i32) -> i32
  return %2 : i32
}

// -----

// A callee holding an unregistered op is not inlined: no dialect says the
// op may move.
// CHECK-LABEL: func.func @calls_unregistered(
// CHECK-NEXT:    %[[C:.*]] = call @has_unregistered(%{{.*}}) : (i32) -> i32
func.func private @has_unregistered(%a: i32) -> i32 {
  %r = "test.op"(%a) : (i32) -> i32
  return %r : i32
}
func.func @calls_unregistered(%x: i32) -> i32 {
  %0 = func.call @has_unregistered(%x) : (i32) -> i32
  return %0 : i32
}
