// scf.index_switch custom syntax: cases (negative ones too) and the default region, no results, one and several results (`-> T, U`, no parentheses), the attr-dict after the argument, the default region's empty scf.yield left out, a case's scf.yield always printed, and a space before each line break, as mlir-opt-22 prints it.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32, %arg2: i64) -> (i32, i32, i64) {
// CHECK-NEXT:    %0 = scf.index_switch %arg0 -> i32 {{$}}
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:      scf.yield %c10_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case -5 {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:      scf.yield %c30_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.index_switch %arg0 {tag = "two"} -> i32, i64 {{$}}
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      scf.yield %arg1, %arg2 : i32, i64
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg1, %arg2 : i32, i64
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg0 {{$}}
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg0 {{$}}
// CHECK-NEXT:    default {
// CHECK-NEXT:      %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %1#0, %1#1 : i32, i32, i64
func.func @switch(%arg0: index, %arg1: i32, %arg2: i64) -> (i32, i32, i64) {
  %0 = scf.index_switch %arg0 -> i32
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  case -5 {
    scf.yield %arg1 : i32
  }
  default {
    %3 = arith.constant 30 : i32
    scf.yield %3 : i32
  }
  %4:2 = scf.index_switch %arg0 {tag = "two"} -> i32, i64
  case 0 {
    scf.yield %arg1, %arg2 : i32, i64
  }
  default {
    scf.yield %arg1, %arg2 : i32, i64
  }
  scf.index_switch %arg0
  case 1 {
    %5 = arith.addi %arg1, %arg1 : i32
    scf.yield
  }
  default {
  }
  scf.index_switch %arg0
  default {
    %5 = arith.addi %arg1, %arg1 : i32
  }
  return %0, %4#0, %4#1 : i32, i32, i64
}
