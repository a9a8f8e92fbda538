// Parser: complex needs an integer or float element type.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{invalid element type for complex}}
"foo.a"() : () -> complex<none>
