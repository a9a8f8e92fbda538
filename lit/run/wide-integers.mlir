// Integers of any width: i256 and i200 values wrap at their width, divide,
// shift, compare, extend, truncate and convert to and from floats like
// narrow ones; arguments and results are decimal of any size. Expected
// values: two's complement arithmetic modulo 2^width, worked out apart.
// RUN: strata-run %s --entry add 57896044618658097711785492504343953926634992332820282019728792003956564819967 1 | FileCheck %s --check-prefix=ADD
// RUN: strata-run %s --entry mul -- 1606938044258990275541962092341162602522202993782792835313721 -1361129467683753853853498429727072845817 | FileCheck %s --check-prefix=MUL
// RUN: strata-run %s --entry power | FileCheck %s --check-prefix=POWER
// The folders compute at any width too: canonicalized, the program folds
// to the same values.
// RUN: strata-run %s --entry power --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s --check-prefix=POWER
// RUN: strata-run %s --entry loop --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s --check-prefix=LOOP
// RUN: strata-run %s --entry divide -- -1427247692705959881058285969449495136382746625 7 | FileCheck %s --check-prefix=DIVIDE
// RUN: not strata-run %s --entry nsw 57896044618658097711785492504343953926634992332820282019728792003956564819967 2>&1 | FileCheck %s --check-prefix=NSW
// RUN: strata-run %s --entry casts -- -1 | FileCheck %s --check-prefix=CASTS
// RUN: strata-run %s --entry compare -- -1 5 | FileCheck %s --check-prefix=COMPARE
// RUN: strata-run %s --entry from_float | FileCheck %s --check-prefix=FROM-FLOAT
// RUN: not strata-run %s --entry from_float_too_big 2>&1 | FileCheck %s --check-prefix=TOO-BIG
// RUN: strata-run %s --entry loop | FileCheck %s --check-prefix=LOOP
// RUN: not strata-run %s --entry divide 5 0 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: strata-run %s --entry switch -- -1606938044258990275541962092341162602522202993782792835301376 | FileCheck %s --check-prefix=SWITCH-HIT
// RUN: strata-run %s --entry switch 2 | FileCheck %s --check-prefix=SWITCH-MISS
// RUN: strata-run %s --entry switch -- -1606938044258990275541962092341162602522202993782792835301375 | FileCheck %s --check-prefix=SWITCH-ONE
// RUN: strata-run %s --entry switch -- -1606938044258990275541962092341162602522202993782792835301377 | FileCheck %s --check-prefix=SWITCH-MINUS-ONE

// 2^255 - 1 plus 1 wraps to -2^255.
// ADD: -57896044618658097711785492504343953926634992332820282019728792003956564819968
// (2^200 + 12345) * (7 - 2^130) modulo 2^256, read signed.
// MUL: 11248566309812931911990591367832196891833982841498835565498767
// 1 << 200, and the nearest f64.
// POWER: 1606938044258990275541962092341162602522202993782792835301376
// POWER-NEXT: 1.6069380442589903e60
// -(2^150 + 1) / 7 rounds toward zero; the remainder takes the dividend's sign.
// DIVIDE: -203892527529422840151183709921356448054678089
// DIVIDE-NEXT: -2
// NSW: error: poison value returned as result #0 of '@nsw'
// CASTS: -1
// CASTS-NEXT: 255
// CASTS-NEXT: 12345
// COMPARE: 1
// COMPARE-NEXT: 0
// The f64 nearest 1e60, exactly.
// FROM-FLOAT: 999999999999999949387135297074018866963645011013410073083904
// TOO-BIG: error: poison value returned as result #0 of '@from_float_too_big'
// (0 + 1 + 2 + 3 + 4) * 2^129.
// LOOP: 6805647338418769269267492148635364229120
// ZERO: wide-integers.mlir:[[# @LINE + 21]]:8: error: undefined behaviour: 'arith.divsi' divides by zero

func.func @add(%a: i256, %b: i256) -> i256 {
  %r = arith.addi %a, %b : i256
  return %r : i256
}

func.func @mul(%a: i256, %b: i256) -> i256 {
  %r = arith.muli %a, %b : i256
  return %r : i256
}

func.func @power() -> (i256, f64) {
  %one = arith.constant 1 : i256
  %c200 = arith.constant 200 : i256
  %p = arith.shli %one, %c200 : i256
  %f = arith.sitofp %p : i256 to f64
  return %p, %f : i256, f64
}

func.func @divide(%a: i200, %b: i200) -> (i200, i200) {
  %q = arith.divsi %a, %b : i200
  %r = arith.remsi %a, %b : i200
  return %q, %r : i200, i200
}

func.func @nsw(%a: i256) -> i256 {
  %one = arith.constant 1 : i256
  %r = arith.addi %a, %one overflow<nsw> : i256
  return %r : i256
}

func.func @casts(%a: i8) -> (i256, i256, i32) {
  %s = arith.extsi %a : i8 to i256
  %u = arith.extui %a : i8 to i256
  %one = arith.constant 1 : i256
  %c200 = arith.constant 200 : i256
  %big = arith.shli %one, %c200 : i256
  %c12345 = arith.constant 12345 : i256
  %sum = arith.addi %big, %c12345 : i256
  %t = arith.trunci %sum : i256 to i32
  return %s, %u, %t : i256, i256, i32
}

// -1 < 5 signed; as unsigned, -1 is 2^256 - 1.
func.func @compare(%a: i256, %b: i256) -> (i1, i1) {
  %slt = arith.cmpi slt, %a, %b : i256
  %ult = arith.cmpi ult, %a, %b : i256
  return %slt, %ult : i1, i1
}

func.func @from_float() -> i256 {
  %f = arith.constant 1.0e+60 : f64
  %i = arith.fptosi %f : f64 to i256
  return %i : i256
}

// 1e60 is more than 2^199 - 1, the largest i200.
func.func @from_float_too_big() -> i200 {
  %f = arith.constant 1.0e+60 : f64
  %i = arith.fptosi %f : f64 to i200
  return %i : i200
}

func.func @loop() -> i256 {
  %c0 = arith.constant 0 : i256
  %c1 = arith.constant 1 : i256
  %c5 = arith.constant 5 : i256
  %c129 = arith.constant 129 : i256
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %c0) -> (i256) : i256 {
    %term = arith.shli %i, %c129 : i256
    %next = arith.addi %acc, %term : i256
    scf.yield %next : i256
  }
  return %r : i256
}

// A constant past 128 bits (2^200) and a cf.switch on an i256: the argument
// plus 2^200 is 0 for -2^200 (the first case: 10), 1 (the second case: 20)
// for -(2^200 - 1), and -1 (the third case: 30) for -(2^200 + 1); 2 takes
// the default and returns the sum, 2^200 + 2.
// SWITCH-HIT: 10
// SWITCH-MISS: 1606938044258990275541962092341162602522202993782792835301378
// SWITCH-ONE: 20
// SWITCH-MINUS-ONE: 30
func.func @switch(%arg0: i256) -> i256 {
  %c = arith.constant 1606938044258990275541962092341162602522202993782792835301376 : i256
  %0 = arith.addi %arg0, %c : i256
  cf.switch %0 : i256, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3,
    -1: ^bb4
  ]
^bb1:
  return %0 : i256
^bb2:
  %c10 = arith.constant 10 : i256
  return %c10 : i256
^bb3:
  %c20 = arith.constant 20 : i256
  return %c20 : i256
^bb4:
  %c30 = arith.constant 30 : i256
  return %c30 : i256
}
