// cse across blocks: an op replaces equal ops in the blocks it dominates,
// never in sibling branches or in a join block it does not dominate.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --cse %s | FileCheck %s

// CHECK-LABEL: func.func @entry_dominates_successor
func.func @entry_dominates_successor(%a: i32) -> (i32, i32) {
  // CHECK: %[[X:.+]] = arith.addi
  // CHECK: ^bb1:
  // CHECK-NEXT: return %[[X]], %[[X]]
  %0 = arith.addi %a, %a : i32
  cf.br ^bb1
^bb1:
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}

// -----

// An op used by nothing is erased before anything can be replaced by it.
// CHECK-LABEL: func.func @unused_dominator
func.func @unused_dominator(%a: i32) -> i32 {
  // CHECK-NEXT: cf.br ^bb1
  // CHECK: ^bb1:
  // CHECK-NEXT: %[[X:.+]] = arith.addi
  // CHECK-NEXT: return %[[X]]
  %0 = arith.addi %a, %a : i32
  cf.br ^bb1
^bb1:
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @sibling_branches
func.func @sibling_branches(%c: i1, %a: i32) -> i32 {
  // CHECK: ^bb1:
  // CHECK-NEXT: arith.muli
  // CHECK: ^bb2:
  // CHECK-NEXT: arith.muli
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.muli %a, %a : i32
  return %0 : i32
^bb2:
  %1 = arith.muli %a, %a : i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @diamond
func.func @diamond(%c: i1, %a: i32) -> i32 {
  // CHECK: %[[X:.+]] = arith.addi
  // CHECK: ^bb1:
  // CHECK-NEXT: %[[Y:.+]] = arith.muli %[[X]], %[[X]]
  // CHECK: ^bb2:
  // CHECK-NEXT: cf.br ^bb3(%[[X]] : i32)
  // CHECK: ^bb3(%[[P:.+]]: i32):
  // CHECK-NEXT: %[[Z:.+]] = arith.muli %[[X]], %[[X]]
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.muli %0, %0 : i32
  cf.br ^bb3(%1 : i32)
^bb2:
  %2 = arith.addi %a, %a : i32
  cf.br ^bb3(%2 : i32)
^bb3(%3: i32):
  %4 = arith.muli %0, %0 : i32
  %5 = arith.addi %3, %4 : i32
  return %5 : i32
}

// -----

// CHECK-LABEL: func.func @loop
func.func @loop(%n: i32) -> i32 {
  // CHECK: %[[C:.+]] = arith.constant 1 : i32
  // CHECK: ^bb1(%{{.+}}: i32):
  // CHECK-NOT: arith.constant
  // CHECK: arith.addi %{{.+}}, %[[C]]
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c1 : i32)
^bb1(%i: i32):
  %one = arith.constant 1 : i32
  %next = arith.addi %i, %one : i32
  %done = arith.cmpi sge, %next, %n : i32
  cf.cond_br %done, ^bb2, ^bb1(%next : i32)
^bb2:
  return %next : i32
}

// -----

// The join block is dominated by the entry, not by either branch.
// CHECK-LABEL: func.func @join_not_dominated_by_branch
func.func @join_not_dominated_by_branch(%c: i1, %a: i32) -> (i32, i32) {
  // CHECK: ^bb1:
  // CHECK-NEXT: %[[X:.+]] = arith.subi
  // CHECK-NEXT: cf.br ^bb2(%[[X]] : i32)
  // CHECK: ^bb2(%[[P:.+]]: i32):
  // CHECK-NEXT: %[[Y:.+]] = arith.subi
  // CHECK-NEXT: return %[[P]], %[[Y]]
  %z = arith.constant 0 : i32
  cf.cond_br %c, ^bb1, ^bb2(%z : i32)
^bb1:
  %0 = arith.subi %a, %a : i32
  cf.br ^bb2(%0 : i32)
^bb2(%p: i32):
  %1 = arith.subi %a, %a : i32
  return %p, %1 : i32, i32
}

// -----

// A block dominated through a chain of blocks.
// CHECK-LABEL: func.func @chain_of_blocks
func.func @chain_of_blocks(%a: i32) -> (i32, i32) {
  // CHECK: %[[X:.+]] = arith.xori
  // CHECK: ^bb2:
  // CHECK-NEXT: return %[[X]], %[[X]]
  %0 = arith.xori %a, %a : i32
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  %1 = arith.xori %a, %a : i32
  return %1, %0 : i32, i32
}

// -----

// Ops in an unreachable block are not visited.
// CHECK-LABEL: func.func @unreachable
func.func @unreachable(%a: i32) -> i32 {
  // CHECK: arith.ori
  // CHECK: ^bb1:
  // CHECK-NEXT: arith.ori
  %0 = arith.ori %a, %a : i32
  return %0 : i32
^bb1:
  %1 = arith.ori %a, %a : i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @both_branches_and_entry
func.func @both_branches_and_entry(%c: i1, %a: i32) -> (i32, i32) {
  // CHECK: %[[X:.+]] = arith.andi
  // CHECK: ^bb1:
  // CHECK-NEXT: return %[[X]], %[[X]]
  // CHECK: ^bb2:
  // CHECK-NEXT: return %[[X]], %[[X]]
  %0 = arith.andi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.andi %a, %a : i32
  return %0, %1 : i32, i32
^bb2:
  %2 = arith.andi %a, %a : i32
  return %2, %0 : i32, i32
}
