// A tour of the registered dialects in their custom forms: func, arith, scf
// and cf. `strata-opt examples/sum.mlir` parses, verifies and prints it back;
// add `--mlir-print-op-generic` to see the generic form that mlir-opt-22
// reads too.

// The sum 0 + 1 + ... + (n - 1), with a counted loop carrying the sum.
func.func @sum_to(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %iv = arith.index_cast %i : index to i32
    %next = arith.addi %acc, %iv overflow<nsw> : i32
    scf.yield %next : i32
  }
  return %sum : i32
}

// |x|, with an explicit branch.
func.func @abs(%x: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %negative = arith.cmpi slt, %x, %zero : i32
  cf.cond_br %negative, ^flip, ^done(%x : i32)
^flip:
  %minus = arith.subi %zero, %x : i32
  cf.br ^done(%minus : i32)
^done(%result: i32):
  return %result : i32
}

// Calls, and a value chosen with scf.if. Inside scf regions ops keep their
// dialect prefix (`func.call`); directly in a function `call` is enough.
func.func @main() -> i32 {
  %ten = arith.constant 10 : index
  %total = call @sum_to(%ten) : (index) -> i32
  %big = arith.constant 40 : i32
  %over = arith.cmpi sgt, %total, %big : i32
  %answer = scf.if %over -> (i32) {
    %a = func.call @abs(%total) : (i32) -> i32
    scf.yield %a : i32
  } else {
    scf.yield %big : i32
  }
  return %answer : i32
}
