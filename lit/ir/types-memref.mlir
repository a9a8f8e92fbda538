// memref types (optional builtin): ranked static/dynamic, 0-d, unranked, memory space; no layout maps.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: %0:5 = "foo.memrefs"() : () -> (memref<4x?xf32>, memref<*xf32>, memref<f32>, memref<2xi8, 1>, memref<*xi1, 3>)

%0:5 = "foo.memrefs"() : () -> (memref<4x?xf32>, memref<*xf32>, memref<f32>, memref<2xi8, 1>, memref<*xi1, 3>)
