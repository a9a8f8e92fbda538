// Closures: func.lambda captures values, reads them with func.getfield,
// recurses through %self, and is returned from a function and called
// later; func.constant makes a function value for func.call_indirect.
// RUN: strata-run %s --entry add_captured 40 2 | FileCheck %s --check-prefix=ADD
// RUN: strata-run %s --entry self_factorial 10 | FileCheck %s --check-prefix=SELF
// RUN: strata-run %s --entry returned 5 | FileCheck %s --check-prefix=RETURNED
// RUN: strata-run %s --entry through_constant 6 | FileCheck %s --check-prefix=CONSTANT

// ADD: 42
// SELF: 3628800
// make_adder(5) applied to 3, then to 10.
// RETURNED: 8
// RETURNED-NEXT: 15
// CONSTANT: 36

func.func @add_captured(%a: i32, %b: i32) -> i32 {
  %f = func.lambda @add captures(%a : i32) (%self, %y: i32) -> i32 {
    %c = func.getfield %self[0] : ((i32) -> i32) -> i32
    %s = arith.addi %c, %y : i32
    func.return %s : i32
  }
  %r = func.call_indirect %f(%b) : (i32) -> i32
  return %r : i32
}

func.func @self_factorial(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %f = func.lambda @fact captures(%one : i64) (%self, %k: i64) -> i64 {
    %c1 = func.getfield %self[0] : ((i64) -> i64) -> i64
    %base = arith.cmpi sle, %k, %c1 : i64
    %r = scf.if %base -> (i64) {
      scf.yield %c1 : i64
    } else {
      %k1 = arith.subi %k, %c1 : i64
      %rest = func.call_indirect %self(%k1) : (i64) -> i64
      %p = arith.muli %k, %rest : i64
      scf.yield %p : i64
    }
    func.return %r : i64
  }
  %r = func.call_indirect %f(%n) : (i64) -> i64
  return %r : i64
}

func.func private @make_adder(%a: i32) -> ((i32) -> i32) {
  %f = func.lambda @adder captures(%a : i32) (%self, %y: i32) -> i32 {
    %c = func.getfield %self[0] : ((i32) -> i32) -> i32
    %s = arith.addi %c, %y : i32
    func.return %s : i32
  }
  return %f : (i32) -> i32
}

func.func @returned(%a: i32) -> (i32, i32) {
  %add = func.call @make_adder(%a) : (i32) -> ((i32) -> i32)
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %x = func.call_indirect %add(%c3) : (i32) -> i32
  %y = func.call_indirect %add(%c10) : (i32) -> i32
  return %x, %y : i32, i32
}

func.func private @square(%x: i32) -> i32 {
  %s = arith.muli %x, %x : i32
  return %s : i32
}

func.func @through_constant(%x: i32) -> i32 {
  %f = func.constant @square : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
