// With ForallOpSingleOrZeroIterationDimsFolder disabled (as for a loop
// mapped to processing units, whose dimensions it keeps),
// ForallOpReplaceConstantInductionVar replaces each used induction
// variable of a dimension that runs once by its lower bound, an
// arith.constant for an integer bound, the value itself for a value; the
// dimension stays. An unused one, or one of an unknown trip count, is
// left alone. The pattern is named as mlir-opt-22 names it, after its C++
// anonymous namespace.
// RUN: strata-opt --canonicalize="disable-patterns='(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder'" %s | FileCheck %s

func.func private @use(index, index)

// CHECK-LABEL: func.func @replaced(
// CHECK-SAME:      %[[N:[^:]*]]: index, %[[M:.*]]: index)
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    arith.constant 1 : index
// CHECK-NEXT:    %[[U:.*]] = arith.addi %[[N]]
// CHECK-NEXT:    scf.forall (%{{.*}}, %{{.*}}, %[[K:.*]]) = (3, %[[N]], 0) to (4, %[[U]], %[[M]]) step (1, 1, 1) {
// CHECK-NEXT:      func.call @use(%[[C3]], %[[N]])
// CHECK-NEXT:      func.call @use(%[[K]], %[[K]])
// CHECK-NEXT:    }
func.func @replaced(%n: index, %m: index) {
  %c1 = arith.constant 1 : index
  %u = arith.addi %n, %c1 overflow<nsw> : index
  scf.forall (%i, %j, %k) = (3, %n, 0) to (4, %u, %m) step (1, 1, 1) {
    func.call @use(%i, %j) : (index, index) -> ()
    func.call @use(%k, %k) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @unused(
// CHECK-NEXT:    scf.forall (%{{.*}}) = (3) to (4) step (1) {
// CHECK-NEXT:      func.call @use(%{{.*}}, %{{.*}})
func.func @unused(%n: index) {
  scf.forall (%i) = (3) to (4) step (1) {
    func.call @use(%n, %n) : (index, index) -> ()
  }
  return
}
