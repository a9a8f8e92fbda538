// IR dumps around passes, on stderr, in mlir-opt's format: a banner naming
// the pass (its name, then its argument), the op the pass runs on (a
// function for a nested pass, the module for a module pass, which prints
// with one more newline), then a blank line. Functions run on other
// threads are dumped in op order.
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-print-ir-before=symbol-dce --mlir-print-ir-after=cse --discard-value-names %s -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-after-change --discard-value-names %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-print-ir-before-all --discard-value-names %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE

// CHECK: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @unchanged(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @changed(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK: {{^}$}}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT: IR Dump

// Only the passes that changed something: cse on @changed. symbol-dce
// removes nothing here.
// CHANGE-NOT: @unchanged
// CHANGE: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @changed
// CHANGE-NOT: IR Dump

// BEFORE: IR Dump Before CSE (cse)
// BEFORE-NEXT: func.func @unchanged
// BEFORE: IR Dump Before CSE (cse)
// BEFORE-NEXT: func.func @changed
// BEFORE: IR Dump Before SymbolDCE (symbol-dce)
// BEFORE-NEXT: module {

func.func @unchanged(%a: i32) -> i32 {
  return %a : i32
}
func.func @changed(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
