// inline needs a symbol table to resolve calls in: scheduled on a function,
// it fails with MLIR's message (and its two spaces after "op").
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(inline))' --verify-diagnostics %s

// expected-error @+1 {{'func.func' op  was scheduled to run under the inliner, but does not define a symbol table}}
func.func @f() {
  return
}
