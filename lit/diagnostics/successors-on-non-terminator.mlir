// Verifier: an op with successors that is not the last op of its block.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.r"() ({
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "foo.x"()[^bb1] : () -> ()
  "foo.y"() : () -> ()
^bb1:
  "foo.z"() : () -> ()
}) : () -> ()
