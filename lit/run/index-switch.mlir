// scf.index_switch runs the case region of its argument's value, else the
// default region; the value it yields is the result.
// RUN: strata-run %s --entry pick 2 | FileCheck %s --check-prefix=TWO
// RUN: strata-run %s --entry pick -- -5 | FileCheck %s --check-prefix=MINUS
// RUN: strata-run %s --entry pick 9 | FileCheck %s --check-prefix=OTHER
// TWO: 20
// MINUS: -50
// OTHER: 90
func.func @pick(%arg0: index) -> i32 {
  %0 = scf.index_switch %arg0 -> i32
  case 2 {
    %c20 = arith.constant 20 : i32
    scf.yield %c20 : i32
  }
  case -5 {
    %c = arith.constant -50 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 90 : i32
    scf.yield %c : i32
  }
  return %0 : i32
}
