// Parser: use of a value never defined in scope (reported at the use at end of region).
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{use of undeclared SSA value name}}
"foo.a"(%x) : (i32) -> ()
