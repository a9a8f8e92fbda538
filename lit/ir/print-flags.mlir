// mlir-opt's printing flags for large constants, regions and numbering.
// RUN: strata-opt --discard-value-names -mlir-print-elementsattrs-with-hex-if-larger=2 %s | FileCheck %s --check-prefix=HEX
// RUN: strata-opt --discard-value-names -mlir-print-elementsattrs-with-hex-if-larger=-1 %s | FileCheck %s --check-prefix=NOHEX
// RUN: strata-opt --discard-value-names -mlir-elide-elementsattrs-if-larger=3 %s | FileCheck %s --check-prefix=ELIDE
// RUN: strata-opt --discard-value-names -mlir-print-skip-regions %s | FileCheck %s --check-prefix=SKIP
// RUN: strata-opt --discard-value-names -mlir-print-unique-ssa-ids %s | FileCheck %s --check-prefix=UNIQUE
// RUN: strata-opt --discard-value-names %s | FileCheck %s --check-prefix=DEFAULT

// Four i16 elements, little-endian: 1 = 0100, 2 = 0200, 3 = 0300, 256 = 0001.
// More than 2 elements print as hex; a splat never does, nor does -1.
// HEX: arith.constant dense<"0x0100020003000001"> : tensor<4xi16>
// HEX: arith.constant dense<9> : tensor<4xi16>
// HEX: arith.constant dense<[1, 2]> : tensor<2xi16>
// NOHEX: arith.constant dense<[1, 2, 3, 256]> : tensor<4xi16>
// Only the constant of more than 3 elements is elided; the splat is not.
// ELIDE: arith.constant dense_resource<__elided__> : tensor<4xi16>
// ELIDE: arith.constant dense<9> : tensor<4xi16>
// ELIDE: arith.constant dense<[1, 2]> : tensor<2xi16>
func.func @constants() -> (tensor<4xi16>, tensor<4xi16>, tensor<2xi16>) {
  %0 = arith.constant dense<[1, 2, 3, 256]> : tensor<4xi16>
  %1 = arith.constant dense<9> : tensor<4xi16>
  %2 = arith.constant dense<[1, 2]> : tensor<2xi16>
  return %0, %1, %2 : tensor<4xi16>, tensor<4xi16>, tensor<2xi16>
}

// Every region prints as {...}, the module's included.
// SKIP: module {...}
// SKIP-NOT: func.func

// MLIR numbers each function from zero, its nested regions going on from
// the numbers of the region around them. With unique ids numbers never
// restart: the walk takes a region's values, then the regions nested in
// it last first, so @second (the last function) is numbered first:
// %arg0 %arg1 %0 %1 in its body, %2 in the then-region of its scf.if,
// then @first: %arg2, %3.
// DEFAULT-LABEL: func.func @first(
// DEFAULT-SAME: %arg0: i32
// DEFAULT: %0 = arith.addi %arg0, %arg0 : i32
// DEFAULT-LABEL: func.func @second(
// DEFAULT-SAME: %arg0: i32, %arg1: i1
// DEFAULT: %0 = arith.muli %arg0, %arg0 : i32
// DEFAULT: %1 = scf.if %arg1 -> (i32) {
// DEFAULT-NEXT: %2 = arith.addi %0, %0 : i32
// UNIQUE-LABEL: func.func @first(
// UNIQUE-SAME: %arg2: i32
// UNIQUE: %3 = arith.addi %arg2, %arg2 : i32
// UNIQUE-LABEL: func.func @second(
// UNIQUE-SAME: %arg0: i32, %arg1: i1
// UNIQUE: %0 = arith.muli %arg0, %arg0 : i32
// UNIQUE: %1 = scf.if %arg1 -> (i32) {
// UNIQUE-NEXT: %2 = arith.addi %0, %0 : i32
func.func @first(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @second(%a: i32, %c: i1) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = scf.if %c -> (i32) {
    %2 = arith.addi %0, %0 : i32
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  return %1 : i32
}
