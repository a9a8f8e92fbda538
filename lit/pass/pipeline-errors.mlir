// Pipeline errors: each is reported before the input is read, with the
// pipeline and a caret at the offending element, and the exit code is 1.
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(nope))' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-opt --pass-pipeline='cse' %s 2>&1 | FileCheck %s --check-prefix=UNWRAPPED
// RUN: not strata-opt --pass-pipeline='builtin.module(cse,)' %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not strata-opt --pass-pipeline='builtin.module(cse{bad=1})' %s 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not strata-opt --pass-pipeline='builtin.module(cse symbol-dce)' %s 2>&1 | FileCheck %s --check-prefix=SEPARATOR
// RUN: not strata-opt --pass-pipeline='builtin.module(cse)' --symbol-dce %s 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not strata-opt --pass-pipeline='func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not strata-opt --cse --mlir-print-ir-after=nope %s 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not strata-opt -cse="nope=1" %s 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not strata-opt --remove-dead-values="canonicalize=maybe" %s 2>&1 | FileCheck %s --check-prefix=BOOL

// UNKNOWN: error: invalid pass pipeline: 'nope' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: builtin.module(func.func(nope))
// UNKNOWN-NEXT: {{^                          \^$}}
// UNWRAPPED: error: invalid pass pipeline: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// EMPTY: error: invalid pass pipeline: '' does not refer to a registered pass or pass pipeline
// OPTION: error: invalid pass pipeline: no such option bad
// OPTION: failed to add `cse` with options `bad=1`
// SEPARATOR: error: invalid pass pipeline: expected ',' or ')' after a pipeline element
// MIXED: error: '--pass-pipeline' option can't be used with individual pass options
// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op
// DUMP: error: for the --mlir-print-ir-after option: 'nope' does not refer to a registered pass
// FLAG: error: no such option nope
// FLAG: failed to add `cse` with options `nope=1`
// BOOL: error: invalid value 'maybe' for option 'canonicalize': expected true or false
// BOOL: failed to add `remove-dead-values` with options `canonicalize=maybe`
func.func @f() {
  return
}
