// Parser: a bare identifier that is no attribute.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected attribute value}}
"foo.a"() {a = foo} : () -> ()
