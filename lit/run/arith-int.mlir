// arith's integer ops at their edges: wrap-around, rounding of the
// divisions, shifts of negative values, unsigned views, comparisons,
// select and width changes.
// RUN: strata-run %s --entry wrap | FileCheck %s --check-prefix=WRAP
// RUN: strata-run %s --entry divisions -- -7 2 | FileCheck %s --check-prefix=DIV
// RUN: strata-run %s --entry shifts -- -16 2 | FileCheck %s --check-prefix=SHIFT
// RUN: strata-run %s --entry extremes -- -1 1 | FileCheck %s --check-prefix=EXT
// RUN: strata-run %s --entry compare -- -1 1 | FileCheck %s --check-prefix=CMP
// RUN: strata-run %s --entry widths -- -2 | FileCheck %s --check-prefix=WIDTH

// 127 + 1 wraps to -128 in i8; 100 * 3 = 300 wraps to 44; 0 - 1 = -1.
// WRAP: -128
// WRAP-NEXT: 44
// WRAP-NEXT: -1

// -7 / 2: divsi rounds toward zero (-3); remsi takes the dividend's sign
// (-1); as an unsigned 32-bit value -7 is 4294967289: divui gives
// 2147483644 and remui 1.
// DIV: -3
// DIV-NEXT: -1
// DIV-NEXT: 2147483644
// DIV-NEXT: 1

// -16 >> 2 arithmetic is -4; logical on 32 bits is 1073741820; -16 << 2 is
// -64.
// SHIFT: -4
// SHIFT-NEXT: 1073741820
// SHIFT-NEXT: -64

// Signed max and min of -1 and 1.
// EXT: 1
// EXT-NEXT: -1

// -1 vs 1: slt, ult, eq, ne, sge, uge; then select on slt.
// CMP: 1
// CMP-NEXT: 0
// CMP-NEXT: 0
// CMP-NEXT: 1
// CMP-NEXT: 0
// CMP-NEXT: 1
// CMP-NEXT: -1

// -2 as i8: extsi to i32 is -2, extui is 254, trunci of 254 (i32) to i8
// is -2, index_cast sign-extends: -2.
// WIDTH: -2
// WIDTH-NEXT: 254
// WIDTH-NEXT: -2
// WIDTH-NEXT: -2

func.func @wrap() -> (i8, i8, i16) {
  %c127 = arith.constant 127 : i8
  %c1 = arith.constant 1 : i8
  %c100 = arith.constant 100 : i8
  %c3 = arith.constant 3 : i8
  %z = arith.constant 0 : i16
  %o = arith.constant 1 : i16
  %a = arith.addi %c127, %c1 : i8
  %m = arith.muli %c100, %c3 : i8
  %s = arith.subi %z, %o : i16
  return %a, %m, %s : i8, i8, i16
}

func.func @divisions(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.remsi %a, %b : i32
  %2 = arith.divui %a, %b : i32
  %3 = arith.remui %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @shifts(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.shrsi %a, %b : i32
  %1 = arith.shrui %a, %b : i32
  %2 = arith.shli %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @extremes(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minsi %a, %b : i32
  return %0, %1 : i32, i32
}

func.func @compare(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i32) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi ult, %a, %b : i32
  %2 = arith.cmpi eq, %a, %b : i32
  %3 = arith.cmpi ne, %a, %b : i32
  %4 = arith.cmpi sge, %a, %b : i32
  %5 = arith.cmpi uge, %a, %b : i32
  %6 = arith.select %0, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i32
}

func.func @widths(%a: i8) -> (i32, i32, i8, index) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i32
  %2 = arith.trunci %1 : i32 to i8
  %3 = arith.index_cast %0 : i32 to index
  return %0, %1, %2, %3 : i32, i32, i8, index
}
