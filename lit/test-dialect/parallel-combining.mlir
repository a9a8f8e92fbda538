// The ops of scf.forall.in_parallel implement ParallelCombiningOpInterface
// and write into the shared outputs of the enclosing scf.forall;
// test.parallel_combine is such an op (MLIR's is tensor.parallel_insert_slice,
// which Strata does not have yet).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @combine(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<1xf32>) -> tensor<?xf32> {
// CHECK-NEXT:    %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<?xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        test.parallel_combine %arg2 into %arg4 : tensor<1xf32> into tensor<?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<?xf32>
func.func @combine(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<1xf32>) -> tensor<?xf32> {
  %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      test.parallel_combine %arg2 into %arg4 : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %0 : tensor<?xf32>
}
