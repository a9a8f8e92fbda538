// A combining op in scf.forall.in_parallel may only write into a block
// argument of the shared outputs of the enclosing scf.forall (MLIR's
// InParallelOp::verify), not into a value from outside or an induction
// variable.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @outside(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<1xf32>) {
  %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'test.parallel_combine' op may only insert into an output block argument}}
      test.parallel_combine %arg2 into %arg1 : tensor<1xf32> into tensor<?xf32>
    }
  }
  return
}

// -----

func.func @induction_variable(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<1xf32>) {
  %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'test.parallel_combine' op may only insert into an output block argument}}
      test.parallel_combine %arg2 into %arg3 : tensor<1xf32> into index
    }
  }
  return
}
