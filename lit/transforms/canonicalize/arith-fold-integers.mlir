// Integer folders of arith (ArithOps.cpp `fold` methods, MLIR's APInt
// semantics: wrap-around, signed and unsigned division; out-of-range
// shifts, division by zero and signed-division overflow are left for run
// time, as MLIR 22 leaves them). Each case is byte-identical with
// mlir-opt-22.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// Signed division truncates toward zero; the remainder takes the
// dividend's sign.
// CHECK-LABEL: func.func @divsi_remsi(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -2 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  return %[[V0]], %[[V1]] : i32, i32
// CHECK-NEXT:  }
func.func @divsi_remsi() -> (i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %0 = arith.divsi %a, %b : i32
  %1 = arith.remsi %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

// Unsigned division reads -3 as 4294967293.
// CHECK-LABEL: func.func @divui_remui(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 7 : i32
// CHECK-NEXT:  return %[[V0]], %[[V1]] : i32, i32
// CHECK-NEXT:  }
func.func @divui_remui() -> (i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %0 = arith.divui %a, %b : i32
  %1 = arith.remui %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

// Division by zero is not folded: it is undefined behaviour at run time.
// CHECK-LABEL: func.func @divsi_by_zero(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 7 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.divsi %[[V0]], %[[V1]] : i32
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @divsi_by_zero() -> i32 {
  %a = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.divsi %a, %c0 : i32
  return %0 : i32
}

// -----

// INT_MIN / -1 overflows: not folded, MLIR 22 leaves it for run time.
// CHECK-LABEL: func.func @divsi_overflow(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -2147483648 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.divsi %[[V0]], %[[V1]] : i32
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @divsi_overflow() -> i32 {
  %m = arith.constant -2147483648 : i32
  %n1 = arith.constant -1 : i32
  %0 = arith.divsi %m, %n1 : i32
  return %0 : i32
}

// -----

// Shifting by the width or more gives poison at run time; MLIR 22 does
// not fold it.
// CHECK-LABEL: func.func @shift_out_of_range(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 7 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 33 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.shli %[[V0]], %[[V1]] : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.shrui %[[V0]], %[[V1]] : i32
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.shrsi %[[V0]], %[[V1]] : i32
// CHECK-NEXT:  return %[[V2]], %[[V3]], %[[V4]] : i32, i32, i32
// CHECK-NEXT:  }
func.func @shift_out_of_range() -> (i32, i32, i32) {
  %a = arith.constant 7 : i32
  %c33 = arith.constant 33 : i32
  %0 = arith.shli %a, %c33 : i32
  %1 = arith.shrui %a, %c33 : i32
  %2 = arith.shrsi %a, %c33 : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// In-range shifts: shrsi keeps the sign, shrui fills with zeros.
// CHECK-LABEL: func.func @shifts(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -64 : i8
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 60 : i8
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant -4 : i8
// CHECK-NEXT:  return %[[V0]], %[[V1]], %[[V2]] : i8, i8, i8
// CHECK-NEXT:  }
func.func @shifts() -> (i8, i8, i8) {
  %a = arith.constant -16 : i8
  %c2 = arith.constant 2 : i8
  %0 = arith.shli %a, %c2 : i8
  %1 = arith.shrui %a, %c2 : i8
  %2 = arith.shrsi %a, %c2 : i8
  return %0, %1, %2 : i8, i8, i8
}

// -----

// Addition and multiplication wrap at the width.
// CHECK-LABEL: func.func @wrap_around(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -56 : i8
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 16 : i8
// CHECK-NEXT:  return %[[V0]], %[[V1]] : i8, i8
// CHECK-NEXT:  }
func.func @wrap_around() -> (i8, i8) {
  %a = arith.constant 100 : i8
  %b = arith.constant 100 : i8
  %0 = arith.addi %a, %b : i8
  %1 = arith.muli %a, %b : i8
  return %0, %1 : i8, i8
}

// -----

// maxsi/minsi compare signed, maxui/minui unsigned.
// CHECK-LABEL: func.func @min_max(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 7 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant -3 : i32
// CHECK-NEXT:  return %[[V0]], %[[V1]] : i32, i32
// CHECK-NEXT:  }
func.func @min_max() -> (i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minsi %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

// x + 0, x * 1, x & x, x / 1 are x; x - x, x ^ x, x * 0 are 0; x | -1 is -1.
// CHECK-LABEL: func.func @identities(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i32
// CHECK-NEXT:  return %arg0, %arg0, %[[V0]], %arg0, %[[V1]], %[[V0]], %[[V0]], %arg0 : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @identities(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.addi %arg0, %c0 : i32
  %1 = arith.muli %arg0, %c1 : i32
  %2 = arith.subi %arg0, %arg0 : i32
  %3 = arith.andi %arg0, %arg0 : i32
  %4 = arith.ori %arg0, %cm1 : i32
  %5 = arith.xori %arg0, %arg0 : i32
  %6 = arith.muli %arg0, %c0 : i32
  %7 = arith.divui %arg0, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// Chains of constant additions and multiplications fold into one op;
// nsw/nuw survive only when both ops carry them.
// CHECK-LABEL: func.func @constant_reassociation_with_flags(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 4 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, %[[V1]] overflow<nsw> : i32
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.muli %arg0, %[[V0]] overflow<nuw> : i32
// CHECK-NEXT:  return %[[V2]], %[[V3]] : i32, i32
// CHECK-NEXT:  }
func.func @constant_reassociation_with_flags(%arg0: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %arg0, %c1 overflow<nsw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  %2 = arith.muli %arg0, %c2 overflow<nuw> : i32
  %3 = arith.muli %2, %c2 overflow<nuw> : i32
  return %1, %3 : i32, i32
}

// -----

// Elementwise folding of dense vectors, splats included.
// CHECK-LABEL: func.func @vectors(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant dense<[4, 5, 6, 7]> : vector<4xi32>
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT:  return %[[V0]], %[[V1]] : vector<4xi32>, vector<4xi1>
// CHECK-NEXT:  }
func.func @vectors() -> (vector<4xi32>, vector<4xi1>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<3> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.cmpi slt, %a, %b : vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi1>
}

// -----

// -1 is below 1 signed, above it unsigned.
// CHECK-LABEL: func.func @cmpi_constants(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  return %[[V0]], %[[V1]], %[[V1]], %[[V0]] : i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_constants() -> (i1, i1, i1, i1) {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %0 = arith.cmpi ult, %a, %b : i8
  %1 = arith.cmpi slt, %a, %b : i8
  %2 = arith.cmpi uge, %a, %b : i8
  %3 = arith.cmpi ne, %a, %a : i8
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// Comparing a value with itself: eq, sle, uge hold; ne, ult, sgt do not.
// CHECK-LABEL: func.func @cmpi_same_operand(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  return %[[V0]], %[[V1]], %[[V0]], %[[V1]], %[[V0]], %[[V1]] : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_same_operand(%arg0: i32) -> (i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %arg0, %arg0 : i32
  %1 = arith.cmpi ne, %arg0, %arg0 : i32
  %2 = arith.cmpi sle, %arg0, %arg0 : i32
  %3 = arith.cmpi ult, %arg0, %arg0 : i32
  %4 = arith.cmpi uge, %arg0, %arg0 : i32
  %5 = arith.cmpi sgt, %arg0, %arg0 : i32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// Comparisons with the type's extreme values are known (x <= 127 at i8,
// x u>= 0).
// CHECK-LABEL: func.func @cmpi_against_bounds(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 127 : i8
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant -128 : i8
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = arith.cmpi sle, %arg0, %[[V0]] : i8
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %arg0, %[[V1]] : i8
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = arith.cmpi uge, %arg1, %[[V2]] : index
// CHECK-NEXT:  %[[V6:[a-zA-Z0-9_.$-]+]] = arith.cmpi ult, %arg1, %[[V2]] : index
// CHECK-NEXT:  return %[[V3]], %[[V4]], %[[V5]], %[[V6]] : i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_against_bounds(%arg0: i8, %arg1: index) -> (i1, i1, i1, i1) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %zero = arith.constant 0 : index
  %0 = arith.cmpi sle, %arg0, %max : i8
  %1 = arith.cmpi slt, %arg0, %min : i8
  %2 = arith.cmpi uge, %arg1, %zero : index
  %3 = arith.cmpi ult, %arg1, %zero : index
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// extsi and extui of -1 : i8; trunci of 300 keeps the low 16 bits.
// CHECK-LABEL: func.func @extensions_and_truncation(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i64
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 255 : i64
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.constant 300 : i16
// CHECK-NEXT:  return %[[V0]], %[[V1]], %[[V2]] : i64, i64, i16
// CHECK-NEXT:  }
func.func @extensions_and_truncation() -> (i64, i64, i16) {
  %a = arith.constant -1 : i8
  %0 = arith.extsi %a : i8 to i64
  %1 = arith.extui %a : i8 to i64
  %b = arith.constant 300 : i32
  %2 = arith.trunci %b : i32 to i16
  return %0, %1, %2 : i64, i64, i16
}

// -----

// select of equal values, of true/false (the condition or its negation),
// of a constant condition.
// CHECK-LABEL: func.func @select_folds(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.xori %arg0, %[[V1]] : i1
// CHECK-NEXT:  return %arg1, %arg0, %[[V2]], %[[V0]] : i32, i1, i1, i32
// CHECK-NEXT:  }
func.func @select_folds(%arg0: i1, %arg1: i32) -> (i32, i1, i1, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %arg0, %arg1, %arg1 : i32
  %1 = arith.select %arg0, %true, %false : i1
  %2 = arith.select %arg0, %false, %true : i1
  %3 = arith.select %true, %c1, %c0 : i32
  return %0, %1, %2, %3 : i32, i1, i1, i32
}

// -----

// A duplicate constant is replaced while the driver fills its worklist,
// and its users are queued then, newest use first: the last xori folds
// through the middle one before the middle one folds, as in MLIR, so it
// becomes the first xori instead of a second copy of it.
// CHECK-LABEL: func.func @duplicate_constant_queues_users_first(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, %[[V0]] : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.xori %arg0, %[[V0]] : i32
// CHECK-NEXT:  return %[[V1]], %[[V2]], %arg0, %[[V2]] : i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @duplicate_constant_queues_users_first(%arg0: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant -1 : i32
  %u = arith.addi %arg0, %c1 : i32
  %c2 = arith.constant -1 : i32
  %0 = arith.xori %c2, %arg0 : i32
  %1 = arith.xori %c2, %0 : i32
  %2 = arith.xori %c2, %1 : i32
  return %u, %0, %1, %2 : i32, i32, i32, i32
}
