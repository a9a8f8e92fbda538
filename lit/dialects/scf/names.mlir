// Generated SSA names inside scf regions (all source names, function arguments included, are anonymous numbers, so Strata's name hints do not get in the way): nested block arguments continue the %argN count of the enclosing region, sibling regions restart from the same %N/%argN/suffix counters, a block's own values are numbered before its nested regions, and constant names are uniqued per region scope (the outer block's %c1_i32/%c1_i32_0 are assigned first, so both sibling regions get %c1_i32_1). No generic-form RUN line: the generic form numbers values across the whole module, and Strata keeps those numbers as name hints when it reads them back (dialect_compat checks the generic forms).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @names(%arg0: i1, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:      %3 = arith.addi %c1_i32_1, %c1_i32 : i32
// CHECK-NEXT:      scf.yield %3 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:      %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:      scf.yield %c1_i32_1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg3 = %arg1 to %arg1 step %arg1 {
// CHECK-NEXT:      scf.for %arg4 = %arg3 to %arg1 step %arg1 {
// CHECK-NEXT:        %3 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.for %arg3 = %arg1 to %arg1 step %arg1 iter_args(%arg4 = %0) -> (i32) {
// CHECK-NEXT:      %3 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT:      scf.yield %3 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = scf.while (%arg3 = %1) : (i32) -> i32 {
// CHECK-NEXT:      %3 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT:      scf.condition(%3) %arg3 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg3: i32):
// CHECK-NEXT:      %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:      %3 = arith.muli %arg3, %c2_i32 : i32
// CHECK-NEXT:      scf.yield %3 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @names(%20: i1, %21: index, %22: i32) -> i32 {
  %0 = arith.constant 1 : i32
  %1 = scf.if %20 -> (i32) {
    %2 = arith.constant 1 : i32
    %3 = arith.addi %2, %0 : i32
    scf.yield %3 : i32
  } else {
    %4 = arith.constant 1 : i32
    %5 = arith.constant 2.0 : f32
    scf.yield %4 : i32
  }
  scf.for %6 = %21 to %21 step %21 {
    scf.for %7 = %6 to %21 step %21 {
      %8 = arith.addi %6, %7 : index
    }
  }
  %9 = scf.for %10 = %21 to %21 step %21 iter_args(%11 = %1) -> (i32) {
    %12 = arith.addi %11, %0 : i32
    scf.yield %12 : i32
  }
  %13 = scf.while (%14 = %9) : (i32) -> i32 {
    %15 = arith.cmpi slt, %14, %22 : i32
    scf.condition(%15) %14 : i32
  } do {
  ^bb0(%16: i32):
    %17 = arith.constant 2 : i32
    %18 = arith.muli %16, %17 : i32
    scf.yield %18 : i32
  }
  %19 = arith.constant 1 : i32
  return %13 : i32
}
