// strata-opt reads its arguments as LLVM's command line does (mlir-opt's
// RUN lines spell flags with one dash): one or two dashes, values after
// `=` or, for options that need one, as the next argument, booleans with
// an optional `=true|false|1|0`, the last occurrence winning.
// RUN: strata-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt --mlir-print-op-generic=1 %s | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt -mlir-print-op-generic -mlir-print-op-generic=false %s | FileCheck %s --check-prefix=CUSTOM
// RUN: strata-opt -pass-pipeline builtin.module(cse) %s | FileCheck %s --check-prefix=CSE
// RUN: strata-opt -split-input-file -verify-each=0 -cse %s | FileCheck %s --check-prefix=CSE
// RUN: strata-opt -o - -o=%t %s && FileCheck %s --check-prefix=CUSTOM --input-file=%t
//
// What LLVM's command line refuses, in its words, with exit code 1:
// RUN: not strata-opt -mlir-print-op-generik %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-opt -canonicalise %s 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not strata-opt -mlir-print-op-generic=maybe %s 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not strata-opt -mlir-timing-display=trees %s 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not strata-opt %s -pass-pipeline 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-opt %s %s 2>&1 | FileCheck %s --check-prefix=POSITIONAL
// RUN: not strata-opt -help=yes 2>&1 | FileCheck %s --check-prefix=VALUE

// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "twice"}>
// CUSTOM: func.func @twice(%x: i32) -> i32 {
// CSE: %[[SUM:.*]] = arith.addi %x, %x : i32
// CSE-NEXT: return %[[SUM]] : i32

// UNKNOWN: strata-opt: Unknown command line argument '-mlir-print-op-generik'.  Try: 'strata-opt --help'
// UNKNOWN-NEXT: strata-opt: Did you mean '--mlir-print-op-generic'?
// PASS: strata-opt: Unknown command line argument '-canonicalise'.  Try: 'strata-opt --help'
// PASS-NEXT: strata-opt: Did you mean '--canonicalize'?
// BOOL: strata-opt: for the --mlir-print-op-generic option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// ENUM: strata-opt: for the --mlir-timing-display option: Cannot find option named 'trees'!
// MISSING: strata-opt: for the --pass-pipeline option: requires a value!
// POSITIONAL: strata-opt: Too many positional arguments specified!
// POSITIONAL-NEXT: Can specify at most 1 positional arguments: See: strata-opt --help
// VALUE: strata-opt: for the --help option: does not allow a value! 'yes' specified.

func.func @twice(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %x, %x : i32
  return %b : i32
}
