// Verifier: test.isolated_region is IsolatedFromAbove; a nested use of an outer value errors, note at the isolated op.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

%x = "foo.a"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
"test.isolated_region"() ({
  "foo.r"() ({
    // expected-error @+1 {{'foo.use' op using value defined outside the region}}
    "foo.use"(%x) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
