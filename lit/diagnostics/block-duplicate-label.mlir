// Parser: two blocks with the same label in one region.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.r"() ({
  "foo.x"()[^bb1] : () -> ()
^bb1:
  "foo.x"()[^bb1] : () -> ()
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  "foo.z"() : () -> ()
}) : () -> ()
