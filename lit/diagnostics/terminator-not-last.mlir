// Verifier: a Terminator-trait op (test.terminator) followed by another op in its block.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"test.ssacfg_region"() ({
  // expected-error @+1 {{'test.terminator' op must be the last operation in the parent block}}
  "test.terminator"() : () -> ()
  "foo.x"() : () -> ()
}) : () -> ()
