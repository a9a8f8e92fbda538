// Parser: vector dimensions must be static (`?` is not allowed).
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected non-function type}}
"foo.a"() : () -> vector<?xf32>
