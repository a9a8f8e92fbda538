// Parser: the type of a dense literal and the shape of its lists, as
// MLIR's parseElementsLiteralType and TensorLiteralParser check them.
// The type is any shaped type of static shape (errors at `dense`); every
// item of a list has the first item's shape, checked as each item ends
// (error at the token after it), before the type is read; the literal's
// shape is compared with the type's before its element count, and the
// count before any element is converted.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{elements literal must be a shaped type}}
"t.o"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"t.o"() {a = dense<1> : !t.x} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"t.o"() {a = dense<> : f32} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"t.o"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"t.o"() {a = dense<1> : tensor<*xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"t.o"() {a = dense<1> : memref<2x?xi32>} : () -> ()

// -----

// The lists are checked before the type is read.
// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.o"() {a = dense<[[1, 2], [[3], 4]]> : i32} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.o"() {a = dense<[[1], [2, 3]]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.o"() {a = dense<[1, [2]]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.o"() {a = dense<[[1], 2]> : tensor<2xi32>} : () -> ()

// -----

// The shape before the elements.
// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"t.o"() {a = dense<[1.5, 2]> : tensor<3xi32>} : () -> ()

// -----

// The count before the elements: a string is one value, a pair two.
// expected-error @+1 {{parsed 3 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
"t.o"() {a = dense<["a", (1, 2)]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"t.o"() {a = dense<[1.5, 2, 3]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<1xi32>') expected at least 1}}
"t.o"() {a = dense<> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected element literal of primitive type}}
"t.o"() {a = dense<[1, foo]> : tensor<2xi32>} : () -> ()

// -----

// Elements of a non-complex type are read before they are counted.
// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"t.o"() {a = dense<[3, (1, 2)]> : tensor<2xf32>} : () -> ()
