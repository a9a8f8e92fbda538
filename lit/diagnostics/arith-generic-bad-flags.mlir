// Parser: arith's attributes in generic syntax are read by the dialect's
// attribute parser, so an unknown flag is a parse error at the flag,
// followed, as in mlir-opt-22, by a second error after it ("failed to parse
// Arith_IntegerOverflowAttr parameter ..."), and accepted flags are printed
// in one spelling.
// RUN: strata-opt --split-input-file --verify-diagnostics %s
// RUN: not strata-opt --split-input-file %s --mlir-print-op-generic 2>&1 | FileCheck %s

func.func @bad_overflow(%a: i32) -> i32 {
  // expected-error@+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<bogus>}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @bad_fastmath(%a: f32) -> f32 {
  // expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<fastest>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

// CHECK: "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw, nuw>}>
// CHECK: "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<fast>}>
func.func @spellings(%a: i32, %b: f32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw, nsw>}> : (i32, i32) -> i32
  %1 = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<nnan, fast, ninf>}> : (f32, f32) -> f32
  return
}
