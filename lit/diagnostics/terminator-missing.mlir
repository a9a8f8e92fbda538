// Verifier: a block of test.ssacfg_region ending in a registered non-terminator op (test.graph_region); the message is followed by the printed op.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"test.ssacfg_region"() ({
  // expected-error @+1 {{block with no terminator, has}}
  "test.graph_region"() ({}) : () -> ()
}) : () -> ()
