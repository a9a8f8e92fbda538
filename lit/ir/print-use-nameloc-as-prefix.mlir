// --mlir-use-nameloc-as-prefix: a value whose location holds a name is
// named by it, before the name its op suggests (%foo, not %c1); an op's
// first result takes the op's name location, the rest are its group
// (%bar:2); a block argument takes its own location's name, and an entry
// argument named so still uses up its argN number. The first name met in a
// fused or call-site location counts. Clashes are uniqued as any name.
// RUN: strata-opt --discard-value-names --mlir-use-nameloc-as-prefix %s | FileCheck %s
// RUN: strata-opt --discard-value-names --mlir-use-nameloc-as-prefix --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// A name hint (the name written in the source) comes before the location's.
// RUN: strata-opt --mlir-use-nameloc-as-prefix %s | FileCheck %s --check-prefix=HINTS

func.func private @make_two_results() -> (index, index)

// CHECK-LABEL: func.func @results(
// CHECK-SAME:    %x: i32, %arg1: i32, %inner: i32)
// HINTS: func.func @results(%a: i32, %b: i32, %c: i32) -> i32 {
// HINTS:   %foo = arith.constant 1 : index
func.func @results(%a: i32 loc("x"), %b: i32, %c: i32 loc(fused["f":1:2, "inner"("g":3:4)])) -> i32 {
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  %0 = arith.constant 0 : index
  // CHECK-NEXT: %foo = arith.constant 1 : index
  %1 = arith.constant 1 : index loc("foo")
  // CHECK-NEXT: %foo_0 = arith.constant 2 : index
  %2 = arith.constant 2 : index loc("foo")
  // CHECK-NEXT: %callee = arith.addi %x, %arg1 : i32
  %3 = arith.addi %a, %b : i32 loc(callsite("callee" at "caller"))
  // CHECK-NEXT: %outer = arith.addi %callee, %inner : i32
  %4 = arith.addi %3, %c : i32 loc("outer"("nested"))
  // CHECK-NEXT: %bar:2 = call @make_two_results()
  %5, %6 = call @make_two_results() : () -> (index, index) loc("bar")
  // CHECK-NEXT: cf.br ^bb1(%outer, %outer : i32, i32)
  cf.br ^bb1(%4, %4 : i32, i32)
// CHECK: ^bb1(%blockarg: i32, %blockarg_1: i32):
^bb1(%p: i32 loc("blockarg"), %q: i32 loc("blockarg")):
  return %p : i32
}

// The generic form suggests no names, but name locations still count.
// GENERIC: "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "results"}> ({
// GENERIC-NEXT: ^bb0(%x: i32, %arg1: i32, %inner: i32):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %foo = "arith.constant"() <{value = 1 : index}> : () -> index
