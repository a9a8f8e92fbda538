// Integer literals past what their type holds, for types wider than
// 128 bits and for literals wider than 128 bits: MLIR's messages at MLIR's
// positions (the number, after any '-').
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// 2^255 is past si256's largest value.
// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256} : () -> ()

// -----

// 2^256 has 257 bits.
// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 115792089237316195423570985008687907853269984665640564039457584007913129639936 : i256} : () -> ()

// -----

// -2^255 - 1 is below i256's smallest value.
// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = -57896044618658097711785492504343953926634992332820282019728792003956564819969 : i256} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -1 : ui256} : () -> ()

// -----

// -0 is rejected at any width.
// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = -0 : i256} : () -> ()

// -----

// A literal past 128 bits for a type of 128 bits or fewer.
// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 340282366920938463463374607431768211456 : i128} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 340282366920938463463374607431768211456 : index} : () -> ()

// -----

// Untyped integers are i64.
// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 340282366920938463463374607431768211456} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
%0 = arith.constant 340282366920938463463374607431768211456 : i64

// -----

// Dense elements say 'for type'.
// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<[1, 0x10000000000000000000000000000000000000000000000000000000000000000]> : tensor<2xi256>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<-340282366920938463463374607431768211456> : tensor<2xi128>} : () -> ()

// -----

// Hexadecimal float bits past 128 bits.
// expected-error @+1 {{hexadecimal float constant out of range for type}}
"test.op"() {a = 0x1000000000000000000000000000000000 : f32} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"test.op"() {a = dense<0x1000000000000000000000000000000000> : tensor<2xf64>} : () -> ()

// -----

// A wide literal where a string element is expected is spelled in full.
// expected-error @+1 {{expected string token, got 340282366920938463463374607431768211456}}
"test.op"() {a = dense<340282366920938463463374607431768211456> : tensor<2x!t.s>} : () -> ()

// -----

// Dense arrays hold at most 64-bit integers.
// expected-error @+1 {{integer constant out of range}}
"test.op"() {a = array<i64: 340282366920938463463374607431768211456>} : () -> ()
