// Shaped types: ranked tensor (static, dynamic `?`, 0-d, zero-size dim, nested element types), unranked `tensor<*x..>`, vector (multi-dim, scalable `[4]` dims).
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: %0:7 = "foo.tensors"() : () -> (tensor<4xf32>, tensor<?x4x?xi8>, tensor<*xf64>, tensor<i32>, tensor<0xi1>, tensor<1x2x3x4x5xindex>, tensor<2xvector<3xf32>>)
// CHECK-NEXT: %1:5 = "foo.vectors"() : () -> (vector<4xf32>, vector<2x3xi32>, vector<[4]xf32>, vector<2x[4]xi8>, vector<[2]x[2]xf16>)
// CHECK-NEXT: "foo.use"(%0#2, %1#2) {ty = tensor<*x!foo.elt>} : (tensor<*xf64>, vector<[4]xf32>) -> ()

%0:7 = "foo.tensors"() : () -> (tensor<4xf32>, tensor<?x4x?xi8>, tensor<*xf64>, tensor<i32>, tensor<0xi1>, tensor<1x2x3x4x5xindex>, tensor<2xvector<3xf32>>)
%1:5 = "foo.vectors"() : () -> (vector<4xf32>, vector<2x3xi32>, vector<[4]xf32>, vector<2x[4]xi8>, vector<[2]x[2]xf16>)
"foo.use"(%0#2, %1#2) {ty = tensor<*x!foo.elt>} : (tensor<*xf64>, vector<[4]xf32>) -> ()
