// scf.forall's canonicalization with combining ops in its
// scf.forall.in_parallel (test.parallel_combine stands for MLIR's
// tensor.parallel_insert_slice): ForallOpIterArgsFolder keeps a shared
// output that is written and whose result is used, and drops one whose
// result is unused, erasing the ops that write it; a loop whose every
// dimension runs once is not inlined while a combining op remains, since
// MLIR turns those into tensor.insert_slice, which Strata does not have.
// RUN: strata-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @written_and_used(
// CHECK-SAME:      %[[N:[^:]*]]: index, %[[T:[^:]*]]: tensor<?xf32>, %[[V:[^:]*]]: tensor<1xf32>)
// CHECK-NEXT:    %[[R:.*]] = scf.forall (%{{.*}}) in (%[[N]]) shared_outs(%[[O:.*]] = %[[T]]) -> (tensor<?xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        test.parallel_combine %[[V]] into %[[O]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]
func.func @written_and_used(%n: index, %t: tensor<?xf32>, %v: tensor<1xf32>) -> tensor<?xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      test.parallel_combine %v into %o : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// The first output is written but its result unused; the second is used
// but never written; the third is written and used.
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME:      %[[N:[^:]*]]: index, %[[A:[^:]*]]: tensor<?xf32>, %[[B:[^:]*]]: tensor<?xf32>, %[[C:[^:]*]]: tensor<?xf32>, %[[V:[^:]*]]: tensor<1xf32>)
// CHECK-NEXT:    %[[R:.*]] = scf.forall (%{{.*}}) in (%[[N]]) shared_outs(%[[O:.*]] = %[[C]]) -> (tensor<?xf32>) {
// CHECK-NEXT:      "test.use"(%[[A]], %[[B]], %[[O]])
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        test.parallel_combine %[[V]] into %[[O]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[B]], %[[R]]
func.func @mixed(%n: index, %a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>, %v: tensor<1xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%x = %a, %y = %b, %z = %c) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    "test.use"(%x, %y, %z) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> ()
    scf.forall.in_parallel {
      test.parallel_combine %v into %x : tensor<1xf32> into tensor<?xf32>
      test.parallel_combine %v into %z : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r#1, %r#2 : tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @single_iteration_with_combining(
// CHECK-NEXT:    %[[R:.*]] = scf.forall (%{{.*}}) in (1) shared_outs(
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        test.parallel_combine
func.func @single_iteration_with_combining(%t: tensor<?xf32>, %v: tensor<1xf32>) -> tensor<?xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      test.parallel_combine %v into %o : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
