// cf.switch's patterns (ControlFlowOps.cpp, in MLIR's order):
// simplifySwitchWithOnlyDefault, dropSwitchCasesThatMatchDefault,
// simplifyConstSwitchValue, simplifyPassThroughSwitch,
// simplifySwitchFromSwitchOnSameCondition,
// simplifySwitchFromDefaultSwitchOnSameCondition. Each case is
// byte-identical with mlir-opt-22.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// A switch without cases is a branch to its default.
func.func private @g(i32)
// CHECK-LABEL: func.func @only_default(
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @only_default(%arg0: i32, %arg1: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1(%arg1 : i32)
  ]
^bb1(%x: i32):
  func.call @g(%x) : (i32) -> ()
  return
}

// -----

// Case 42 goes where the default goes with the same values: dropped. Case
// 43 passes other values and stays.
func.func private @g(i32)
// CHECK-LABEL: func.func @cases_match_default(
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1(%arg1 : i32),
// CHECK-NEXT:  43: ^bb1(%arg2 : i32),
// CHECK-NEXT:  44: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.$-]+]]: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:  call @g(%[[V0]]) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  call @g(%arg2) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cases_match_default(%arg0: i32, %arg1: i32, %arg2: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1(%arg1 : i32),
    42: ^bb1(%arg1 : i32),
    43: ^bb1(%arg2 : i32),
    44: ^bb2
  ]
^bb1(%x: i32):
  func.call @g(%x) : (i32) -> ()
  return
^bb2:
  func.call @g(%arg2) : (i32) -> ()
  return
}

// -----

// A constant flag: a branch to the matching case.
func.func private @g(i32)
// CHECK-LABEL: func.func @constant_flag(
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @constant_flag(%arg0: i32, %arg1: i32) {
  %c43 = arith.constant 43 : i32
  cf.switch %c43 : i32, [
    default: ^bb1(%arg0 : i32),
    42: ^bb1(%arg1 : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  func.call @g(%x) : (i32) -> ()
  return
^bb2:
  func.call @g(%arg1) : (i32) -> ()
  return
}

// -----

// A constant flag no case matches: a branch to the default.
func.func private @g(i32)
// CHECK-LABEL: func.func @constant_flag_default(
// CHECK-NEXT:  call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @constant_flag_default(%arg0: i32, %arg1: i32) {
  %c7 = arith.constant 7 : i32
  cf.switch %c7 : i32, [
    default: ^bb1(%arg0 : i32),
    42: ^bb2
  ]
^bb1(%x: i32):
  func.call @g(%x) : (i32) -> ()
  return
^bb2:
  func.call @g(%arg1) : (i32) -> ()
  return
}

// -----

// Destinations that only branch on are skipped, their block arguments
// replaced by what the switch passes.
func.func private @g(i32)
// CHECK-LABEL: func.func @pass_through(
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1(%arg2 : i32),
// CHECK-NEXT:  42: ^bb1(%arg1 : i32)
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.$-]+]]: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:  call @g(%[[V0]]) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @pass_through(%arg0: i32, %arg1: i32, %arg2: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    42: ^bb2(%arg1 : i32)
  ]
^bb1:
  cf.br ^bb3(%arg2 : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%x: i32):
  func.call @g(%x) : (i32) -> ()
  return
}

// -----

// Reached only from case 42 of a switch on the same flag: the inner switch
// knows the flag is 42 and becomes a branch.
func.func private @g(i32)
// CHECK-LABEL: func.func @same_condition(
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1,
// CHECK-NEXT:  42: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @same_condition(%arg0: i32, %arg1: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  func.call @g(%arg1) : (i32) -> ()
  return
^bb2:
  cf.switch %arg0 : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  func.call @g(%arg0) : (i32) -> ()
  return
^bb4:
  func.call @g(%arg0) : (i32) -> ()
  func.call @g(%arg1) : (i32) -> ()
  return
}

// -----

// Reached from case 42, the inner switch has no case 42: a branch to its
// default.
func.func private @g(i32)
// CHECK-LABEL: func.func @same_condition_other_case(
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1,
// CHECK-NEXT:  42: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @same_condition_other_case(%arg0: i32, %arg1: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  func.call @g(%arg1) : (i32) -> ()
  return
^bb2:
  cf.switch %arg0 : i32, [
    default: ^bb3,
    43: ^bb4
  ]
^bb3:
  func.call @g(%arg0) : (i32) -> ()
  return
^bb4:
  func.call @g(%arg0) : (i32) -> ()
  func.call @g(%arg1) : (i32) -> ()
  return
}

// -----

// Reached as the default of a switch that handles 42: the inner case 42
// cannot happen and goes.
func.func private @g(i32)
// CHECK-LABEL: func.func @same_condition_default(
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1,
// CHECK-NEXT:  42: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb3,
// CHECK-NEXT:  43: ^bb4
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb4:  // pred: ^bb1
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @same_condition_default(%arg0: i32, %arg1: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  cf.switch %arg0 : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  func.call @g(%arg1) : (i32) -> ()
  return
^bb3:
  func.call @g(%arg0) : (i32) -> ()
  return
^bb4:
  func.call @g(%arg1) : (i32) -> ()
  func.call @g(%arg0) : (i32) -> ()
  return
^bb5:
  func.call @g(%arg1) : (i32) -> ()
  func.call @g(%arg1) : (i32) -> ()
  return
}

// -----

// The outer switch tests another flag: nothing is known, both stay.
func.func private @g(i32)
// CHECK-LABEL: func.func @other_flag(
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1,
// CHECK-NEXT:  42: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  cf.switch %arg1 : i32, [
// CHECK-NEXT:  default: ^bb3,
// CHECK-NEXT:  42: ^bb4
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:  call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb4:  // pred: ^bb2
// CHECK-NEXT:  call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @other_flag(%arg0: i32, %arg1: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  func.call @g(%arg1) : (i32) -> ()
  return
^bb2:
  cf.switch %arg1 : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  func.call @g(%arg0) : (i32) -> ()
  return
^bb4:
  func.call @g(%arg0) : (i32) -> ()
  func.call @g(%arg1) : (i32) -> ()
  return
}

// -----

// The case value 255 is -1 at i8: the constant -1 takes that case.
func.func private @g(i8)
// CHECK-LABEL: func.func @i8_constant_wraps(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i8
// CHECK-NEXT:  call @g(%[[V0]]) : (i8) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @i8_constant_wraps(%arg0: i8) {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^bb1,
    255: ^bb2
  ]
^bb1:
  func.call @g(%arg0) : (i8) -> ()
  return
^bb2:
  func.call @g(%c) : (i8) -> ()
  return
}

// -----

// A switch on an unknown flag with distinct destinations stays.
func.func private @g(i32)
// CHECK-LABEL: func.func @nothing_to_do(
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1,
// CHECK-NEXT:  42: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @nothing_to_do(%arg0: i32, %arg1: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  func.call @g(%arg1) : (i32) -> ()
  return
^bb2:
  func.call @g(%arg0) : (i32) -> ()
  return
}
