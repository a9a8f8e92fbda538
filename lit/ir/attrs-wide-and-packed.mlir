// 128-bit integers at the edges of their range, hex dense data of narrow
// integers (masked and sign-extended) and of i1 (bit-packed, 8 per byte),
// and wider integers: a constant within the 128-bit signed range, and hex
// data whose bytes past the sixteenth extend the sign.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK:      "a.wide"() {max = 170141183460469231731687303715884105727 : i128, min = -170141183460469231731687303715884105728 : i128,
// CHECK-SAME: umax = 340282366920938463463374607431768211455 : ui128} : () -> ()
"a.wide"() {max = 170141183460469231731687303715884105727 : i128, min = -170141183460469231731687303715884105728 : i128, umax = 340282366920938463463374607431768211455 : ui128} : () -> ()

// CHECK-NEXT: "a.hex"() {bits = dense<[true, false, false, false, false, false, false, false]> : tensor<8xi1>, i4 = dense<-1> : tensor<1xi4>, u8 = dense<255> : tensor<1xui8>} : () -> ()
"a.hex"() {i4 = dense<"0xFF"> : tensor<1xi4>, bits = dense<"0x01"> : tensor<8xi1>, u8 = dense<"0xFF"> : tensor<1xui8>} : () -> ()

// CHECK-NEXT: "a.wider"() {h = dense<[-1, 5]> : tensor<2xi200>, v = -5 : i256} : () -> ()
"a.wider"() {v = -5 : i256, h = dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF05000000000000000000000000000000000000000000000000"> : tensor<2xi200>} : () -> ()
