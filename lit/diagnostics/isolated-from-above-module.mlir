// Verifier: builtin.module is IsolatedFromAbove; an op inside it using an outer value errors, with a note at the module.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

%x = "foo.a"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
module {
  // expected-error @+1 {{'foo.use' op using value defined outside the region}}
  "foo.use"(%x) : (i32) -> ()
}
