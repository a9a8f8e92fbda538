// The 8-, 6- and 4-bit float types as APFloat defines them. A decimal
// constant rounds to the nearest value, ties to even; past the largest
// finite value it becomes infinity (IEEE-style formats), NaN (`FN`,
// `FNUZ`, `f8E8M0FNU`) or the largest value (the 6- and 4-bit formats,
// which have neither). `FNUZ` has no negative zero, `f8E8M0FNU` no zero at
// all (its smallest value is 2^-127). NaNs and infinities print as hex
// bits, everything else in MLIR's `%e` form.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @constants()
func.func @constants() {
  // 0.1 is between 0.09375 and 0.125 in f8E5M2 (two mantissa bits).
  // CHECK-NEXT: arith.constant 9.375000e-02 : f8E5M2
  %0 = arith.constant 0.1 : f8E5M2
  // 1e10 overflows to infinity.
  // CHECK-NEXT: arith.constant 0x7C : f8E5M2
  %1 = arith.constant 1.0e10 : f8E5M2
  // 248 is halfway between 240 (odd mantissa) and 256, which overflows.
  // CHECK-NEXT: arith.constant 0x78 : f8E4M3
  %2 = arith.constant 248.0 : f8E4M3
  // CHECK-NEXT: arith.constant 2.968750e-01 : f8E3M4
  %3 = arith.constant 0.3 : f8E3M4
  // 448 is the largest f8E4M3FN; 464 ties to it (even), 1000 is NaN.
  // CHECK-NEXT: arith.constant 4.480000e+02 : f8E4M3FN
  // CHECK-NEXT: arith.constant 4.480000e+02 : f8E4M3FN
  // CHECK-NEXT: arith.constant 0x7F : f8E4M3FN
  // CHECK-NEXT: arith.constant 0xFF : f8E4M3FN
  %4 = arith.constant 448.0 : f8E4M3FN
  %5 = arith.constant 464.0 : f8E4M3FN
  %6 = arith.constant 1000.0 : f8E4M3FN
  %7 = arith.constant -1000.0 : f8E4M3FN
  // No negative zero in FNUZ: -0.0 and tiny negatives are +0; 0x80 is NaN.
  // CHECK-NEXT: arith.constant 0.000000e+00 : f8E4M3FNUZ
  // CHECK-NEXT: arith.constant 0.000000e+00 : f8E5M2FNUZ
  // CHECK-NEXT: arith.constant 0x80 : f8E4M3FNUZ
  // CHECK-NEXT: arith.constant 3.125000e-01 : f8E4M3B11FNUZ
  %8 = arith.constant -0.0 : f8E4M3FNUZ
  %9 = arith.constant -1.0e-10 : f8E5M2FNUZ
  %10 = arith.constant 0x80 : f8E4M3FNUZ
  %11 = arith.constant 0.3 : f8E4M3B11FNUZ
  // f8E8M0FNU: 0 becomes 2^-127, 3 ties to 4, 1e39 is NaN (0xFF), and
  // 7e-39 is nearer 2^-127 than 2^-126 (there are no subnormals).
  // CHECK-NEXT: arith.constant 5.877470e-39 : f8E8M0FNU
  // CHECK-NEXT: arith.constant 4.000000e+00 : f8E8M0FNU
  // CHECK-NEXT: arith.constant 0xFF : f8E8M0FNU
  // CHECK-NEXT: arith.constant 5.877470e-39 : f8E8M0FNU
  %12 = arith.constant 0.0 : f8E8M0FNU
  %13 = arith.constant 3.0 : f8E8M0FNU
  %14 = arith.constant 1.0e39 : f8E8M0FNU
  %20 = arith.constant 7.0e-39 : f8E8M0FNU
  // Saturation in the formats without NaN; hex bits of 6 and 4 bits.
  // CHECK-NEXT: arith.constant 6.000000e+00 : f4E2M1FN
  // CHECK-NEXT: arith.constant -6.000000e+00 : f4E2M1FN
  // CHECK-NEXT: arith.constant 7.500000e+00 : f6E2M3FN
  // CHECK-NEXT: arith.constant -2.800000e+01 : f6E3M2FN
  // CHECK-NEXT: arith.constant 2.500000e-01 : f6E2M3FN
  %15 = arith.constant 100.0 : f4E2M1FN
  %16 = arith.constant 0xF : f4E2M1FN
  %17 = arith.constant 1.0e6 : f6E2M3FN
  %18 = arith.constant 0x3F : f6E3M2FN
  %19 = arith.constant 0.3 : f6E2M3FN
  return
}

// CHECK-LABEL: func.func @elements()
// A byte of hex data holds one 4-bit element in its low bits: 0xF7 is 0x7.
// CHECK-NEXT:    "test.elements"() {a = dense<[0x7F, -0.000000e+00]> : tensor<2xf8E4M3FN>, b = dense<1.000000e+00> : vector<4xf4E2M1FN>, c = array<f8E5M2: 1.500000e+00, 0x7C>, d = dense<6.000000e+00> : tensor<1xf4E2M1FN>} : () -> ()
func.func @elements() {
  "test.elements"() {a = dense<[0x7F, 0x80]> : tensor<2xf8E4M3FN>, b = dense<1.0> : vector<4xf4E2M1FN>,
                     c = array<f8E5M2: 1.5, 1.0e9>, d = dense<"0xF7"> : tensor<1xf4E2M1FN>} : () -> ()
  return
}

// Casts between the small formats and the IEEE ones, by width.
// CHECK-LABEL: func.func @casts(
// CHECK-NEXT:    arith.extf %arg0 : f8E4M3FN to f16
// CHECK-NEXT:    arith.extf %arg1 : f4E2M1FN to f8E4M3FN
// CHECK-NEXT:    arith.truncf %arg2 : f32 to f8E8M0FNU
// CHECK-NEXT:    arith.addf %arg0, %arg0 : f8E4M3FN
func.func @casts(%arg0: f8E4M3FN, %arg1: f4E2M1FN, %arg2: f32) {
  %0 = arith.extf %arg0 : f8E4M3FN to f16
  %1 = arith.extf %arg1 : f4E2M1FN to f8E4M3FN
  %2 = arith.truncf %arg2 : f32 to f8E8M0FNU
  %3 = arith.addf %arg0, %arg0 : f8E4M3FN
  return
}
