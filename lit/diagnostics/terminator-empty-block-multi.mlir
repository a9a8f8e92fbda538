// Verifier: in a multi-block region even of an unregistered op every block needs an op (a region may lack terminators only if it has a single block); reported at the parent op.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{empty block: expect at least a terminator}}
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
