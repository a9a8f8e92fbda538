// Poison: shifting by the width or more, nsw/nuw overflow and lossy
// flagged truncation make poison; it flows through ops and select, and is
// reported, with the location of the op, when it reaches a result of the
// entry function or a branch condition. Poison that nothing uses is fine.
// RUN: not strata-run %s --entry shift_too_far 1 32 2>&1 | FileCheck %s --check-prefix=SHIFT
// RUN: not strata-run %s --entry nsw_overflow 2147483647 2>&1 | FileCheck %s --check-prefix=NSW
// RUN: strata-run %s --entry nsw_no_overflow 2147483646 | FileCheck %s --check-prefix=NSW-OK
// RUN: not strata-run %s --entry poison_condition 255 2>&1 | FileCheck %s --check-prefix=COND
// RUN: strata-run %s --entry unused_poison 7 | FileCheck %s --check-prefix=UNUSED
// RUN: strata-run %s --entry select_other_side 1 | FileCheck %s --check-prefix=SELECT

// SHIFT: poison.mlir:[[# @LINE + 7]]:1: error: poison value returned as result #0 of '@shift_too_far'
// NSW: error: poison value returned as result #0 of '@nsw_overflow'
// NSW-OK: 2147483647
// COND: poison.mlir:[[# @LINE + 25]]:3: error: poison value used as the condition of 'cf.cond_br'
// UNUSED: 7
// SELECT: 5

func.func @shift_too_far(%a: i32, %b: i32) -> i32 {
  %r = arith.shli %a, %b : i32
  return %r : i32
}

func.func @nsw_overflow(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 overflow<nsw> : i32
  return %r : i32
}

func.func @nsw_no_overflow(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 overflow<nsw> : i32
  return %r : i32
}

func.func @poison_condition(%a: i32) -> i32 {
  %t = arith.trunci %a overflow<nsw> : i32 to i8
  %z = arith.constant 0 : i8
  %c = arith.cmpi slt, %t, %z : i8
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %a : i32
}

func.func @unused_poison(%a: i32) -> i32 {
  %c40 = arith.constant 40 : i32
  %p = arith.shrui %a, %c40 : i32
  return %a : i32
}

func.func @select_other_side(%c: i1) -> i32 {
  %p = ub.poison : i32
  %five = arith.constant 5 : i32
  %r = arith.select %c, %five, %p : i32
  return %r : i32
}
