// Verifier: two nested `module @m` in one module.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

module {
  // expected-note @+1 {{see existing symbol definition here}}
  module @m {
  }
  // expected-error @+1 {{redefinition of symbol named 'm'}}
  module @m {
  }
}
