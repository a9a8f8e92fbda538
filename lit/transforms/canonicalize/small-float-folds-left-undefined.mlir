// STRATA-ONLY: LLVM's APFloat leaves these results undefined, and
// mlir-opt-22 folds them to whatever pattern it then holds (0x0 for a NaN
// in f4E2M1FN, an infinity's pattern for f8E8M0FNU's NaN in bf16, a
// "-1.0" for f8E8M0FNU, which has no sign): Strata leaves them unfolded.
// The 6- and 4-bit formats have neither NaN nor infinity, so a division by
// zero, a remainder by zero and a truncation of an infinity or a NaN have
// no value there; f8E8M0FNU is unsigned, so 1 - 2, -x and sitofp(-1) have
// none either; and its NaN has no fraction to carry a payload into an
// IEEE format.
// RUN: strata-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @no_nan_or_infinity
// CHECK:         arith.divf
// CHECK:         arith.divf
// CHECK:         arith.remf
// CHECK:         arith.truncf
// CHECK:         arith.truncf
func.func @no_nan_or_infinity() -> (f4E2M1FN, f6E2M3FN, f6E3M2FN, f4E2M1FN, f6E2M3FN) {
  %one = arith.constant 1.0 : f4E2M1FN
  %zero = arith.constant 0.0 : f4E2M1FN
  %0 = arith.divf %one, %zero : f4E2M1FN
  %e2m3_zero = arith.constant 0.0 : f6E2M3FN
  %1 = arith.divf %e2m3_zero, %e2m3_zero : f6E2M3FN
  %e3m2_one = arith.constant 1.0 : f6E3M2FN
  %e3m2_zero = arith.constant 0.0 : f6E3M2FN
  %2 = arith.remf %e3m2_one, %e3m2_zero : f6E3M2FN
  %inf = arith.constant 0x7F800000 : f32
  %3 = arith.truncf %inf : f32 to f4E2M1FN
  %nan = arith.constant 0x7FC00000 : f32
  %4 = arith.truncf %nan : f32 to f6E2M3FN
  return %0, %1, %2, %3, %4 : f4E2M1FN, f6E2M3FN, f6E3M2FN, f4E2M1FN, f6E2M3FN
}

// CHECK-LABEL: func.func @unsigned
// CHECK:         arith.subf
// CHECK:         arith.negf
// CHECK:         arith.sitofp
// CHECK:         arith.extf
func.func @unsigned() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, bf16) {
  %one = arith.constant 1.0 : f8E8M0FNU
  %two = arith.constant 2.0 : f8E8M0FNU
  %0 = arith.subf %one, %two : f8E8M0FNU
  %1 = arith.negf %two : f8E8M0FNU
  %minus_one = arith.constant -1 : i32
  %2 = arith.sitofp %minus_one : i32 to f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %3 = arith.extf %nan : f8E8M0FNU to bf16
  return %0, %1, %2, %3 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, bf16
}
