// --mlir-print-ir-after-failure dumps each op a pass failed on, after its
// error (which carries the op as a note, as mlir-opt prints it). Like
// mlir-opt, a nested pipeline runs on every function even when one fails,
// and each failure is reported, in op order, with threads or without;
// nothing goes to stdout.
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' --mlir-print-ir-after-failure %s 2>&1 | FileCheck %s
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' --mlir-print-ir-after-failure --mlir-disable-threading %s 2>&1 | FileCheck %s

// CHECK: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// CHECK-NEXT: func.func @f(%a: i32) -> i32 {
// CHECK: note: see current operation:
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// CHECK: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// CHECK-NEXT: func.func @f(%a: i32) -> i32 {
// CHECK: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// CHECK-NEXT: func.func @g(%b: i32) -> i32 {
// CHECK: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// CHECK-NEXT: func.func @g(%b: i32) -> i32 {
// CHECK-NOT: IR Dump
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%b: i32) -> i32 {
  return %b : i32
}
