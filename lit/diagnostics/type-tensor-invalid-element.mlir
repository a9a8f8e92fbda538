// Parser: a tensor cannot have a tensor element type.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{invalid tensor element type}}
"foo.a"() : () -> tensor<2xtensor<3xf32>>
