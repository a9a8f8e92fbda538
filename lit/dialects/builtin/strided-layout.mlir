// The strided memref layout `strided<[strides], offset: o>`: static and
// dynamic (`?`) strides and offsets, no strides for a rank-0 memref, with a
// memory space, and as an attribute on its own. A zero offset is not
// printed. mlir-opt-22 prints the same.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @layouts(
// CHECK-SAME:    %arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>,
// CHECK-SAME:    %arg1: memref<4x8xf32, strided<[8, 1]>>,
// CHECK-SAME:    %arg2: memref<4x8xf32, strided<[8, 1]>>,
// CHECK-SAME:    %arg3: memref<4x8xf32, strided<[8, 1], offset: 5>, 1>,
// CHECK-SAME:    %arg4: memref<f32, strided<[]>>,
// CHECK-SAME:    %arg5: memref<2x3xi8, strided<[-2, 0], offset: -7>>)
func.func @layouts(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>,
                   %arg1: memref<4x8xf32, strided<[8, 1]>>,
                   %arg2: memref<4x8xf32, strided<[8, 1], offset: 0>>,
                   %arg3: memref<4x8xf32, strided<[8, 1], offset: 5>, 1>,
                   %arg4: memref<f32, strided<[]>>,
                   %arg5: memref<2x3xi8, strided<[-2, 0], offset: -7>>) {
  return
}

// CHECK-LABEL: func.func @attributes(
// CHECK-NEXT:    "test.layouts"() {a = strided<[]>, b = strided<[], offset: 3>, c = strided<[?, 16]>} : () -> ()
func.func @attributes() {
  "test.layouts"() {a = strided<[]>, b = strided<[], offset: 3>, c = strided<[?, 0x10]>} : () -> ()
  return
}
