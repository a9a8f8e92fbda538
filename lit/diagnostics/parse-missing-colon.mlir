// Parser: a generic op needs `:` and its function type.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected ':' followed by operation type}}
"foo.a"() {a = 1} -> ()
