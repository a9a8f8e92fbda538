// tuple<> (empty, single, nested, with function/shaped members) and complex<float|int> types.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: %0:5 = "foo.tup"() : () -> (tuple<>, tuple<i32>, tuple<i32, tuple<f32, index>>, tuple<(i32) -> i32, tensor<2xf32>>, tuple<tuple<>>)
// CHECK-NEXT: %1:4 = "foo.cplx"() : () -> (complex<f32>, complex<f64>, complex<i32>, tensor<2xcomplex<f16>>)
// CHECK-NEXT: "foo.attr"() {t = tuple<complex<bf16>, none>} : () -> ()

%0:5 = "foo.tup"() : () -> (tuple<>, tuple<i32>, tuple<i32, tuple<f32, index>>, tuple<(i32) -> (i32), tensor<2xf32>>, tuple<tuple<>>)
%1:4 = "foo.cplx"() : () -> (complex<f32>, complex<f64>, complex<i32>, tensor<2xcomplex<f16>>)
"foo.attr"() {t = tuple<complex<bf16>, none>} : () -> ()
