// --mlir-print-ir-after-failure dumps the op a pass failed on, under a
// banner saying so; the run stops there and nothing goes to stdout.
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' --mlir-print-ir-after-failure --mlir-disable-threading %s 2>&1 | FileCheck %s

// CHECK: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// CHECK-NEXT: func.func @f(%a: i32) -> i32 {
// CHECK: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// CHECK-NOT: IR Dump
// CHECK-NOT: func.func @g
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
