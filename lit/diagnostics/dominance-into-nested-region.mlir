// Verifier: a use inside a nested region of a value defined later in the enclosing SSACFG block.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"test.ssacfg_region"() ({
  "foo.r"() ({
    // expected-error @+1 {{operand #1 does not dominate this use}}
    "foo.use"(%w, %v) : (i32, i32) -> ()
  }) : () -> ()
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %v = "foo.def"() : () -> i32
  "test.terminator"() : () -> ()
}) : () -> ()
%w = "foo.w"() : () -> i32
