// Verifier: the entry block of a region may not be a branch target; reported at the parent op.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{entry block of region may not have predecessors}}
"foo.r"() ({
^bb0:
  "foo.x"()[^bb1] : () -> ()
^bb1:
  "foo.x"()[^bb0] : () -> ()
}) : () -> ()
