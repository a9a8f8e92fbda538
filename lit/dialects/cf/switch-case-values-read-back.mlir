// cf.switch's custom form reads back every case value it prints. MLIR 22
// prints case values zero-extended and capped at 2^64-1, and reads only
// int64 literals: its own output of `-1 : i64` (18446744073709551615) does
// not read back, and on a flag wider than 64 bits `-1` prints as 2^64-1, a
// different value. Strata accepts literals up to 2^64-1, and prints the
// cases of wider flags in signed decimal. The generic form, where the
// values are a dense vector, is compared with mlir-opt-22.
// COMPAT: generic
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// An i64 flag prints like MLIR; the zero-extended -1 reads back as -1.
// CHECK-LABEL: func.func @i64_minus_one
// CHECK: cf.switch %{{.*}} : i64, [
// CHECK-NEXT:   default: ^bb1,
// CHECK-NEXT:   18446744073709551615: ^bb1,
// CHECK-NEXT:   9223372036854775808: ^bb1
// CHECK-NEXT: ]
// GENERIC-LABEL: sym_name = "i64_minus_one"
// GENERIC: case_values = dense<[-1, -9223372036854775808]> : vector<2xi64>
func.func @i64_minus_one(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    -1: ^bb1,
    9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// Wider flags keep the sign, and take values past 64 bits.
// CHECK-LABEL: func.func @i256_negative
// CHECK: cf.switch %{{.*}} : i256, [
// CHECK-NEXT:   default: ^bb1,
// CHECK-NEXT:   -1: ^bb1,
// CHECK-NEXT:   18446744073709551616: ^bb1,
// CHECK-NEXT:   -9223372036854775809: ^bb1
// CHECK-NEXT: ]
// GENERIC-LABEL: sym_name = "i256_negative"
// GENERIC: case_values = dense<[-1, 18446744073709551616, -9223372036854775809]> : vector<3xi256>
func.func @i256_negative(%flag: i256) {
  cf.switch %flag : i256, [
    default: ^bb1,
    -1: ^bb1,
    18446744073709551616: ^bb1,
    -9223372036854775809: ^bb1
  ]
^bb1:
  return
}

// An unsigned wide flag: -1 is stored as the all-ones pattern.
// CHECK-LABEL: func.func @ui128_all_ones
// CHECK: cf.switch %{{.*}} : ui128, [
// CHECK-NEXT:   default: ^bb1,
// CHECK-NEXT:   -1: ^bb1
// GENERIC-LABEL: sym_name = "ui128_all_ones"
// GENERIC: case_values = dense<340282366920938463463374607431768211455> : vector<1xui128>
func.func @ui128_all_ones(%flag: ui128) {
  cf.switch %flag : ui128, [
    default: ^bb1,
    -1: ^bb1
  ]
^bb1:
  return
}
