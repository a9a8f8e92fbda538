// --mlir-print-value-users: after each op, its users (by their results, or
// by the id an op without results gets; the latest use first, each user
// once), `user` for a single one-result user, `unused`, `(...)` per result
// of a multi-result op, `id: %N` after an op with operands but no results
// (ops with neither say nothing but take a number); block arguments are
// described at the start of their block. mlir-opt-22 prints the same.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-value-users %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --discard-value-names --mlir-print-value-users --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The functions are %0 and %1; each body numbers from 2, the regions
// nested in it after it, each from the same number.
// CHECK-LABEL: func.func @users(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:    // %arg0 is used by %9, %2
// CHECK-NEXT:    // %arg1 is used by %2
// CHECK-NEXT:    // %arg2 is used by %4
// CHECK-NEXT:    %2 = arith.addi %arg0, %arg1 : i32 // users: %3#0, %3#1
// CHECK-NEXT:    %3:2 = "test.two"(%2) : (i32) -> (i32, i32) // users: (%9), (%9)
// CHECK-NEXT:    %4 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:      %9 = arith.muli %3#0, %arg0 : i32 // user: %10
// CHECK-NEXT:      scf.yield %9 : i32 // id: %10
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %3#1 : i32 // id: %9
// CHECK-NEXT:    } // users: %6, %5
// CHECK-NEXT:    "test.sink"(%4, %4) : (i32, i32) -> () // id: %5
// CHECK-NEXT:    cf.br ^bb1(%4 : i32) // id: %6
// CHECK-NEXT:  ^bb1(%7: i32):  // pred: ^bb0
// CHECK-NEXT:    // %7 is used by %8
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32 // unused
// CHECK-NEXT:    return %7 : i32 // id: %8
// CHECK-NEXT:  }

// In the generic form the module takes an id too (%0, the functions %1 and
// %2), numbers run on through the output, and sibling regions are numbered
// last first: @unused's body takes 3 to 8 and its argument %arg0, @users's
// body 9 to 16, then the else region 17 and the then region 18 and 19.
// GENERIC:      ^bb0(%arg1: i32, %arg2: i32, %arg3: i1):
// GENERIC-NEXT:   // %arg1 is used by %18, %9
// GENERIC-NEXT:   // %arg2 is used by %9
// GENERIC-NEXT:   // %arg3 is used by %11
// GENERIC-NEXT:   %9 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %10#0, %10#1
// GENERIC-NEXT:   %10:2 = "test.two"(%9) : (i32) -> (i32, i32) // users: (%18), (%17)
// GENERIC-NEXT:   %11 = "scf.if"(%arg3) ({
// GENERIC-NEXT:     %18 = "arith.muli"(%10#0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %19
// GENERIC-NEXT:     "scf.yield"(%18) : (i32) -> () // id: %19
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "scf.yield"(%10#1) : (i32) -> () // id: %17
// GENERIC-NEXT:   }) : (i1) -> i32 // users: %13, %12
func.func @users(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  %1:2 = "test.two"(%0) : (i32) -> (i32, i32)
  %2 = scf.if %arg2 -> i32 {
    %3 = arith.muli %1#0, %arg0 : i32
    scf.yield %3 : i32
  } else {
    scf.yield %1#1 : i32
  }
  "test.sink"(%2, %2) : (i32, i32) -> ()
  cf.br ^bb1(%2 : i32)
^bb1(%4: i32):
  %c1_i32 = arith.constant 1 : i32
  return %4 : i32
}

// A multi-result op with an unused result; an op without operands or
// results takes a number but gets no comment; an unused block argument.
// CHECK-LABEL: func.func @unused(%arg0: i32) {
// CHECK-NEXT:    // %arg0 is used by %5
// CHECK-NEXT:    %2:2 = "test.two"() : () -> (i32, i32) // users: (unused), (%3)
// CHECK-NEXT:    "test.use"(%2#1) : (i32) -> () // id: %3
// CHECK-NEXT:    "test.none"() : () -> (){{$}}
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32) // id: %5
// CHECK-NEXT:  ^bb1(%6: i32):  // pred: ^bb0
// CHECK-NEXT:    // %6 is unused
// CHECK-NEXT:    return{{$}}
func.func @unused(%arg0: i32) {
  %0:2 = "test.two"() : () -> (i32, i32)
  "test.use"(%0#1) : (i32) -> ()
  "test.none"() : () -> ()
  cf.br ^bb1(%arg0 : i32)
^bb1(%1: i32):
  return
}
