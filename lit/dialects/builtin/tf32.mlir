// tf32 is 19 bits wide (1 sign, 8 exponent, 10 mantissa bits), as MLIR's
// FloatType::getWidth says: dense attributes store each element in 3
// bytes, a hex literal may use 19 bits, and dense arrays refuse it (their
// elements must be whole bytes; see lit/diagnostics/attr-dense-array-element-type.mlir).
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 %s | FileCheck %s --check-prefix=HEX

// 1.0 is 0x1FC00, 1.5 is 0x1FE00 and -2.0 is 0x60000, little-endian.
// CHECK: "foo.consts"() {big = 0x7FFFF : tf32, hex = dense<[1.000000e+00, 1.500000e+00]> : tensor<2xtf32>, list = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xtf32>} : () -> ()
// HEX: "foo.consts"() {big = 0x7FFFF : tf32, hex = dense<"0x00FC0100FE01"> : tensor<2xtf32>, list = dense<"0x00FE01000006"> : tensor<2xtf32>} : () -> ()
"foo.consts"() {hex = dense<"0x00FC0100FE01"> : tensor<2xtf32>, list = dense<[1.5, -2.0]> : tensor<2xtf32>, big = 0x7FFFF : tf32} : () -> ()

// CHECK: arith.bitcast %{{.*}} : tf32 to i19
func.func @bitcast(%x: tf32) -> i19 {
  %0 = arith.bitcast %x : tf32 to i19
  return %0 : i19
}
