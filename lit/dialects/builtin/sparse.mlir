// Sparse elements attributes: `sparse<indices, values> : T` holds the
// values at the indices and zero elsewhere. The indices are an `i64`
// literal of shape [n, rank] ([n] for rank 1), or one number for a single
// index all of whose coordinates are that number; the values are n
// elements of T's element type, a splat for all n, or hex data. Both
// parts print as dense elements do (a splat bare); `sparse<>` is the
// attribute with no indices, which is also how one with indices of no
// elements (a rank-0 type) prints. Past the hex threshold the values
// print as hex data, never the indices; past the elision threshold the
// attribute is elided by its number of indices.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 %s | FileCheck %s --check-prefix=HEX
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=1 %s | FileCheck %s --check-prefix=ELIDE

// CHECK-LABEL: func.func @numbers()
// CHECK-NEXT:    "test.sparse"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<{{\[\[}}0, 0], [1, 2]], [1.000000e+00, -5.000000e+00]> : tensor<3x4xf32>, c = sparse<> : tensor<3x4xi32>, d = sparse<1, 7> : tensor<2x2xi64>, e = sparse<0, 5> : tensor<4xi64>, f = sparse<{{\[\[}}1], [2]], 9> : vector<4xi16>, g = sparse<[1, 3], [7, 8]> : tensor<4xi64>, h = sparse<{{\[\[}}0, 1], [1, 0]], [1, 2]> : tensor<2x2xi32>, i = sparse<> : tensor<i32>, j = sparse<{{\[\[}}0, 1]], 3> : memref<2x2xi8>} : () -> ()
// HEX:           a = sparse<{{\[\[}}0, 0], [1, 2]], "0x0100000005000000"> : tensor<3x4xi32>
// HEX-SAME:      d = sparse<1, 7> : tensor<2x2xi64>
// HEX-SAME:      g = sparse<[1, 3], "0x07000000000000000800000000000000"> : tensor<4xi64>
// ELIDE:         a = dense_resource<__elided__> : tensor<3x4xi32>
// ELIDE-SAME:    c = sparse<> : tensor<3x4xi32>
// ELIDE-SAME:    d = sparse<1, 7> : tensor<2x2xi64>
// ELIDE-SAME:    g = dense_resource<__elided__> : tensor<4xi64>
func.func @numbers() {
  "test.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>,
                   b = sparse<[[0, 0], [1, 2]], [1.0, -5.0]> : tensor<3x4xf32>,
                   c = sparse<> : tensor<3x4xi32>,
                   d = sparse<[[1, 1]], [7]> : tensor<2x2xi64>,
                   e = sparse<0, 5> : tensor<4xi64>,
                   f = sparse<[[1], [2]], [9, 9]> : vector<4xi16>,
                   g = sparse<[1, 3], [7, 8]> : tensor<4xi64>,
                   h = sparse<[[0, 1], [1, 0]], "0x0100000002000000"> : tensor<2x2xi32>,
                   i = sparse<0, 1> : tensor<i32>,
                   j = sparse<[[0, 1]], 3> : memref<2x2xi8>} : () -> ()
  return
}

// CHECK-LABEL: func.func @other_elements()
// CHECK-NEXT:    "test.sparse"() {a = sparse<1, (1,2)> : tensor<2x2xcomplex<i32>>, b = sparse<{{\[\[}}1, 1], [0, 1]], ["a", "b\0A"]> : tensor<2x2x!t.s>, c = sparse<0, true> : tensor<3xi1>} : () -> ()
func.func @other_elements() {
  "test.sparse"() {a = sparse<[[1, 1]], [(1, 2)]> : tensor<2x2xcomplex<i32>>,
                   b = sparse<[[1, 1], [0, 1]], ["a", "b\n"]> : tensor<2x2x!t.s>,
                   c = sparse<0, true> : tensor<3xi1>} : () -> ()
  return
}
