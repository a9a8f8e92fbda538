// Properties `<{...}>`: printed before regions and attributes, keys sorted, empty `<{}>` kept (empty `{}` attr-dict is dropped), nested values.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module {
// CHECK-NEXT:    "foo.p"() <{a = "s", b = 1 : i32}> : () -> ()
// CHECK-NEXT:    "foo.pa"() <{callee = @f, z = [1, 2]}> {a, b = 2 : i64} : () -> ()
// CHECK-NEXT:    "foo.empty"() <{}> : () -> ()
// CHECK-NEXT:    "foo.empty2"() <{}> : () -> ()
// CHECK-NEXT:    %v = "foo.v"() : () -> i32
// CHECK-NEXT:    %0 = "foo.pr"(%v) <{nested = {inner = {x = 1 : i64}}, t = i32}> ({
// CHECK-NEXT:      "foo.y"() : () -> ()
// CHECK-NEXT:    }) {attr} : (i32) -> i32
// CHECK-NEXT:    "foo.blocky"() ({
// CHECK-NEXT:      "foo.succ"()[^bb1] <{k = 0 : index}> : () -> ()
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      "foo.ret"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "foo.p"() <{a = "s", b = 1 : i32}> : () -> ()
// GENERIC-NEXT:   "foo.pa"() <{callee = @f, z = [1, 2]}> {a, b = 2 : i64} : () -> ()
// GENERIC-NEXT:   "foo.empty"() <{}> : () -> ()
// GENERIC-NEXT:   "foo.empty2"() <{}> : () -> ()
// GENERIC-NEXT:   %v = "foo.v"() : () -> i32
// GENERIC-NEXT:   %0 = "foo.pr"(%v) <{nested = {inner = {x = 1 : i64}}, t = i32}> ({
// GENERIC:          "foo.succ"()[^bb1] <{k = 0 : index}> : () -> ()

"foo.p"() <{b = 1 : i32, a = "s"}> : () -> ()
"foo.pa"() <{z = [1, 2], callee = @f}> {b = 2, a} : () -> ()
"foo.empty"() <{}> : () -> ()
"foo.empty2"() <{}> {} : () -> ()
%v = "foo.v"() : () -> i32
%0 = "foo.pr"(%v) <{t = i32, nested = {inner = {x = 1}}}> ({
  "foo.y"() : () -> ()
}) {attr = unit} : (i32) -> i32
"foo.blocky"() ({
  "foo.succ"() [^bb1] <{k = 0 : index}> : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
