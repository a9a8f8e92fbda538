// canonicalize with region-simplify=aggressive merges identical blocks (MLIR's
// mergeIdenticalBlocks) and drops block arguments every predecessor passes
// the same value (dropRedundantArguments). mlir-opt-22 prints the same. The
// inputs avoid cf's canonicalization patterns, which are not here yet.
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --canonicalize="region-simplify=aggressive" %s | FileCheck %s

// Identical but for a value from outside: the merged block takes it as a new
// argument, after its own, and each edge passes its block's value.
// CHECK-LABEL: func.func @outside_operand
// CHECK:         cf.switch %{{.*}} : i32, [
// CHECK-NEXT:      default: ^bb1(%[[A:.*]], %[[A]] : i32, i32),
// CHECK-NEXT:      0: ^bb1(%[[B:.*]], %[[B]] : i32, i32),
// CHECK-NEXT:      1: ^bb2
// CHECK-NEXT:    ]
// CHECK:       ^bb1(%[[P:.*]]: i32, %[[E:.*]]: i32):
// CHECK-NEXT:    %[[X:.*]] = arith.muli %[[P]], %[[E]] : i32
// CHECK-NEXT:    return %[[X]] : i32
// CHECK:       ^bb2:
// CHECK-NEXT:    return %[[A]] : i32
// CHECK-NOT:   ^bb3
func.func @outside_operand(%v: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb1(%a : i32),
    0: ^bb2(%b : i32),
    1: ^bb3
  ]
^bb1(%p: i32):
  %x = arith.muli %p, %a : i32
  return %x : i32
^bb2(%q: i32):
  %y = arith.muli %q, %b : i32
  return %y : i32
^bb3:
  return %a : i32
}

// -----

// Fully identical blocks merge without new arguments.
// CHECK-LABEL: func.func @identical
// CHECK:         cf.switch %{{.*}} : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      0: ^bb1,
// CHECK-NEXT:      1: ^bb1
// CHECK-NEXT:    ]
// CHECK:       ^bb1:
// CHECK-NEXT:    "x.use"(%{{.*}}) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK:       ^bb2:
// CHECK-NEXT:    return
// CHECK-NOT:   ^bb3
func.func @identical(%v: i32, %a: i32) {
  cf.switch %v : i32, [
    default: ^bb3,
    0: ^bb1,
    1: ^bb2
  ]
^bb1:
  "x.use"(%a) : (i32) -> ()
  return
^bb2:
  "x.use"(%a) : (i32) -> ()
  return
^bb3:
  return
}

// -----

// An argument with a single predecessor is passed one value, so it is
// replaced by that value and dropped; then ^bb3 and ^bb4 differ only in
// values from outside and merge (the edges pass them in the order each
// block used them). Blocks with different ops, or whose outside values have
// different types, stay apart.
// CHECK-LABEL: func.func @different
// CHECK:         cf.switch %{{.*}} : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      0: ^bb2,
// CHECK-NEXT:      1: ^bb3(%a, %b : i32, i32),
// CHECK-NEXT:      2: ^bb3(%b, %a : i32, i32),
// CHECK-NEXT:      3: ^bb4,
// CHECK-NEXT:      4: ^bb5
// CHECK-NEXT:    ]
// CHECK:       ^bb1:
// CHECK-NEXT:    arith.addi %a, %b : i32
// CHECK:       ^bb2:
// CHECK-NEXT:    arith.muli %a, %b : i32
// CHECK:       ^bb3(%[[X:.*]]: i32, %[[Y:.*]]: i32):
// CHECK-NEXT:    "x.pair"(%[[X]], %[[Y]]) : (i32, i32) -> ()
// CHECK:       ^bb4:
// CHECK-NEXT:    "x.other"(%a) : (i32) -> ()
// CHECK:       ^bb5:
// CHECK-NEXT:    "x.other"(%w) : (i64) -> ()
// CHECK-NOT:   ^bb6
func.func @different(%v: i32, %a: i32, %b: i32, %w: i64) {
  cf.switch %v : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3(%a, %b : i32, i32),
    2: ^bb4(%a, %b : i32, i32),
    3: ^bb5(%a : i32),
    4: ^bb6(%w : i64)
  ]
^bb1:
  %0 = arith.addi %a, %b : i32
  "x.use"(%0) : (i32) -> ()
  return
^bb2:
  %1 = arith.muli %a, %b : i32
  "x.use"(%1) : (i32) -> ()
  return
^bb3(%x: i32, %y: i32):
  "x.pair"(%x, %y) : (i32, i32) -> ()
  return
^bb4(%z: i32, %t: i32):
  "x.pair"(%t, %z) : (i32, i32) -> ()
  return
^bb5(%s: i32):
  "x.other"(%s) : (i32) -> ()
  return
^bb6(%u: i64):
  "x.other"(%u) : (i64) -> ()
  return
}

// -----

// A new argument that repeats an earlier one on every edge is passed once.
// CHECK-LABEL: func.func @repeated_operand
// CHECK:         cf.switch %{{.*}} : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      0: ^bb1(%[[A:[^ ]*]] : i32),
// CHECK-NEXT:      1: ^bb1(%[[B:[^ ]*]] : i32)
// CHECK-NEXT:    ]
// CHECK:       ^bb1(%[[E:.*]]: i32):
// CHECK-NEXT:    "x.use"(%[[E]], %[[E]]) : (i32, i32) -> ()
func.func @repeated_operand(%v: i32, %a: i32, %b: i32) {
  cf.switch %v : i32, [
    default: ^bb3,
    0: ^bb1,
    1: ^bb2
  ]
^bb1:
  "x.use"(%a, %a) : (i32, i32) -> ()
  return
^bb2:
  "x.use"(%b, %b) : (i32, i32) -> ()
  return
^bb3:
  return
}

// -----

// An argument passed the same value on every edge is replaced by it.
// CHECK-LABEL: func.func @redundant_argument
// CHECK:         cf.switch %{{.*}} : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      0: ^bb1,
// CHECK-NEXT:      1: ^bb1
// CHECK-NEXT:    ]
// CHECK:       ^bb1:
// CHECK-NEXT:    "x.use"(%a) : (i32) -> ()
func.func @redundant_argument(%v: i32, %a: i32) {
  cf.switch %v : i32, [
    default: ^bb2,
    0: ^bb1(%a : i32),
    1: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "x.use"(%x) : (i32) -> ()
  return
^bb2:
  return
}

// -----

// A predecessor that is not a known branch cannot pass new arguments. The
// three blocks form one cluster (they differ only in an outside value),
// which would need one, so none merges, not even the two that are fully
// identical (MLIR does not split a cluster).
// CHECK-LABEL: func.func @unknown_branch
// CHECK:         "x.br"(%a)[^bb1, ^bb2, ^bb3] : (i32) -> ()
// CHECK:       ^bb1:
// CHECK-NEXT:    "x.use"(%a) : (i32) -> ()
// CHECK:       ^bb2:
// CHECK-NEXT:    "x.use"(%b) : (i32) -> ()
// CHECK:       ^bb3:
// CHECK-NEXT:    "x.use"(%a) : (i32) -> ()
func.func @unknown_branch(%a: i32, %b: i32) {
  "x.br"(%a)[^bb1, ^bb2, ^bb3] : (i32) -> ()
^bb1:
  "x.use"(%a) : (i32) -> ()
  return
^bb2:
  "x.use"(%b) : (i32) -> ()
  return
^bb3:
  "x.use"(%a) : (i32) -> ()
  return
}

// -----

// Identical blocks need no new arguments, so any predecessor will do.
// CHECK-LABEL: func.func @unknown_branch_identical
// CHECK:         "x.br"(%a)[^bb1, ^bb1] : (i32) -> ()
// CHECK:       ^bb1:
// CHECK-NEXT:    "x.use"(%a) : (i32) -> ()
// CHECK-NOT:   ^bb2
func.func @unknown_branch_identical(%a: i32) {
  "x.br"(%a)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  "x.use"(%a) : (i32) -> ()
  return
^bb2:
  "x.use"(%a) : (i32) -> ()
  return
}

// -----

// Blocks holding ops with regions are not merged.
// CHECK-LABEL: func.func @with_regions
// CHECK:         default: ^bb1,
// CHECK-NEXT:    0: ^bb2,
// CHECK-COUNT-2: "x.region"
func.func @with_regions(%v: i32) {
  cf.switch %v : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  "x.region"() ({
    "x.inner"() : () -> ()
  }) : () -> ()
  return
^bb2:
  "x.region"() ({
    "x.inner"() : () -> ()
  }) : () -> ()
  return
^bb3:
  return
}

// -----

// Blocks that branch on merge when their successors are the same; the block
// they reach keeps its two predecessors.
// CHECK-LABEL: func.func @with_successor
// CHECK:         cf.switch %{{.*}} : i32, [
// CHECK-NEXT:      default: ^bb2(%[[C:[^ ]*]] : i32),
// CHECK-NEXT:      0: ^bb1(%[[A:[^ ]*]] : i32),
// CHECK-NEXT:      1: ^bb1(%[[B:[^ ]*]] : i32)
// CHECK-NEXT:    ]
// CHECK:       ^bb1(%[[E:.*]]: i32):
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[E]], %[[C]] : i32
// CHECK-NEXT:    cf.br ^bb2(%[[X]] : i32)
// CHECK:       ^bb2(%[[R:.*]]: i32):
// CHECK-NEXT:    return %[[R]] : i32
func.func @with_successor(%v: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb3(%c : i32),
    0: ^bb1,
    1: ^bb2
  ]
^bb1:
  %x = arith.addi %a, %c : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %b, %c : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

// Regions nested in other ops are simplified too.
// CHECK-LABEL: func.func @nested
// CHECK:         "x.wrap"() ({
// CHECK:           cf.switch %{{.*}} : i32, [
// CHECK-NEXT:        default: ^bb2,
// CHECK-NEXT:        0: ^bb1,
// CHECK-NEXT:        1: ^bb1
// CHECK-NEXT:      ]
// CHECK-NOT:     ^bb3
func.func @nested(%v: i32) {
  "x.wrap"() ({
    cf.switch %v : i32, [
      default: ^bb3,
      0: ^bb1,
      1: ^bb2
    ]
  ^bb1:
    "x.use"(%v) : (i32) -> ()
    "x.end"() : () -> ()
  ^bb2:
    "x.use"(%v) : (i32) -> ()
    "x.end"() : () -> ()
  ^bb3:
    "x.end"() : () -> ()
  }) : () -> ()
  return
}
