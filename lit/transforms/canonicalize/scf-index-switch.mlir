// scf.index_switch's patterns (SCF.cpp, in MLIR 22's order):
// FoldConstantCase, then the region-branch patterns every scf op shares.
// mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// A constant argument picks its case: the region's ops replace the switch.
// CHECK-LABEL: func.func @constant_case(
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @constant_case(%arg0: i32, %arg1: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %0 = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %arg0 : i32
  }
  case 2 {
    %s = arith.addi %arg0, %arg1 : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %arg1 : i32
  }
  return %0 : i32
}

// -----

// A constant no case has: the default region runs.
// CHECK-LABEL: func.func @constant_default(
// CHECK-NEXT:    "test.effect"() : () -> ()
// CHECK-NEXT:    return %arg1 : i32
func.func @constant_default(%arg0: i32, %arg1: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c7 -> i32
  case 1 {
    scf.yield %arg0 : i32
  }
  default {
    "test.effect"() : () -> ()
    scf.yield %arg1 : i32
  }
  return %0 : i32
}

// -----

// A negative constant case, without results.
// CHECK-LABEL: func.func @negative_case(
// CHECK-NEXT:    "test.minus_one"() : () -> ()
// CHECK-NEXT:    return
func.func @negative_case() {
  %c = arith.constant -1 : index
  scf.index_switch %c
  case -1 {
    "test.minus_one"() : () -> ()
    scf.yield
  }
  default {
    "test.other"() : () -> ()
  }
  return
}

// -----

// An unknown argument keeps the switch; the unused result goes.
// CHECK-LABEL: func.func @unused_result(
// CHECK-NEXT:    %[[R:.*]] = scf.index_switch %arg0 -> i32
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      "test.one"() : () -> ()
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      "test.two"() : () -> ()
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @unused_result(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
  %0:2 = scf.index_switch %arg0 -> i32, i32
  case 1 {
    "test.one"() : () -> ()
    scf.yield %arg1, %arg2 : i32, i32
  }
  default {
    "test.two"() : () -> ()
    scf.yield %arg2, %arg1 : i32, i32
  }
  return %0#0 : i32
}

// -----

// Nothing in the regions has an effect and nothing uses the results: the
// switch is dead.
// CHECK-LABEL: func.func @dead(
// CHECK-NEXT:    return
func.func @dead(%arg0: index, %arg1: i32) {
  %0 = scf.index_switch %arg0 -> i32
  case 1 {
    %s = arith.addi %arg1, %arg1 : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %arg1 : i32
  }
  return
}
