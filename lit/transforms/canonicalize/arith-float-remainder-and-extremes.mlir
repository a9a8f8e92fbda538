// The float remainder and extremes: their folders as MLIR 22 has them.
// remf is C's fmod: the quotient rounds toward zero and the result takes
// the dividend's sign; by zero it is the default NaN, by an infinity the
// dividend; f16 is exact through f64 (100 fmod 0.2999267578125 =
// 0.0837...). maximumf/minimumf give NaN (quieted)
// when either operand is NaN and order -0.0 below +0.0; maxnumf/minnumf
// ignore a quiet NaN, quiet a signaling one (LLVM 22's maxnum), and order
// zeros the same way. x op x is x; maximumf(x, -inf), minimumf(x, +inf),
// maxnumf(x, NaN) and minnumf(x, NaN) are x. mlir-opt-22 prints the same.
// RUN: strata-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @maximumf_nan(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @maximumf_nan() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 1.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @maximumf_zeros(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @maximumf_zeros() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minimumf_zeros(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @minimumf_zeros() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.minimumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minimumf_numbers(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -2.500000e+00 : f64
// CHECK-NEXT:    return %[[R]] : f64
func.func @minimumf_numbers() -> f64 {
  %a = arith.constant -2.5 : f64
  %b = arith.constant 3.0 : f64
  %r = arith.minimumf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @maximumf_signaling(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 0x7FE00000 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @maximumf_signaling() -> f32 {
  %a = arith.constant 0x7FA00000 : f32
  %b = arith.constant 1.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @maxnumf_quiet_nan(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @maxnumf_quiet_nan() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 1.0 : f32
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @maxnumf_zeros(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @maxnumf_zeros() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minnumf_zeros(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @minnumf_zeros() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minnumf_signaling(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 0x7FE00000 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @minnumf_signaling() -> f32 {
  %a = arith.constant 0x7FA00000 : f32
  %b = arith.constant 1.0 : f32
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minnumf_numbers(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:    return %[[R]] : f16
func.func @minnumf_numbers() -> f16 {
  %a = arith.constant 4.0 : f16
  %b = arith.constant -1.0 : f16
  %r = arith.minnumf %a, %b : f16
  return %r : f16
}

// CHECK-LABEL: func.func @remf_negative_dividend(
// CHECK-NEXT:    %[[R:.*]] = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @remf_negative_dividend() -> f32 {
  %a = arith.constant -7.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @remf_negative_divisor(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @remf_negative_divisor() -> f32 {
  %a = arith.constant 7.5 : f32
  %b = arith.constant -2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @remf_by_zero(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @remf_by_zero() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @remf_infinite_divisor(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 3.000000e+00 : f64
// CHECK-NEXT:    return %[[R]] : f64
func.func @remf_infinite_divisor() -> f64 {
  %a = arith.constant 3.0 : f64
  %b = arith.constant 0x7FF0000000000000 : f64
  %r = arith.remf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @remf_f16(
// CHECK-NEXT:    %[[R:.*]] = arith.constant 8.374020e-02 : f16
// CHECK-NEXT:    return %[[R]] : f16
func.func @remf_f16() -> f16 {
  %a = arith.constant 100.0 : f16
  %b = arith.constant 0.3 : f16
  %r = arith.remf %a, %b : f16
  return %r : f16
}

// CHECK-LABEL: func.func @maximumf_negative_infinity(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    return %[[X]] : f32
func.func @maximumf_negative_infinity(%x: f32) -> f32 {
  %c = arith.constant 0xFF800000 : f32
  %r = arith.maximumf %x, %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @maximumf_positive_infinity(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %[[R:.*]] = arith.maximumf %[[X]], %[[C]] : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @maximumf_positive_infinity(%x: f32) -> f32 {
  %c = arith.constant 0x7F800000 : f32
  %r = arith.maximumf %x, %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minimumf_positive_infinity(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    return %[[X]] : f32
func.func @minimumf_positive_infinity(%x: f32) -> f32 {
  %c = arith.constant 0x7F800000 : f32
  %r = arith.minimumf %x, %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @maxnumf_nan(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    return %[[X]] : f32
func.func @maxnumf_nan(%x: f32) -> f32 {
  %c = arith.constant 0x7FC00000 : f32
  %r = arith.maxnumf %x, %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minnumf_signaling_nan(
// CHECK-SAME:      %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT:    return %[[X]] : f32
func.func @minnumf_signaling_nan(%x: f32) -> f32 {
  %c = arith.constant 0x7FA00000 : f32
  %r = arith.minnumf %x, %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @maximumf_same(
// CHECK-SAME:      %[[X:.*]]: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:    return %[[X]] : vector<2xf32>
func.func @maximumf_same(%x: vector<2xf32>) -> vector<2xf32> {
  %r = arith.maximumf %x, %x : vector<2xf32>
  return %r : vector<2xf32>
}

// CHECK-LABEL: func.func @minimumf_same(
// CHECK-SAME:      %[[X:.*]]: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:    return %[[X]] : vector<2xf32>
func.func @minimumf_same(%x: vector<2xf32>) -> vector<2xf32> {
  %r = arith.minimumf %x, %x : vector<2xf32>
  return %r : vector<2xf32>
}

// CHECK-LABEL: func.func @maxnumf_same(
// CHECK-SAME:      %[[X:.*]]: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:    return %[[X]] : vector<2xf32>
func.func @maxnumf_same(%x: vector<2xf32>) -> vector<2xf32> {
  %r = arith.maxnumf %x, %x : vector<2xf32>
  return %r : vector<2xf32>
}

// CHECK-LABEL: func.func @minnumf_same(
// CHECK-SAME:      %[[X:.*]]: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:    return %[[X]] : vector<2xf32>
func.func @minnumf_same(%x: vector<2xf32>) -> vector<2xf32> {
  %r = arith.minnumf %x, %x : vector<2xf32>
  return %r : vector<2xf32>
}

// remf is not an identity on x: it stays.
// CHECK-LABEL: func.func @remf_same(
// CHECK-NEXT:    arith.remf
func.func @remf_same(%x: f32) -> f32 {
  %r = arith.remf %x, %x : f32
  return %r : f32
}
