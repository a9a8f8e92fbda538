// Verifier: a graph region holds at most one block.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{'test.graph_region' op expects graph region #0 to have 0 or 1 blocks}}
"test.graph_region"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()
