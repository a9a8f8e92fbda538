// scf.forall's canonicalization patterns, in MLIR 22's order:
// - ForallOpControlOperandsFolder: constant values among the bounds and
//   steps become integers of the static lists (0 to 4 step 1 then prints
//   as `in (4)`);
// - ForallOpIterArgsFolder: a shared output whose result is unused or that
//   no combining op writes goes, its argument and result replaced by the
//   output;
// - ForallOpSingleOrZeroIterationDimsFolder: a dimension that runs no
//   iteration makes the loop its outputs, dimensions that run once go
//   (their induction variables become `arith.constant`s of the lower
//   bound), and a loop left with none is inlined; the trip count is
//   signed, `%n + 1` with nsw runs once from `%n`, and equal bounds run
//   no iteration. A non-empty mapping would keep the dimensions; an empty
//   one is kept as an attribute;
// - ForallOpReplaceConstantInductionVar, for dimensions the folder above
//   keeps.
// RUN: strata-opt --canonicalize %s | FileCheck %s

func.func private @use(index, index)

// CHECK-LABEL: func.func @control(
// CHECK-SAME:      %[[N:.*]]: index)
// CHECK-NEXT:    scf.forall (%[[I:.*]], %[[J:.*]]) = (0, 1) to (4, %[[N]]) step (1, 4) {
// CHECK-NEXT:      func.call @use(%[[I]], %[[J]])
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @control(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.forall (%i, %j) = (%c0, %c1) to (%c4, %n) step (%c1, %c4) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @normalized(
// CHECK-NEXT:    scf.forall (%{{.*}}) in (4) {
func.func @normalized() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.forall (%i) = (%c0) to (%c4) step (%c1) {
    func.call @use(%i, %i) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @zero(
// CHECK-NEXT:    return
func.func @zero(%n: index) {
  %c0 = arith.constant 0 : index
  scf.forall (%i, %j) in (%n, %c0) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @equal_bounds(
// CHECK-NEXT:    return
func.func @equal_bounds(%n: index) {
  scf.forall (%i) = (%n) to (%n) step (1) {
    func.call @use(%i, %i) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @single(
// CHECK-SAME:      %[[N:.*]]: index)
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    scf.forall (%[[J:.*]]) = (0) to (%[[N]]) step (2) {
// CHECK-NEXT:      func.call @use(%[[C3]], %[[J]])
// CHECK-NEXT:    }
func.func @single(%n: index) {
  scf.forall (%i, %j) = (3, 0) to (4, %n) step (1, 2) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @all_single(
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT:    call @use(%[[C3]], %[[C5]])
// CHECK-NEXT:    return
func.func @all_single() {
  scf.forall (%i, %j) = (3, 5) to (4, 6) step (1, 7) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @offset(
// CHECK-SAME:      %[[N:[^:]*]]: index)
// CHECK-NEXT:    scf.forall (%[[J:.*]]) = (0) to (8) step (3) {
// CHECK-NEXT:      func.call @use(%[[N]], %[[J]])
func.func @offset(%n: index) {
  %c1 = arith.constant 1 : index
  %u = arith.addi %n, %c1 overflow<nsw> : index
  scf.forall (%i, %j) = (%n, 0) to (%u, 8) step (1, 3) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @attributes_kept(
// CHECK:         } {foo = "bar", mapping = []}
func.func @attributes_kept(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    func.call @use(%i, %j) : (index, index) -> ()
  } {mapping = [], foo = "bar"}
  return
}

// An empty mapping does not stop the inlining either.
// CHECK-LABEL: func.func @mapped_empty(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    call @use(%[[C0]], %[[C0]])
func.func @mapped_empty() {
  scf.forall (%i) in (1) {
    func.call @use(%i, %i) : (index, index) -> ()
  } {mapping = []}
  return
}

// CHECK-LABEL: func.func @unwritten_output(
// CHECK-SAME:      %[[T:[^:]*]]: tensor<4xf32>, %[[N:.*]]: index)
// CHECK-NEXT:    scf.forall (%[[I:.*]]) in (%[[N]]) {
// CHECK-NEXT:      func.call @use(%[[I]], %[[I]])
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[T]] : tensor<4xf32>
func.func @unwritten_output(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    func.call @use(%i, %i) : (index, index) -> ()
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @zero_with_outputs(
// CHECK-SAME:      %[[T:[^:]*]]: tensor<4xf32>
// CHECK-NEXT:    return %[[T]] : tensor<4xf32>
func.func @zero_with_outputs(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
    func.call @use(%i, %i) : (index, index) -> ()
  }
  return %r : tensor<4xf32>
}

// Unknown trip counts stay: a dynamic step, an offset without nsw.
// CHECK-LABEL: func.func @unknown(
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[U:.*]] = arith.addi
// CHECK-NEXT:    scf.forall (%{{.*}}, %{{.*}}) = (0, %{{.*}}) to (4, %[[U]]) step (%{{.*}}, 1) {
func.func @unknown(%n: index, %s: index) {
  %c1 = arith.constant 1 : index
  %u = arith.addi %n, %c1 : index
  scf.forall (%i, %j) = (0, %n) to (4, %u) step (%s, 1) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  return
}
