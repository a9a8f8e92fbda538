// Parser: the type of a generic op must be a function type.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected function type}}
"foo.a"() : i32
