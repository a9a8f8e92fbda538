// Verifier: a use in ^bb1 of a value defined in ^bb2, which does not dominate ^bb1 (entry branches to both).
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"test.ssacfg_region"() ({
  "test.terminator"()[^bb1, ^bb2] : () -> ()
^bb1:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%v) : (i32) -> ()
  "test.terminator"() : () -> ()
^bb2:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %v = "foo.def"() : () -> i32
  "test.terminator"()[^bb1] : () -> ()
}) : () -> ()
