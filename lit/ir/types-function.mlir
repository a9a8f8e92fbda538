// Function types: empty, single result without parens, multi-result, nested function types as arguments/results (a function-typed result keeps its parens), as op types, attrs and block args.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: "foo.fn"() {a = () -> (), b = (i32) -> i32, c = (i32, f32) -> (i64, index), d = ((i32) -> i32) -> ((f32) -> ()), e = (i32) -> ((i32) -> i32), f = () -> i32, g = (() -> ()) -> (() -> (), i1)} : () -> ()
// CHECK-NEXT: %0:3 = "foo.vals"() : () -> (() -> (), (i32, i32) -> (i32, i32), (tuple<i32>) -> tuple<>)
// CHECK-NEXT: "foo.blk"() ({
// CHECK-NEXT: ^bb0(%arg0: (i1) -> ((i1) -> i1)):
// CHECK-NEXT:   "foo.call"(%arg0, %0#0) : ((i1) -> ((i1) -> i1), () -> ()) -> ()
// CHECK-NEXT: }) : () -> ()

"foo.fn"() {a = () -> (), b = (i32) -> (i32), c = (i32, f32) -> (i64, index), d = ((i32) -> i32) -> ((f32) -> ()), e = (i32) -> ((i32) -> (i32)), f = () -> (i32), g = (() -> ()) -> (() -> (), i1)} : () -> ()
%0:3 = "foo.vals"() : () -> (() -> (), (i32, i32) -> (i32, i32), (tuple<i32>) -> (tuple<>))
"foo.blk"() ({
^bb0(%1: (i1) -> ((i1) -> i1)):
  "foo.call"(%1, %0#0) : ((i1) -> ((i1) -> i1), () -> ()) -> ()
}) : () -> ()
