// Verifier: SymbolTable (builtin.module) with two ops named `x`; error at the second, note at the first.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

module {
  // expected-note @+1 {{see existing symbol definition here}}
  "foo.s"() {sym_name = "x"} : () -> ()
  // expected-error @+1 {{redefinition of symbol named 'x'}}
  "foo.s"() {sym_name = "x"} : () -> ()
}
