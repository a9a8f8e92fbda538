// Dense attributes of complex numbers and of strings. A complex element is
// written `(re, im)` and printed `(re,im)`, its parts of the complex's
// element type; equal elements make a splat. Elements of a type that is
// not a number are strings, printed with MLIR's escapes. Past the hex
// threshold complex elements print as their parts' bytes, strings never
// do; past the elision threshold both are elided.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 %s | FileCheck %s --check-prefix=HEX
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=1 %s | FileCheck %s --check-prefix=ELIDE

// CHECK-LABEL: func.func @complex()
// CHECK-NEXT:    "test.complex"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, b = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, c = dense<(1.500000e+00,-2.000000e+00)> : tensor<3xcomplex<f64>>, d = dense<(true,false)> : tensor<1xcomplex<i1>>, e = dense<(0x7FC00000,0.000000e+00)> : tensor<1xcomplex<f32>>, f = dense<(1,2)> : tensor<2xcomplex<i8>>, g = dense<[{{\[}}(1,-1)], {{\[}}(-128,127)]]> : tensor<2x1xcomplex<i8>>} : () -> ()
// The two parts of each element, little-endian, one after the other.
// HEX:           b = dense<"0x01000000020000000300000004000000"> : tensor<2xcomplex<i32>>
// HEX-SAME:      g = dense<"0x01FF807F"> : tensor<2x1xcomplex<i8>>
// ELIDE:         b = dense_resource<__elided__> : tensor<2xcomplex<i32>>
func.func @complex() {
  "test.complex"() {a = dense<(1.0, 2.0)> : tensor<complex<f32>>,
                    b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>,
                    c = dense<(1.5, -2.0)> : tensor<3xcomplex<f64>>,
                    d = dense<[(true, false)]> : tensor<1xcomplex<i1>>,
                    e = dense<[(0x7FC00000, 0.0)]> : tensor<1xcomplex<f32>>,
                    f = dense<[(1, 2), (1, 2)]> : tensor<2xcomplex<i8>>,
                    g = dense<[[(1, -1)], [(-128, 127)]]> : tensor<2x1xcomplex<i8>>} : () -> ()
  return
}

// CHECK-LABEL: func.func @strings()
// CHECK-NEXT:    "test.strings"() {a = dense<["a", "bc"]> : tensor<2x!t.str>, b = dense<"x"> : tensor<3x!t.str>, c = dense<["a\0A", "\00", "\FF"]> : tensor<3x!t.str>, d = dense<{{\[}}["a"], ["b"]]> : tensor<2x1x!t.str>, e = dense<"x"> : tensor<0x!t.str>, f = dense<"0x01"> : tensor<2x!t.str>} : () -> ()
// HEX:           a = dense<["a", "bc"]> : tensor<2x!t.str>
// ELIDE:         a = dense_resource<__elided__> : tensor<2x!t.str>, b = dense<"x"> : tensor<3x!t.str>
func.func @strings() {
  "test.strings"() {a = dense<["a", "bc"]> : tensor<2x!t.str>, b = dense<"x"> : tensor<3x!t.str>,
                    c = dense<["a\n", "\00", "\FF"]> : tensor<3x!t.str>,
                    d = dense<[["a"], ["b"]]> : tensor<2x1x!t.str>,
                    e = dense<"x"> : tensor<0x!t.str>,
                    f = dense<["0x01", "0x01"]> : tensor<2x!t.str>} : () -> ()
  return
}
