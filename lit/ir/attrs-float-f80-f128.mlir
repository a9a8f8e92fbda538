// f80 and f128 constants print as MLIR prints them: six digits when that
// text reads back as the same value in the constant's own format (1.5, 3.0,
// 1e20, 65536), else APFloat's natural form with 21 (f80) or 36 (f128)
// significant digits when it has a point, else the bits in hexadecimal.
// Decimal literals are read through f64, as MLIR reads them, so 0.007 is
// the f64 nearest 0.007 widened, which no six-digit text names in f128.
// An f64 subnormal is a normal value in both.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK:      "test.f128"() {
// CHECK-SAME: a = 1.500000e+00 : f128
// CHECK-SAME: b = 0.00700000000000000014571677198205179593 : f128
// CHECK-SAME: c = 1.10000000000000008881784197001252323 : f128
// CHECK-SAME: d = 0x4019D6F3454000000000000000000000 : f128
// CHECK-SAME: e = -2.50000000000000011980434005964823996E-5 : f128
// CHECK-SAME: f = 1.000000e+20 : f128
// CHECK-SAME: g = 4.94065645841246544176568792868221372E-324 : f128
// CHECK-SAME: h = 0x7FFF8000000000000000000000000000 : f128
"test.f128"() {a = 1.5 : f128, b = 7.0e-3 : f128, c = 1.1 : f128, d = 123456789.0 : f128, e = -2.5e-5 : f128, f = 1.0e20 : f128, g = 4.9406564584124654e-324 : f128, h = 0x7FFF8000000000000000000000000000 : f128} : () -> ()

// CHECK:      "test.f80"() {
// CHECK-SAME: a = 6.553600e+04 : f80
// CHECK-SAME: b = 0.00700000000000000014571 : f80
// CHECK-SAME: c = 1.0000000000000000525E+300 : f80
// CHECK-SAME: d = 0x4019EB79A2A000000000 : f80
// CHECK-SAME: e = 0xFFFFC000000000000000 : f80
"test.f80"() {a = 65536.0 : f80, b = 7.0e-3 : f80, c = 1.0e300 : f80, d = 123456789.0 : f80, e = 0xFFFFC000000000000000 : f80} : () -> ()
