// Verifier: in an SSACFG region (test.ssacfg_region) a use before its definition in the same block does not dominate; note at the definition.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"test.ssacfg_region"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%v) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %v = "foo.def"() : () -> i32
  "test.terminator"() : () -> ()
}) : () -> ()
