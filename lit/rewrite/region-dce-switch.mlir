// Region DCE drops the argument of a block a cf.switch case branches to,
// and the case operand: cf.switch says how (its cases have operand
// segments of their own, case_operand_segments, which shrink with it).
// mlir-opt-22 drops them too, and then merges ^bb1 into the entry block
// with a cf.br pattern Strata does not have yet, so this file is not in
// lit/transforms.
// RUN: strata-opt --canonicalize %s | FileCheck %s
// RUN: strata-opt --canonicalize --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @switch_case_argument
func.func @switch_case_argument(%x: i32, %f: i32) {
  // CHECK: ^bb1:
  // CHECK-NEXT: cf.switch %{{.+}} : i32, [
  // CHECK-NEXT: default: ^bb2,
  // CHECK-NEXT: 42: ^bb3
  // CHECK-NEXT: ]
  // CHECK: ^bb3:
  // GENERIC: "cf.switch"(%{{.+}})[^bb2, ^bb3] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}>
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
