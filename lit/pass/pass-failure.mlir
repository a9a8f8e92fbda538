// A pass that fails stops the pipeline: its diagnostic is reported, the
// exit code is 1, and nothing is printed on stdout.
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' %s 2>&1 | FileCheck %s
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' %s 2>/dev/null | FileCheck %s --check-prefix=STDOUT --allow-empty

// CHECK: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// STDOUT-NOT: {{.}}
func.func @f() {
  return
}
