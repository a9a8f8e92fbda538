// Comments may sit between the parts of a dimension list, as between any
// two tokens: each type reads as if they were not there.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK: "foo.a"() : () -> (tensor<2x3xf32>, vector<[4]x8xi32>, memref<?x5xi8>)
"foo.a"() : () -> (tensor<2 x // rows
                          3 x // columns
                          f32>,
                   vector<[4] // scalable
                          x 8 x i32>,
                   memref<? // dynamic
                          x5xi8>)
