// scf.if's folder and patterns (SCF.cpp, in MLIR's order): CombineIfs,
// CombineNestedIfs, ConditionPropagation, ConvertTrivialIfToSelect,
// RemoveEmptyElseBranch, RemoveStaticCondition,
// ReplaceIfYieldWithConditionOrValue, then the region-branch patterns
// (which drop unused results); the fold swaps the regions of an if
// on a negated condition. Each case is byte-identical with mlir-opt-22
// (tests/transform_compat.rs).
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// Branches that only yield: one select per result, or the value itself
// where both branches yield it.
// CHECK-LABEL: func.func @selects(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:  return %[[V0]], %arg2, %arg1 : i32, i32, i32
// CHECK-NEXT:  }
func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %arg0 -> (i32, i32, i32) {
    scf.yield %arg1, %arg2, %arg1 : i32, i32, i32
  } else {
    scf.yield %arg2, %arg2, %arg1 : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// A result computed inside a branch keeps the if.
// CHECK-LABEL: func.func @computes(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:  scf.yield %[[V1]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @computes(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  %r = scf.if %arg0 -> (i32) {
    %s = arith.addi %arg1, %arg2 : i32
    scf.yield %s : i32
  } else {
    scf.yield %arg2 : i32
  }
  return %r : i32
}

// -----

// Constants folded in both branches are hoisted out first, then selected.
// CHECK-LABEL: func.func @constant_branches(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 15 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 9 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.select %arg0, %[[V0]], %[[V1]] : i32
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @constant_branches(%arg0: i1) -> i32 {
  %r = scf.if %arg0 -> i32 {
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %q = arith.addi %c7, %c8 : i32
    scf.yield %q : i32
  } else {
    %c9 = arith.constant 9 : i32
    scf.yield %c9 : i32
  }
  return %r : i32
}

// -----

// Only the results whose values come from outside become selects; the if
// keeps the one computed inside.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @partial_select(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V2]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg2) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V3]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V1]], %[[V0]] : i32, i32
// CHECK-NEXT:  }
func.func @partial_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
  %0:2 = scf.if %arg0 -> (i32, i32) {
    %1 = func.call @f(%arg1) : (i32) -> i32
    scf.yield %1, %arg1 : i32, i32
  } else {
    %1 = func.call @f(%arg2) : (i32) -> i32
    scf.yield %1, %arg2 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// A constant true condition: the then region takes the if's place.
// CHECK-LABEL: func.func @static_true(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @static_true(%arg0: i32, %arg1: i32) -> i32 {
  %true = arith.constant true
  %0 = scf.if %true -> (i32) {
    %1 = arith.addi %arg0, %arg1 : i32
    scf.yield %1 : i32
  } else {
    %1 = arith.muli %arg0, %arg1 : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// A constant false condition: the else region takes the if's place.
// CHECK-LABEL: func.func @static_false(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @static_false(%arg0: i32, %arg1: i32) -> i32 {
  %false = arith.constant false
  %0 = scf.if %false -> (i32) {
    %1 = arith.addi %arg0, %arg1 : i32
    scf.yield %1 : i32
  } else {
    %1 = arith.muli %arg0, %arg1 : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// False without an else region: the if goes, call and all.
func.func private @side()
// CHECK-LABEL: func.func @static_false_no_else(
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @static_false_no_else() {
  %false = arith.constant false
  scf.if %false {
    func.call @side() : () -> ()
  }
  return
}

// -----

// True without an else region: the call stays, unguarded.
func.func private @side()
// CHECK-LABEL: func.func @static_true_no_else(
// CHECK-NEXT:  call @side() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @static_true_no_else() {
  %true = arith.constant true
  scf.if %true {
    func.call @side() : () -> ()
  }
  return
}

// -----

// An else region that only yields goes.
func.func private @side()
// CHECK-LABEL: func.func @empty_else(
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  func.call @side() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @empty_else(%arg0: i1) {
  scf.if %arg0 {
    func.call @side() : () -> ()
  } else {
  }
  return
}

// -----

// An empty then region stays: no pattern negates the condition for it.
func.func private @side()
// CHECK-LABEL: func.func @empty_then(
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  } else {
// CHECK-NEXT:  func.call @side() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @empty_then(%arg0: i1) {
  scf.if %arg0 {
  } else {
    func.call @side() : () -> ()
  }
  return
}

// -----

// Nothing in either region: the if has no effect and is erased.
// CHECK-LABEL: func.func @empty_both(
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @empty_both(%arg0: i1) {
  scf.if %arg0 {
  } else {
  }
  return
}

// -----

// The unused result goes, with the values both regions yield for it.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @unused_results(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.addi %[[V1]], %arg1 : i32
// CHECK-NEXT:  scf.yield %[[V2]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V3]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @unused_results(%arg0: i1, %arg1: i32) -> i32 {
  %0:2 = scf.if %arg0 -> (i32, i32) {
    %1 = func.call @f(%arg1) : (i32) -> i32
    %2 = arith.addi %1, %arg1 : i32
    scf.yield %1, %2 : i32, i32
  } else {
    %1 = func.call @f(%arg1) : (i32) -> i32
    %2 = arith.muli %1, %arg1 : i32
    scf.yield %2, %1 : i32, i32
  }
  return %0#1 : i32
}

// -----

// Inside the then region the condition is true, inside the else region
// false; outside the if it stays.
func.func private @g(i1)
// CHECK-LABEL: func.func @condition_propagation(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  func.call @g(%[[V1]]) : (i1) -> ()
// CHECK-NEXT:  } else {
// CHECK-NEXT:  func.call @g(%[[V0]]) : (i1) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  call @g(%arg0) : (i1) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @condition_propagation(%arg0: i1) {
  scf.if %arg0 {
    func.call @g(%arg0) : (i1) -> ()
  } else {
    func.call @g(%arg0) : (i1) -> ()
  }
  func.call @g(%arg0) : (i1) -> ()
  return
}

// -----

// A result that is true/false is the condition; false/true is its
// negation.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @yield_condition(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.xori %arg0, %[[V0]] : i1
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V3]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V4]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]], %arg0, %[[V1]] : i32, i1, i1
// CHECK-NEXT:  }
func.func @yield_condition(%arg0: i1, %arg1: i32) -> (i32, i1, i1) {
  %0:3 = scf.if %arg0 -> (i32, i1, i1) {
    %true = arith.constant true
    %false = arith.constant false
    %1 = func.call @f(%arg1) : (i32) -> i32
    scf.yield %1, %true, %false : i32, i1, i1
  } else {
    %true = arith.constant true
    %false = arith.constant false
    %1 = func.call @f(%arg1) : (i32) -> i32
    scf.yield %1, %false, %true : i32, i1, i1
  }
  return %0#0, %0#1, %0#2 : i32, i1, i1
}

// -----

// A result both regions yield the same value for is that value.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @yield_same(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V1]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %arg1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]], %arg1 : i32, i32
// CHECK-NEXT:  }
func.func @yield_same(%arg0: i1, %arg1: i32) -> (i32, i32) {
  %0:2 = scf.if %arg0 -> (i32, i32) {
    %1 = func.call @f(%arg1) : (i32) -> i32
    scf.yield %1, %arg1 : i32, i32
  } else {
    %1 = func.call @f(%arg1) : (i32) -> i32
    scf.yield %arg1, %arg1 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// Two ifs on one condition merge; uses of the first's result in the second
// become what the first yields on the same path.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @combine_ifs(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]]:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @f(%[[V1]]) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V1]], %[[V2]] : i32, i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  %[[V4:[a-zA-Z0-9_.$-]+]] = func.call @f(%[[V3]]) : (i32) -> i32
// CHECK-NEXT:  %[[V5:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V4]], %[[V5]] : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]]#0, %[[V0]]#1 : i32, i32
// CHECK-NEXT:  }
func.func @combine_ifs(%arg0: i1, %arg1: i32) -> (i32, i32) {
  %0 = scf.if %arg0 -> (i32) {
    %1 = func.call @f(%arg1) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    %1 = func.call @f(%arg1) : (i32) -> i32
    %2 = func.call @f(%1) : (i32) -> i32
    scf.yield %2 : i32
  }
  %3 = scf.if %arg0 -> (i32) {
    %1 = func.call @f(%0) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    %1 = func.call @f(%arg1) : (i32) -> i32
    scf.yield %1 : i32
  }
  return %0, %3 : i32, i32
}

// -----

// An if on the negation of the previous if's condition merges into its
// else region.
func.func private @side(i32)
// CHECK-LABEL: func.func @combine_ifs_not(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  func.call @side(%arg1) : (i32) -> ()
// CHECK-NEXT:  } else {
// CHECK-NEXT:  func.call @side(%[[V0]]) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @combine_ifs_not(%arg0: i1, %arg1: i32) {
  %true = arith.constant true
  %n = arith.xori %arg0, %true : i1
  scf.if %arg0 {
    func.call @side(%arg1) : (i32) -> ()
  }
  scf.if %n {
    %c1 = arith.constant 1 : i32
    func.call @side(%c1) : (i32) -> ()
  }
  return
}

// -----

// Ifs on unrelated conditions stay apart.
func.func private @side(i32)
// CHECK-LABEL: func.func @combine_ifs_unrelated(
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  func.call @side(%arg2) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.if %arg1 {
// CHECK-NEXT:  func.call @side(%arg2) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @combine_ifs_unrelated(%arg0: i1, %arg1: i1, %arg2: i32) {
  scf.if %arg0 {
    func.call @side(%arg2) : (i32) -> ()
  }
  scf.if %arg1 {
    func.call @side(%arg2) : (i32) -> ()
  }
  return
}

// -----

// An if alone in another's then region: one if on the conjunction.
func.func private @side(i32)
// CHECK-LABEL: func.func @combine_nested(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  scf.if %[[V0]] {
// CHECK-NEXT:  func.call @side(%arg2) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @combine_nested(%arg0: i1, %arg1: i1, %arg2: i32) {
  scf.if %arg0 {
    scf.if %arg1 {
      func.call @side(%arg2) : (i32) -> ()
    }
  }
  return
}

// -----

// With results: the inner else value must be the outer else value; the
// outer result from outside becomes a select on the outer condition.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @combine_nested_results(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = scf.if %[[V0]] -> (i32) {
// CHECK-NEXT:  %[[V3:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg2) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V3]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg3 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]], %[[V1]] : i32, i32
// CHECK-NEXT:  }
func.func @combine_nested_results(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
  %0:2 = scf.if %arg0 -> (i32, i32) {
    %1 = scf.if %arg1 -> (i32) {
      %2 = func.call @f(%arg2) : (i32) -> i32
      scf.yield %2 : i32
    } else {
      scf.yield %arg3 : i32
    }
    scf.yield %1, %arg2 : i32, i32
  } else {
    scf.yield %arg3, %arg3 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// The inner if yields something else than the outer else region: no
// merge.
func.func private @f(i32) -> i32
// CHECK-LABEL: func.func @combine_nested_mismatch(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @f(%arg2) : (i32) -> i32
// CHECK-NEXT:  scf.yield %[[V2]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V1]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg3 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @combine_nested_mismatch(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
  %0 = scf.if %arg0 -> (i32) {
    %1 = scf.if %arg1 -> (i32) {
      %2 = func.call @f(%arg2) : (i32) -> i32
      scf.yield %2 : i32
    } else {
      scf.yield %arg2 : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %arg3 : i32
  }
  return %0 : i32
}

// -----

// The outer then region does more than the inner if: no merge.
func.func private @side(i32)
// CHECK-LABEL: func.func @combine_nested_more_work(
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  func.call @side(%arg2) : (i32) -> ()
// CHECK-NEXT:  scf.if %arg1 {
// CHECK-NEXT:  func.call @side(%arg2) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @combine_nested_more_work(%arg0: i1, %arg1: i1, %arg2: i32) {
  scf.if %arg0 {
    func.call @side(%arg2) : (i32) -> ()
    scf.if %arg1 {
      func.call @side(%arg2) : (i32) -> ()
    }
  }
  return
}

// -----

// The fold: an if on a negated condition swaps its regions.
func.func private @side(i32)
// CHECK-LABEL: func.func @not_condition_swaps(
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  func.call @side(%arg2) : (i32) -> ()
// CHECK-NEXT:  } else {
// CHECK-NEXT:  func.call @side(%arg1) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @not_condition_swaps(%arg0: i1, %arg1: i32, %arg2: i32) {
  %true = arith.constant true
  %n = arith.xori %arg0, %true : i1
  scf.if %n {
    func.call @side(%arg1) : (i32) -> ()
  } else {
    func.call @side(%arg2) : (i32) -> ()
  }
  return
}

// -----

// Without an else region the fold does not apply.
func.func private @side(i32)
// CHECK-LABEL: func.func @not_condition_no_else(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.xori %arg0, %[[V0]] : i1
// CHECK-NEXT:  scf.if %[[V1]] {
// CHECK-NEXT:  func.call @side(%arg1) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @not_condition_no_else(%arg0: i1, %arg1: i32) {
  %true = arith.constant true
  %n = arith.xori %arg0, %true : i1
  scf.if %n {
    func.call @side(%arg1) : (i32) -> ()
  }
  return
}
