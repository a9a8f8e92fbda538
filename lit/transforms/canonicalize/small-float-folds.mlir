// Folding in the IEEE-style small float formats (f8E5M2, f8E4M3, f8E3M4)
// rounds each result to the format as APFloat does: 1.5 + 0.75 = 2.25 is
// 2.0 in f8E5M2 (two mantissa bits), 3 * 3 = 9 is exact in f8E4M3, and
// 40000 * 40000 overflows to infinity. Comparisons and extensions fold too.
// RUN: strata-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @folds()
// CHECK-DAG:     %[[ADD:.*]] = arith.constant 2.000000e+00 : f8E5M2
// CHECK-DAG:     %[[MUL:.*]] = arith.constant 9.000000e+00 : f8E4M3
// CHECK-DAG:     %[[DIV:.*]] = arith.constant 1.000000e+00 : f8E3M4
// CHECK-DAG:     %[[EXT:.*]] = arith.constant 1.500000e+00 : f16
// CHECK-DAG:     %[[INF:.*]] = arith.constant 0x7C : f8E5M2
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK:         return %[[ADD]], %[[MUL]], %[[DIV]], %[[EXT]], %[[INF]], %[[FALSE]]
func.func @folds() -> (f8E5M2, f8E4M3, f8E3M4, f16, f8E5M2, i1) {
  %a = arith.constant 1.5 : f8E5M2
  %b = arith.constant 0.75 : f8E5M2
  %0 = arith.addf %a, %b : f8E5M2
  %c = arith.constant 3.0 : f8E4M3
  %1 = arith.mulf %c, %c : f8E4M3
  %d = arith.constant 0.3 : f8E3M4
  %2 = arith.divf %d, %d : f8E3M4
  %3 = arith.extf %a : f8E5M2 to f16
  %big = arith.constant 40000.0 : f8E5M2
  %4 = arith.mulf %big, %big : f8E5M2
  %5 = arith.cmpf olt, %a, %b : f8E5M2
  return %0, %1, %2, %3, %4, %5 : f8E5M2, f8E4M3, f8E3M4, f16, f8E5M2, i1
}
