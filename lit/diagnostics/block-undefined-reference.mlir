// Parser: a successor naming a block that the region never defines.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.r"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "foo.x"()[^bb7] : () -> ()
}) : () -> ()
