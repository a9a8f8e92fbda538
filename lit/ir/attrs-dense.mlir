// dense<...> elements: splat, lists, nested lists, bool, float, 0-d, empty, vector and memref types (any shaped type of static shape), hex `"0x..."` form (printed as values; a repeated value becomes a splat), elements equal after truncation to the element width become a splat.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK:      "foo.dense"() {
// CHECK-SAME: a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>,
// CHECK-SAME: d = dense<true> : tensor<2xi1>, e = dense<[true, false]> : tensor<2xi1>, f = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>,
// CHECK-SAME: g = dense<0.000000e+00> : tensor<2x3xf64>, h = dense<[1, 2, 3, 4]> : tensor<4xi8>, i = dense<[1, 2]> : vector<2xi16>,
// CHECK-SAME: j = dense<> : tensor<0xi32>, k = dense<5> : tensor<i32>, l = dense<{{.}}{{.}}1.000000e+00], [2.000000e+00{{.}}{{.}}> : tensor<2x1xf16>,
// CHECK-SAME: m = dense<-1> : tensor<2xi8>, n = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, o = dense<1> : tensor<4xi32>,
// CHECK-SAME: p = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>, q = dense<[1, 1, 2]> : tensor<3xui8>, r = dense<[-5, 7]> : tensor<2xsi32>, s = dense<[1, 2]> : memref<2xi32>}
// CHECK-SAME: : () -> ()

"foo.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, d = dense<true> : tensor<2xi1>, e = dense<[true, false]> : tensor<2xi1>, f = dense<[1.5, -2.0]> : tensor<2xf32>, g = dense<0.0> : tensor<2x3xf64>, h = dense<"0x01020304"> : tensor<4xi8>, i = dense<[1, 2]> : vector<2xi16>, j = dense<> : tensor<0xi32>, k = dense<5> : tensor<i32>, l = dense<[[1.0], [2.0]]> : tensor<2x1xf16>, m = dense<[-1, 255]> : tensor<2xi8>, n = dense<"0x0000803F00000040"> : tensor<2xf32>, o = dense<"0x01000000"> : tensor<4xi32>, p = dense<[0x7FC00000, 1.0]> : tensor<2xf32>, q = dense<[1, 1, 2]> : tensor<3xui8>, r = dense<[-5, 7]> : tensor<2xsi32>, s = dense<[1, 2]> : memref<2xi32>} : () -> ()
