// Integer attributes: default i64, explicit widths, negatives, i1 as true/false, hex literals, wrap to signless two's complement (0xFF : i8 = -1), si/ui/index, 128-bit extremes.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK:      "foo.i"() {
// CHECK-SAME: a = 1 : i64, b = -1 : i32, c = false, d = true, e = true, f = false,
// CHECK-SAME: g = 16 : i32, h = -1 : i8, i = -128 : i8, j = 255 : ui8, k = -5 : si16,
// CHECK-SAME: l = 18446744073709551615 : ui64, m = 9223372036854775807 : i64, n = -9223372036854775808 : i64,
// CHECK-SAME: o = 7 : index, p = 0 : i128, q = 170141183460469231731687303715884105727 : i128,
// CHECK-SAME: r = -1 : i32, s = -3 : i3, u = 42 : i64, v = -559038737 : i32, w = 127 : ui8}
// CHECK-SAME: : () -> ()

"foo.i"() {a = 1, b = -1 : i32, c = 0 : i1, d = 1 : i1, e = true, f = false, g = 0x10 : i32, h = 0xFF : i8, i = -128 : i8, j = 255 : ui8, k = -5 : si16, l = 18446744073709551615 : ui64, m = 9223372036854775807, n = -9223372036854775808, o = 7 : index, p = 0 : i128, q = 170141183460469231731687303715884105727 : i128, r = 0xFFFFFFFF : i32, s = 5 : i3, u = 0x2a, v = 0xDEADBEEF : i32, w = 0x7F : ui8} : () -> ()
