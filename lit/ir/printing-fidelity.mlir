// Printing details that follow mlir-opt 22: dense data over 100 elements as
// hex, 1-bit elements as booleans, hex floats keep their type in arrays, a
// `none`-typed string and memory space 0 are dropped, dialect names take the
// pretty form only when they can, and builtin ops keep their prefix inside
// other dialects' regions.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: module {
// CHECK-NEXT:    "a.dense"() {big = dense<"0xFDFEFF00010203{{[0-9A-F]+}}"> : tensor<101xi8>, si1 = dense<true> : tensor<si1>, ui1 = dense<[true, false]> : tensor<2xui1>} : () -> ()
"a.dense"() {big = dense<[-3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1, 0, 1, 2, 3, -3, -2, -1]> : tensor<101xi8>, ui1 = dense<[1, 0]> : tensor<2xui1>, si1 = dense<-1> : tensor<si1>} : () -> ()

// CHECK-NEXT:    "a.misc"() {f = [0x7FF8000000000000 : f64, 0x419D6F3454000000 : f64, 1.500000e+00], s = "x"} : () -> memref<2xf32>
"a.misc"() {f = [0x7FF8000000000000 : f64, 123456789.0, 1.5], s = "x" : none} : () -> memref<2xf32, 0>

// CHECK-NEXT:    "a.names"() {a = #d<x$y>, b = #d<1x>, c = #d.x, d = #d.t<1>} : () -> !d<x-y<1>>
"a.names"() {a = #d.x$y, b = #d.1x, c = #d<x>, d = #d.t<1>} : () -> !d.x-y<1>

// CHECK-NEXT:    "a.holder"() ({
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        module @inner {
"a.holder"() ({
  module {
    module @inner {
    }
  }
}) : () -> ()

// LOC: "a.locs"() : () -> () loc(fused["a", "b"])
"a.locs"() : () -> () loc(fused["a", fused["a", "b"]])
// LOC: "a.locs"() : () -> () loc("x")
"a.locs"() : () -> () loc("x"(unknown))
// LOC: "a.locs"() : () -> () loc("-":1:2)
"a.locs"() : () -> () loc("":1:2)
