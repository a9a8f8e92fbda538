// Verifier: an empty block in a region that needs terminators; reported at the parent op.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{empty block: expect at least a terminator}}
"test.ssacfg_region"() ({
^bb0:
}) : () -> ()
