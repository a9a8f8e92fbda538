// Parser and verifier of sparse elements attributes (MLIR's
// SparseElementsAttr::verify): the syntax around the two literals, the
// type (a shaped type of static shape), the indices (integers, never hex
// data), the values (rank 1, of the element type), the shapes of the two
// (indices [n, rank] or [n] for rank 1, n values) and every index inside
// the type's shape (coordinates read as unsigned, as MLIR reads them).
// MLIR's messages at MLIR's positions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{Expected '<' after 'sparse'}}
"t.o"() {a = sparse [[0, 0]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"t.o"() {a = sparse<[[0, 0]] [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"t.o"() {a = sparse<[[0, 0]], [1] : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"t.o"() {a = sparse<[[0, 0]], [1]>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"t.o"() {a = sparse<[[0, 0]], [1]> : i32} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"t.o"() {a = sparse<> : i32} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"t.o"() {a = sparse<[[0, 0]], [1]> : tensor<?x2xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"t.o"() {a = sparse<> : tensor<*xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"t.o"() {a = sparse<[[0.5]], [1]> : tensor<1xi16>} : () -> ()

// -----

// The indices are never hex data: a string is an integer out of range.
// expected-error @+1 {{integer constant out of range for type}}
"t.o"() {a = sparse<"0x00", 1> : tensor<1xi16>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"t.o"() {a = sparse<[[true, 1]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.o"() {a = sparse<[[0, 1], [1]], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"t.o"() {a = sparse<0, 1.1> : tensor<1xi16>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"t.o"() {a = sparse<[[0, 1]], [300]> : tensor<2x2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"t.o"() {a = sparse<[[0, 1]], [1]> : tensor<2x2x!t.s>} : () -> ()

// -----

// A string is one value of a complex number's two.
// expected-error @+1 {{parsed 1 elements, but type ('tensor<1xcomplex<f32>>') expected 2 elements}}
"t.o"() {a = sparse<[[0, 1]], ["a"]> : tensor<2x2xcomplex<f32>>} : () -> ()

// -----

// Hex values must fill one value per index.
// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<1xi32>'}}
"t.o"() {a = sparse<[[0, 1]], "0x0100000002000000"> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"t.o"() {a = sparse<[[0, 1]], "zz"> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.o"() {a = sparse<[[0, 1]], [1, [2]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"t.o"() {a = sparse<[[0, 0, 0]], [[-2.0]]> : vector<1x1x1xf16>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([3])}}
"t.o"() {a = sparse<[[0, 1], [1, 1]], [1, 2, 3]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2, 1, 2]); inferred shape of values literal ([2])}}
"t.o"() {a = sparse<[[[0, 1]], [[1, 1]]], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// Indices of rank 1 only suit a type of rank 1.
// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
"t.o"() {a = sparse<[0, 1], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
"t.o"() {a = sparse<[[0, 1, 0]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2]); inferred shape of indices literal ([0]); inferred shape of values literal ([1])}}
"t.o"() {a = sparse<[], [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2]); inferred shape of indices literal ([1]); inferred shape of values literal ([0])}}
"t.o"() {a = sparse<[0], []> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[0, 5], and type='tensor<2x2xi32>'}}
"t.o"() {a = sparse<[[0, 5]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

// A lone index repeats its number in every coordinate.
// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[1, 1], and type='tensor<1x1xi16>'}}
"t.o"() {a = sparse<1, 10> : tensor<1x1xi16>} : () -> ()

// -----

// expected-error @+1 {{sparse index #1 is not contained within the value shape, with index=[0, 18446744073709551615], and type='tensor<2x2xi32>'}}
"t.o"() {a = sparse<[[0, 1], [0, -1]], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #2 is not contained within the value shape, with index=[4], and type='vector<4xi32>'}}
"t.o"() {a = sparse<[1, 2, 4], [1, 2, 3]> : vector<4xi32>} : () -> ()
