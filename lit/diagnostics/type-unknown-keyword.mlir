// Parser: a bare identifier that is no builtin type.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected non-function type}}
"foo.a"() : () -> i32x
