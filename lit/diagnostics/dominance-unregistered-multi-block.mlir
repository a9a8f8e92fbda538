// Verifier: a region with several blocks is a CFG even when its op is
// unregistered, so uses must follow definitions inside a block there.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.cfg"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%late) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %late = "foo.def"() : () -> i32
  "foo.ret"() : () -> ()
}) : () -> ()
