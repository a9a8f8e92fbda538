// STRATA-ONLY: mlir-opt-22 deletes this loop. Its computeUbMinusLb reads
// the constant of `arith.addi %lb, %c overflow<nuw>` as signed even for
// an unsigned loop, so an offset of -3 (4294967293 unsigned) looks like a
// negative trip count. With nuw the addition does not wrap: the upper
// bound is %lb + 4294967293 and the loop runs that many times, so Strata
// keeps it.
// RUN: strata-opt --canonicalize %s | FileCheck %s

func.func private @use(i32)

// CHECK-LABEL: func.func @unsigned_negative(
// CHECK:         scf.for unsigned
// CHECK:           func.call @use
func.func @unsigned_negative(%lb: i32) {
  %c1 = arith.constant 1 : i32
  %cm = arith.constant -3 : i32
  %ub = arith.addi %lb, %cm overflow<nuw> : i32
  scf.for unsigned %i = %lb to %ub step %c1 : i32 {
    func.call @use(%i) : (i32) -> ()
  }
  return
}
