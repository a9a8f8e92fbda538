// view-op-graph shows an attribute in at most 20 characters, then `...`;
// an elements attribute with more than 16 elements shows as brackets, one
// pair per dimension, and its type. A dense splat always shows in full; a
// sparse attribute counts every element of its type, not its indices.
// RUN: strata-opt --allow-unregistered-dialect --view-op-graph %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: label = "{t.op\l\la: sparse\<{{\[\[}}0, 0], [1, ...\lb: {{\[\[}}...]] : tensor\<5x4xi32\>\lc: [...] : tensor\<17xi32\>\ld: dense\<1\> : tensor\<100xi32\>\le: dense\<[1, 2]\> : tens...\l}"
"t.op"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>,
          b = sparse<1, 2> : tensor<5x4xi32>,
          c = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>,
          d = dense<1> : tensor<100xi32>,
          e = dense<[1, 2]> : tensor<2xi32>} : () -> ()
