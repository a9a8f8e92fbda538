// remove-dead-values on branches and plain ops: a block argument nothing
// needs goes with the operand the branch passes it; a branch in code that
// cannot run becomes ub.unreachable; ops without effects and without live
// results go, ops with effects or unknown ones stay. mlir-opt-22 prints the
// same.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --remove-dead-values %s | FileCheck %s

// %p is only fed %d, which nothing else needs: both go. %q is passed %x,
// which is needed (returned), so it stays, unused.
// CHECK-LABEL: func.func @branches
// CHECK-NOT:     arith.addi
// CHECK:         cf.cond_br %c, ^bb1, ^bb2(%x : i32)
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb2(%x : i32)
// CHECK-NEXT:  ^bb2(%{{.*}}: i32):
// CHECK-NEXT:    return %x : i32
func.func @branches(%c: i1, %x: i32) -> i32 {
  %d = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%d : i32), ^bb2(%x : i32)
^bb1(%p: i32):
  cf.br ^bb2(%x : i32)
^bb2(%q: i32):
  return %x : i32
}

// -----

// The condition of a branch is always needed.
// CHECK-LABEL: func.func @condition
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi slt, %x, %x : i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb1
func.func @condition(%x: i32) -> i32 {
  %c = arith.cmpi slt, %x, %x : i32
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return %x : i32
}

// -----

// In a function no one calls, the branch's condition is dead: the branch
// becomes ub.unreachable, and the blocks it went to stay as they are.
// CHECK-LABEL: func.func private @uncalled_branch() {
// CHECK-NEXT:    ub.unreachable
// CHECK-NEXT:  ^bb1(%{{.*}}: i32):
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return
func.func private @uncalled_branch(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%y: i32):
  "x.store"(%y) : (i32) -> ()
  return %y : i32
^bb2:
  return %x : i32
}

// -----

// A chain of pure ops that leads nowhere goes; an op of an unknown dialect
// may have effects, so it stays with what it uses.
// CHECK-LABEL: func.func @plain_ops
// CHECK-NEXT:    %[[M:.*]] = arith.muli %x, %x : i32
// CHECK-NEXT:    %{{.*}} = "x.op"(%[[M]]) : (i32) -> i32
// CHECK-NEXT:    return %x : i32
func.func @plain_ops(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.subi %a, %x : i32
  %m = arith.muli %x, %x : i32
  %u = "x.op"(%m) : (i32) -> i32
  return %x : i32
}
