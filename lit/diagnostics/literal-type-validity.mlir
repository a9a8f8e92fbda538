// Literals and builtin types are validated as mlir-opt 22 validates them.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"a.b"() {x = 1 : f32} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"a.b"() {x = -0 : ui32} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"a.b"() {x = 9223372036854775808 : index} : () -> ()

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"a.b"() : () -> vector<0xi32>

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"a.b"() : () -> vector<4xtensor<i32>>

// -----

// expected-error @+1 {{invalid memref element type}}
"a.b"() : () -> memref<4xnone>

// -----

// A type of an unregistered dialect is no memref element type either.
// expected-error @+1 {{invalid memref element type}}
"a.b"() : () -> memref<2x!foo.bar>

// -----

// expected-error @+1 {{invalid dimension}}
"a.b"() : () -> tensor<9223372036854775808xi32>
