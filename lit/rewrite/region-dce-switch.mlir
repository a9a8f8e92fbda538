// Region DCE keeps the arguments of a block that a cf.switch case branches
// to: the case operands have segments of their own (case_operand_segments)
// that the driver cannot edit as plain operand groups, so the argument,
// and what it is passed, stay, and the IR stays valid. mlir-opt-22, which
// edits them through BranchOpInterface, drops them (and merges ^bb1 into
// the entry block with a cf.br pattern Strata does not have yet).
// RUN: strata-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @switch_case_argument
func.func @switch_case_argument(%x: i32, %f: i32) {
  // CHECK: ^bb1(%[[A:.+]]: i32):
  // CHECK-NEXT: %[[D:.+]] = arith.muli %[[A]], %[[A]] : i32
  // CHECK-NEXT: cf.switch
  // CHECK: 42: ^bb3(%[[D]] : i32)
  // CHECK: ^bb3(%{{.+}}: i32):
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
