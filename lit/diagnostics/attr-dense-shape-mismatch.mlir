// Parser: a dense literal whose shape differs from its type.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([4])}}
"foo.a"() {a = dense<[1, 2, 3]> : tensor<4xi32>} : () -> ()
