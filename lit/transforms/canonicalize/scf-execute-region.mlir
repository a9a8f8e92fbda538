// scf.execute_region's patterns (SCF.cpp): SingleBlockExecuteInliner and
// MultiBlockExecuteInliner, neither for an op marked no_inline. Each case
// is byte-identical with mlir-opt-22.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// One block: its ops take the op's place.
func.func private @val() -> i64
func.func private @use(i64)
// CHECK-LABEL: func.func @single_block(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = call @val() : () -> i64
// CHECK-NEXT:  call @use(%[[V0]]) : (i64) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @single_block() {
  %v = scf.execute_region -> i64 {
    %x = func.call @val() : () -> i64
    scf.yield %x : i64
  }
  func.call @use(%v) : (i64) -> ()
  return
}

// -----

// no_inline keeps the op.
func.func private @val() -> i64
func.func private @use(i64)
// CHECK-LABEL: func.func @no_inline(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.execute_region -> i64 no_inline {
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @val() : () -> i64
// CHECK-NEXT:  scf.yield %[[V1]] : i64
// CHECK-NEXT:  }
// CHECK-NEXT:  call @use(%[[V0]]) : (i64) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @no_inline() {
  %v = scf.execute_region -> i64 no_inline {
    %x = func.call @val() : () -> i64
    scf.yield %x : i64
  }
  func.call @use(%v) : (i64) -> ()
  return
}

// -----

// Several blocks in a function: spliced in, the yield becoming a branch
// to the rest of the block.
func.func private @val() -> i64
func.func private @use(i64)
// CHECK-LABEL: func.func @multi_block(
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = call @val() : () -> i64
// CHECK-NEXT:  cf.br ^bb3(%[[V0]] : i64)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = call @val() : () -> i64
// CHECK-NEXT:  cf.br ^bb3(%[[V1]] : i64)
// CHECK-NEXT:  ^bb3(%[[V2:[a-zA-Z0-9_.$-]+]]: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  call @use(%[[V2]]) : (i64) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @multi_block(%arg0: i1) {
  %v = scf.execute_region -> i64 {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:
    %x = func.call @val() : () -> i64
    cf.br ^bb3(%x : i64)
  ^bb2:
    %y = func.call @val() : () -> i64
    cf.br ^bb3(%y : i64)
  ^bb3(%z: i64):
    scf.yield %z : i64
  }
  func.call @use(%v) : (i64) -> ()
  return
}

// -----

// Several blocks inside an scf.if (a single-block region): stays.
func.func private @val() -> i64
func.func private @use(i64)
// CHECK-LABEL: func.func @multi_block_in_if(
// CHECK-NEXT:  scf.if %arg1 {
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = scf.execute_region -> i64 {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = func.call @val() : () -> i64
// CHECK-NEXT:  cf.br ^bb3(%[[V1]] : i64)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = func.call @val() : () -> i64
// CHECK-NEXT:  cf.br ^bb3(%[[V2]] : i64)
// CHECK-NEXT:  ^bb3(%[[V3:[a-zA-Z0-9_.$-]+]]: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  scf.yield %[[V3]] : i64
// CHECK-NEXT:  }
// CHECK-NEXT:  func.call @use(%[[V0]]) : (i64) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @multi_block_in_if(%arg0: i1, %arg1: i1) {
  scf.if %arg1 {
    %v = scf.execute_region -> i64 {
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:
      %x = func.call @val() : () -> i64
      cf.br ^bb3(%x : i64)
    ^bb2:
      %y = func.call @val() : () -> i64
      cf.br ^bb3(%y : i64)
    ^bb3(%z: i64):
      scf.yield %z : i64
    }
    func.call @use(%v) : (i64) -> ()
  }
  return
}

// -----

// Several yields: each becomes a branch to the continuation block, whose
// argument replaces the result.
func.func private @val() -> i64
func.func private @use(i64)
// CHECK-LABEL: func.func @multi_yield(
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = call @val() : () -> i64
// CHECK-NEXT:  cf.br ^bb3(%[[V0]] : i64)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = call @val() : () -> i64
// CHECK-NEXT:  cf.br ^bb3(%[[V1]] : i64)
// CHECK-NEXT:  ^bb3(%[[V2:[a-zA-Z0-9_.$-]+]]: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  call @use(%[[V2]]) : (i64) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @multi_yield(%arg0: i1) {
  %v = scf.execute_region -> i64 {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:
    %x = func.call @val() : () -> i64
    scf.yield %x : i64
  ^bb2:
    %y = func.call @val() : () -> i64
    scf.yield %y : i64
  }
  func.call @use(%v) : (i64) -> ()
  return
}

// -----

// Nested regions: the inner one is spliced into the outer, whose region
// then collapses into one block and the function; the branches on a
// constant pair become a select.
func.func private @use(i64)
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant 2 : i64
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i64
// CHECK-NEXT:  %[[V2:[a-zA-Z0-9_.$-]+]] = arith.select %arg0, %[[V1]], %[[V0]] : i64
// CHECK-NEXT:  call @use(%[[V2]]) : (i64) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @nested(%arg0: i1) {
  %v = scf.execute_region -> i64 {
    %w = scf.execute_region -> i64 {
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:
      %x = arith.constant 1 : i64
      scf.yield %x : i64
    ^bb2:
      %y = arith.constant 2 : i64
      scf.yield %y : i64
    }
    scf.yield %w : i64
  }
  func.call @use(%v) : (i64) -> ()
  return
}
