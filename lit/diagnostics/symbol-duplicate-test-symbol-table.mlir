// Verifier: the SymbolTable trait of test.symbol_table rejects duplicate sym_names.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"test.symbol_table"() ({
  // expected-note @+1 {{see existing symbol definition here}}
  "foo.s"() {sym_name = "dup"} : () -> ()
  "foo.s"() {sym_name = "other"} : () -> ()
  // expected-error @+1 {{redefinition of symbol named 'dup'}}
  "foo.s"() {sym_name = "dup"} : () -> ()
}) : () -> ()
