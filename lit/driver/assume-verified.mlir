// IR that skipped verification prints in the generic form when it does not
// verify, as mlir-opt-22's printer does (silently); with
// --mlir-print-assume-verified it prints its custom forms unchecked.
// Verifying on parsing (the default) rejects it.
// RUN: strata-opt --mlir-very-unsafe-disable-verifier-on-parsing %s | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-assume-verified %s \
// RUN:   | FileCheck %s --check-prefix=CUSTOM
// RUN: not strata-opt %s 2>&1 | FileCheck %s --check-prefix=ERROR

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i64, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     "func.return"(%arg0) : (i32) -> ()

// CUSTOM:      module {
// CUSTOM-NEXT:   func.func @f(%arg0: i32) -> i64 {
// CUSTOM-NEXT:     return %arg0 : i32

// ERROR: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
func.func @f(%arg0: i32) -> i64 {
  return %arg0 : i32
}
