// Float attributes: default f64, `%e`-style printing with 6 digits, exponents, signed zero, hex bit-pattern input (nan/inf print as hex), values that do not round-trip in 6 digits print as hex, rounding to f16/bf16.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK:      "foo.f"() {
// CHECK-SAME: a = 1.000000e+00 : f32, b = 1.500000e+00 : f64, c = -2.500000e+10 : f64,
// CHECK-SAME: d = 0x7FC00000 : f32, e = 0x7F800000 : f32, f = 0xFF800000 : f32,
// CHECK-SAME: g = 1.001360e-05 : f16, h = 1.000000e-01 : f64, i = 3.140630e+00 : bf16,
// CHECK-SAME: j = 1.000000e+00 : f64, l = 0.000000e+00 : f32, m = -0.000000e+00 : f64,
// CHECK-SAME: n = 0x419D6F3454000000 : f64, o = 2.500000e+00 : f80, p = 0x7FF8000000000000 : f64,
// CHECK-SAME: q = 1.000000e+100 : f64, r = 1.000000e-03 : f32, s = 6.550400e+04 : f16, t = 0x7C00 : f16,
// CHECK-SAME: u = 1.250000e+02 : f32, v = -1.000000e+00 : f64}
// CHECK-SAME: : () -> ()

"foo.f"() {a = 1.0 : f32, b = 1.5, c = -2.5e10 : f64, d = 0x7FC00000 : f32, e = 0x7F800000 : f32, f = 0xFF800000 : f32, g = 1.0e-5 : f16, h = 0.1 : f64, i = 3.14159 : bf16, j = 0x3FF0000000000000 : f64, l = 0.0 : f32, m = -0.0 : f64, n = 123456789.0 : f64, o = 2.5 : f80, p = 0x7FF8000000000000 : f64, q = 1.0e100 : f64, r = 1.E-3 : f32, s = 65504.0 : f16, t = 0x7C00 : f16, u = 125. : f32, v = -1.0e+0}  : () -> ()
