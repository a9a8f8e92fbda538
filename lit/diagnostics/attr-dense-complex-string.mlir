// Parser: dense elements of complex numbers and strings, and the messages
// MLIR gives for elements of the wrong kind: a complex element needs two
// parts (a lone number is one value of the two), `(re, im)` needs its
// comma and parenthesis, a string type's elements are strings, numbers
// need hex data in a lone string, and its size must fit the type. MLIR's
// messages at MLIR's positions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
"t.o"() {a = dense<1.0> : tensor<complex<f32>>} : () -> ()

// -----

// expected-error @+1 {{parsed 3 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements}}
"t.o"() {a = dense<[(1, 2), 3]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// A part of a pair may be a pair: MLIR's literal parser reads all the
// numbers, and the count (checked before they are read) rejects them, for a
// splat as for a list.
// expected-error @+1 {{parsed 3 elements, but type ('complex<i32>') expected 2 elements}}
"t.o"() {a = dense<((1, 2), 3)> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @+1 {{parsed 4 elements, but type ('complex<f32>') expected 2 elements}}
"t.o"() {a = dense<((1, 2), (3.5, 4))> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{parsed 3 elements, but type ('tensor<1xcomplex<f32>>') expected 2 elements}}
"t.o"() {a = dense<[(1.5, (2.0, 3.0))]> : tensor<1xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected ',' between complex elements}}
"t.o"() {a = dense<(1.0)> : tensor<complex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected ')' after complex elements}}
"t.o"() {a = dense<(1.0, 2.0, 3.0)> : tensor<complex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"t.o"() {a = dense<(1, 2.5)> : tensor<complex<i32>>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"t.o"() {a = dense<(1, 300)> : tensor<complex<i8>>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"t.o"() {a = dense<(true, 2)> : tensor<complex<i32>>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<complex<i8>>'}}
"t.o"() {a = dense<"0x010002"> : tensor<complex<i8>>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"t.o"() {a = dense<"a"> : tensor<2xcomplex<i8>>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"t.o"() {a = dense<["a", 1]> : tensor<2x!t.str>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"t.o"() {a = dense<1> : tensor<2x!t.str>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"t.o"() {a = dense<["a", "b"]> : tensor<3x!t.str>} : () -> ()

// -----

// Strings are no integers.
// expected-error @+1 {{integer constant out of range for type}}
"t.o"() {a = dense<["a", "b"]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"t.o"() {a = dense<"0x012"> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi8>'}}
"t.o"() {a = dense<"0x010203"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"t.o"() {a = dense<[2.5]> : tensor<1xindex>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"t.o"() {a = dense<true> : tensor<f32>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"t.o"() {a = dense<-0x10> : tensor<f32>} : () -> ()
