// Region DCE drops the argument of a block a cf.switch case branches to,
// and the case operand: cf.switch says how (its cases have operand
// segments of their own, case_operand_segments, which shrink with it).
// Then the cf.br into ^bb1, its only predecessor, merges the blocks
// (BranchOp::canonicalize). mlir-opt-22 prints the same.
// RUN: strata-opt --canonicalize %s | FileCheck %s
// RUN: strata-opt --canonicalize --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @switch_case_argument
// CHECK-NEXT:    cf.switch %{{.+}} : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      42: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return
// GENERIC: "cf.switch"(%{{.+}})[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}>
func.func @switch_case_argument(%x: i32, %f: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %d = arith.muli %a, %a : i32
  cf.switch %f : i32, [
    default: ^bb2,
    42: ^bb3(%d : i32)
  ]
^bb2:
  return
^bb3(%u: i32):
  return
}
