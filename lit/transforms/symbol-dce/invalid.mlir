// symbol-dce's failures: run on an op without a symbol table, and on a
// table holding an unregistered op with a region (a symbol table it cannot
// see into). The pass fails and nothing is printed.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(symbol-dce))' %s

// expected-error@+1 {{'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func.func @not_a_table() {
  return
}
