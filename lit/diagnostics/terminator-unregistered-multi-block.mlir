// Verifier: in a multi-block region of an unregistered op, a block may not end
// in a registered op that is not a terminator.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.cfg"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{block with no terminator, has }}
  "test.graph_region"() ({
  }) : () -> ()
}) : () -> ()
