// Parser: the strided memref layout needs `[strides]`, each stride and the
// offset an i64 other than the one that stands for `?` (or `?` itself),
// `offset:` after a comma, and as many strides as the memref has
// dimensions; MLIR's messages at MLIR's positions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected '['}}
"t.a"() {a = strided<>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"t.a"() {a = strided<[1,>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"t.a"() {a = strided<[x]>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"t.a"() {a = strided<[1]} : () -> ()

// -----

// expected-error @+1 {{expected 'offset' after comma}}
"t.a"() {a = strided<[1], >} : () -> ()

// -----

// expected-error @+1 {{expected ':' after 'offset'}}
"t.a"() {a = strided<[1], offset 3>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"t.a"() {a = strided<[1], offset: x>} : () -> ()

// -----

// The smallest i64 stands for `?` and cannot be written.
// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"t.a"() {a = strided<[1], offset: -9223372036854775808>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"t.a"() {a = strided<[99999999999999999999]>} : () -> ()

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"t.a"() : () -> memref<4x8xf32, strided<[8]>>
