// array<T: ...> dense arrays: i64, empty i32/i64, f32/f64 (printed %e style), i1 as true/false, i8/i16 with negatives.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: "foo.array"() {a = array<i64: 1, 2>, b = array<i32>, c = array<f32: 1.000000e+00, 2.500000e+00>, d = array<i1: true, false>, e = array<i8: -1, 127>, f = array<f64: -5.000000e-01>, g = array<i16: 3>, h = array<i64>, i = [array<i32: 0>]} : () -> ()

"foo.array"() {a = array<i64: 1, 2>, b = array<i32>, c = array<f32: 1.0, 2.5>, d = array<i1: true, false>, e = array<i8: -1, 127>, f = array<f64: -0.5>, g = array<i16: 3>, h = array<i64>, i = [array<i32: 0>]} : () -> ()
