// Parser: a dense array's element type is an integer or float type whose
// width is a whole number of bytes (or i1); the message prints the type
// it got (MLIR 22's test/IR/invalid-dense-array-attr.mlir, attribute.mlir).
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected integer or float type, got: 'tensor<2xi32>'}}
module attributes { a = array<tensor<2xi32>: 1, 2> } {}

// -----

// expected-error @+1 {{expected integer or float type, got: 'memref<2xi32>'}}
module attributes { a = array<memref<2xi32>: 1, 2> } {}

// -----

// expected-error @+1 {{expected integer or float type, got: 'complex<f32>'}}
module attributes { a = array<complex<f32>: 1, 2> } {}

// -----

// tf32 is 19 bits wide.
// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"foo"() {tf32attr = array<tf32: 1024.0>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"foo"() {i7attr = array<i7: 1>} : () -> ()
