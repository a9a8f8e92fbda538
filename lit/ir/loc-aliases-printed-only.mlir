// With --mlir-print-debuginfo, only locations that are printed get #loc
// aliases, as MLIR collects them from a dry run of its printer: the
// function's arguments (printed in the signature) do, the induction
// variable and iteration argument of scf.for (not printed by its custom
// form) and its implicit scf.yield (elided) do not; scf.index_switch's
// case regions come before its default region. In the pretty form, a call
// site with a named callee and a file caller stays on one line.
// mlir-opt-22 prints the same.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo %s | FileCheck %s --check-prefix=PRETTY

// CHECK:      #loc2 = loc({{.*}}:{{[0-9]+}}:14)
// CHECK-NEXT: #loc3 = loc({{.*}}:{{[0-9]+}}:28)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: index loc({{.*}}:{{[0-9]+}}:14), %arg1: i32 loc({{.*}}:{{[0-9]+}}:28)) -> i32 {
// CHECK-NEXT:     %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT:       scf.yield %arg3 : i32 loc(#loc5)
// CHECK-NEXT:     } loc(#loc4)
// CHECK-NEXT:     %1 = scf.index_switch %arg0 -> i32 {{$}}
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield %0 : i32 loc(#loc7)
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg1 : i32 loc(#loc8)
// CHECK-NEXT:     } loc(#loc6)
// CHECK-NEXT:     "foo.call"() : () -> () loc(#loc13)
// CHECK-NEXT:     return %1 : i32 loc(#loc11)
func.func @f(%arg0: index, %arg1: i32) -> i32 {
  %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (i32) {
    scf.yield %arg3 : i32
  }
  %1 = scf.index_switch %arg0 -> i32
  case 1 {
    scf.yield %0 : i32
  }
  default {
    scf.yield %arg1 : i32
  }
  "foo.call"() : () -> () loc(callsite("n"("a.c":1:1) at "b.c":2:2))
  return %1 : i32
}

// PRETTY: "foo.call"() : () -> () #loc{{[0-9]+}} at #loc{{[0-9]+}}{{$}}
