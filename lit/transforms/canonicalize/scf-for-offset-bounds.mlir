// A loop from %lb to `arith.addi %lb, C` that cannot wrap (nsw for a
// signed loop, nuw for an unsigned one) runs ceil(C / step) times, as
// MLIR's constantTripCount with scf::computeUbMinusLb says: once for C = 1
// or C = 3 with step 8 (the body is inlined with %lb for the induction
// variable), never for C = -3, twice for C = 4 step 2 (an empty loop that
// yields a value from outside becomes that value). Without the no-wrap
// flag, with a non-constant step, or with a constant lower bound and a
// non-constant upper one the trip count is unknown.
// RUN: strata-opt --canonicalize %s | FileCheck %s

func.func private @use(index)

// CHECK-LABEL: func.func @one(
// CHECK-SAME:      %[[LB:.*]]: index)
// CHECK-NEXT:    call @use(%[[LB]])
// CHECK-NEXT:    return
func.func @one(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @nowrap_missing(
// CHECK:         scf.for
func.func @nowrap_missing(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  scf.for %i = %lb to %ub step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @zero(
// CHECK-NEXT:    return
func.func @zero(%lb: index) {
  %c1 = arith.constant 1 : index
  %cm = arith.constant -3 : index
  %ub = arith.addi %lb, %cm overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @two_empty(
// CHECK-SAME:      %{{.*}}: index, %[[X:.*]]: i32)
// CHECK-NEXT:    return %[[X]]
func.func @two_empty(%lb: index, %x: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c2 iter_args(%a = %x) -> i32 {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @ceil_one(
// CHECK-SAME:      %[[LB:.*]]: index)
// CHECK-NEXT:    call @use(%[[LB]])
// CHECK-NEXT:    return
func.func @ceil_one(%lb: index) {
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %ub = arith.addi %lb, %c3 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c8 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @unsigned(
// CHECK-SAME:      %[[LB:.*]]: i32)
// CHECK-NEXT:    %[[I:.*]] = arith.index_cast %[[LB]] : i32 to index
// CHECK-NEXT:    call @use(%[[I]])
// CHECK-NEXT:    return
func.func @unsigned(%lb: i32) {
  %c1 = arith.constant 1 : i32
  %ub = arith.addi %lb, %c1 overflow<nuw> : i32
  scf.for unsigned %i = %lb to %ub step %c1 : i32 {
    %j = arith.index_cast %i : i32 to index
    func.call @use(%j) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @unsigned_nsw_only(
// CHECK:         scf.for unsigned
func.func @unsigned_nsw_only(%lb: i32) {
  %c1 = arith.constant 1 : i32
  %ub = arith.addi %lb, %c1 overflow<nsw> : i32
  scf.for unsigned %i = %lb to %ub step %c1 : i32 {
    %j = arith.index_cast %i : i32 to index
    func.call @use(%j) : (index) -> ()
  }
  return
}

// The constant moves to the right first, so 1 + %lb counts too.
// CHECK-LABEL: func.func @swapped(
// CHECK-SAME:      %[[LB:.*]]: index)
// CHECK-NEXT:    call @use(%[[LB]])
// CHECK-NEXT:    return
func.func @swapped(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %c1, %lb overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @zero_to_step(
// CHECK:         scf.for
func.func @zero_to_step(%step: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %step step %step {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @nonconst_step(
// CHECK:         scf.for
func.func @nonconst_step(%lb: index, %s: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %s {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// scf.parallel counts each dimension the same way: the first runs once
// and goes, the second (four iterations) stays.
// CHECK-LABEL: func.func @parallel(
// CHECK-SAME:      %[[LB:.*]]: index, %[[LB2:.*]]: index)
// CHECK:         scf.parallel (%[[J:.*]]) = (%[[LB2]])
// CHECK-NEXT:      func.call @use(%[[LB]])
// CHECK-NEXT:      func.call @use(%[[J]])
func.func @parallel(%lb: index, %lb2: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %ub2 = arith.addi %lb2, %c4 overflow<nsw> : index
  scf.parallel (%i, %j) = (%lb, %lb2) to (%ub, %ub2) step (%c1, %c1) {
    func.call @use(%i) : (index) -> ()
    func.call @use(%j) : (index) -> ()
    scf.reduce
  }
  return
}
