// Constant folding on integers wider than 128 bits wraps at the type's
// width, as MLIR's APInt does: in i256, MAX + 1 is MIN, 2^128 * 2^128 is
// 0, 2^128 / -3 rounds toward zero (ceildivsi up, floordivsi down), -3
// read unsigned is 2^256 - 3; extensions, truncations and conversions
// between such integers, index and floats fold too.
// RUN: strata-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @ops()
// CHECK-DAG:     %[[MIN:.*]] = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
// CHECK-DAG:     %[[SUB:.*]] = arith.constant -340282366920938463463374607431768211459 : i256
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0 : i256
// CHECK-DAG:     %[[QUOTIENT:.*]] = arith.constant -113427455640312821154458202477256070485 : i256
// CHECK-DAG:     %[[UNSIGNED_QUOTIENT:.*]] = arith.constant 340282366920938463463374607431768211455 : i256
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1 : i256
// CHECK-DAG:     %[[FLOOR:.*]] = arith.constant -113427455640312821154458202477256070486 : i256
// CHECK-DAG:     %[[SHIFTED:.*]] = arith.constant 680564733841876926926749214863536422912 : i256
// CHECK-DAG:     %[[MINUS_TWO:.*]] = arith.constant -2 : i256
// CHECK-DAG:     %[[MINUS_THREE:.*]] = arith.constant -3 : i256
// CHECK-DAG:     %[[XOR:.*]] = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819966 : i256
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[TWO_128:.*]] = arith.constant 340282366920938463463374607431768211456 : i256
// CHECK:         return %[[MIN]], %[[SUB]], %[[ZERO]], %[[QUOTIENT]], %[[UNSIGNED_QUOTIENT]], %[[ONE]], %[[QUOTIENT]], %[[FLOOR]], %[[SHIFTED]], %[[MINUS_TWO]], %[[MINUS_THREE]], %[[MINUS_THREE]], %[[XOR]], %[[TRUE]], %[[FALSE]], %[[TWO_128]], %[[TWO_128]] :
func.func @ops() -> (i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i1, i1, i256, i256) {
  %a = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %b = arith.constant -3 : i256
  %c = arith.constant 340282366920938463463374607431768211456 : i256
  %one = arith.constant 1 : i256
  %0 = arith.addi %a, %one : i256
  %1 = arith.subi %b, %c : i256
  %2 = arith.muli %c, %c : i256
  %3 = arith.divsi %c, %b : i256
  %4 = arith.divui %b, %c : i256
  %5 = arith.remsi %c, %b : i256
  %6 = arith.ceildivsi %c, %b : i256
  %7 = arith.floordivsi %c, %b : i256
  %8 = arith.shli %c, %one : i256
  %9 = arith.shrsi %b, %one : i256
  %10 = arith.maxui %a, %b : i256
  %11 = arith.minsi %a, %b : i256
  %12 = arith.xori %a, %b : i256
  %13 = arith.cmpi slt, %b, %c : i256
  %14 = arith.cmpi ult, %b, %c : i256
  %15 = arith.ceildivui %b, %c : i256
  %16 = arith.andi %b, %c : i256
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i1, i1, i256, i256
}

// CHECK-LABEL: func.func @casts()
// CHECK-DAG:     arith.constant -3 : i512
// CHECK-DAG:     arith.constant 115792089237316195423570985008687907853269984665640564039457584007913129639933 : i512
// CHECK-DAG:     arith.constant 1 : i128
// CHECK-DAG:     arith.constant 1606938044258990275541962092341162602522202993782792835301375 : i300
// CHECK-DAG:     arith.constant 3.4028236692093846E+38 : f64
// CHECK-DAG:     arith.constant 0x7F800000 : f32
// CHECK-DAG:     arith.constant 999999999999999949387135297074018866963645011013410073083904 : i256
// CHECK-DAG:     arith.constant -15000000000000001060141952447820087689216 : i256
// CHECK-DAG:     arith.constant 1 : index
// CHECK-DAG:     arith.constant -7 : i256
// CHECK-NOT:     arith.{{ext|trunc|itofp|fpto|index_cast}}
func.func @casts() -> (i512, i512, i128, i300, f64, f32, i256, i256, index, i256) {
  %b = arith.constant -3 : i256
  %c = arith.constant 340282366920938463463374607431768211457 : i256
  %0 = arith.extsi %b : i256 to i512
  %1 = arith.extui %b : i256 to i512
  %2 = arith.trunci %c : i256 to i128
  %big = arith.constant -1 : i200
  %3 = arith.extui %big : i200 to i300
  %4 = arith.sitofp %c : i256 to f64
  %5 = arith.uitofp %b : i256 to f32
  %f = arith.constant 1.0e60 : f64
  %6 = arith.fptosi %f : f64 to i256
  %g = arith.constant -1.5e40 : f64
  %7 = arith.fptosi %g : f64 to i256
  %8 = arith.index_cast %c : i256 to index
  %i = arith.constant -7 : index
  %9 = arith.index_cast %i : index to i256
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i512, i512, i128, i300, f64, f32, i256, i256, index, i256
}

// Dense elements fold element by element; mului_extended gives both
// halves of the 512-bit product.
// CHECK-LABEL: func.func @dense()
// CHECK-DAG:     arith.constant dense<[340282366920938463463374607431768211456, -2]> : vector<2xi256>
// CHECK-DAG:     arith.constant dense<[false, true]> : vector<2xi1>
// CHECK-DAG:     arith.constant 42308751316228357050463030342897363828253420198089843859485145016267500896244 : i256
// CHECK-DAG:     arith.constant 10530307548654774059521 : i256
// CHECK-NOT:     arith.mul
func.func @dense() -> (vector<2xi256>, vector<2xi1>, i256, i256) {
  %a = arith.constant dense<[1, 115792089237316195423570985008687907853269984665640564039457584007913129639935]> : vector<2xi256>
  %b = arith.constant dense<[340282366920938463463374607431768211456, 2]> : vector<2xi256>
  %0 = arith.muli %a, %b : vector<2xi256>
  %1 = arith.cmpi ugt, %a, %b : vector<2xi256>
  %c = arith.constant 12345678901234567890123456789012345678901234567890 : i256
  %d = arith.constant 98765432109876543210987654321098765432109876543210 : i256
  %lo, %hi = arith.mului_extended %c, %d : i256
  return %0, %1, %lo, %hi : vector<2xi256>, vector<2xi1>, i256, i256
}

// The reassociation patterns read wide constants too: (x + c0) + c1 is
// x + (c0 + c1), here 2^251 + 17 plus 1 (MLIR's tripleMulLargeInt).
// CHECK-LABEL: func.func @reassociate(
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3618502788666131106986593281521497120414687020801267626233049500247285301266 : i256
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %arg0, %[[C]] : i256
// CHECK-NEXT:    return %[[SUM]] : i256
func.func @reassociate(%arg0: i256) -> i256 {
  %0 = arith.constant 3618502788666131106986593281521497120414687020801267626233049500247285301265 : i256
  %1 = arith.constant 1 : i256
  %2 = arith.addi %arg0, %0 : i256
  %3 = arith.addi %2, %1 : i256
  return %3 : i256
}
