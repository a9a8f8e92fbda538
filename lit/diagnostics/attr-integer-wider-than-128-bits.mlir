// Parser: an integer constant of a type wider than 128 bits is held as a
// 128-bit signed value, which the type extends; a literal beyond that range
// is reported (mlir-opt-22 accepts it: Strata's attributes do not hold it
// yet). At the limits of the range, it is read.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{integer constants of types wider than 128 bits must lie in the 128-bit signed range}}
"foo.a"() {v = 170141183460469231731687303715884105728 : i256} : () -> ()

// -----

// expected-error @+1 {{integer constants of types wider than 128 bits must lie in the 128-bit signed range}}
"foo.a"() {v = -170141183460469231731687303715884105729 : i200} : () -> ()

// -----

// Hex data: the first element's last byte does not extend its sign.
// expected-error @+1 {{integer constants of types wider than 128 bits must lie in the 128-bit signed range}}
"foo.a"() {v = dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7F05000000000000000000000000000000000000000000000000"> : tensor<2xi200>} : () -> ()

// -----

"foo.a"() {v = 170141183460469231731687303715884105727 : i256, w = -170141183460469231731687303715884105728 : i200} : () -> ()
