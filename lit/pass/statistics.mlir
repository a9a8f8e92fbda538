// --mlir-pass-statistics reports each pass's counters on stderr, summed over
// the ops it ran on: in pipeline order with nested pipelines indented, or
// with `-display=list` summed by pass. Values and names are aligned.
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-pass-statistics %s -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-pass-statistics --mlir-pass-statistics-display=list %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST

// Two functions, each with one duplicate (CSE'd) and one unused op
// (DCE'd, found dead once the duplicate's uses went to the first); one
// private function nothing calls (symbol-dce).
// CHECK: ... Pass statistics report ...
// CHECK: 'func.func' Pipeline
// CHECK-NEXT:   CSE
// CHECK-NEXT:     (S) 2 num-cse'd - Number of operations CSE'd
// CHECK-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd
// CHECK-NEXT: SymbolDCE
// CHECK-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd

// LIST: CSE
// LIST-NEXT:   (S) 2 num-cse'd - Number of operations CSE'd
// LIST-NEXT:   (S) 0 num-dce'd - Number of operations DCE'd
// LIST-NEXT: SymbolDCE

func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @b(%x: i32) -> i32 {
  %0 = arith.subi %x, %x : i32
  %1 = arith.subi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @unused() {
  return
}
