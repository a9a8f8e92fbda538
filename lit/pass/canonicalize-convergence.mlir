// test-convergence fails the pass when the greedy driver stops at its
// limits before a fixpoint: test.slow_fixpoint's pattern (CountStep)
// changes it 64 times before it settles, more than 3 iterations of at most
// 5 rewrites. Without the limits the driver gets there, and without
// test-convergence stopping early is not an error.
// RUN: not strata-opt --pass-pipeline='builtin.module(canonicalize{test-convergence max-iterations=3 max-num-rewrites=5})' %s 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: strata-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=3 max-num-rewrites=5})' %s | FileCheck %s --check-prefix=STOPPED
// RUN: strata-opt --pass-pipeline='builtin.module(canonicalize{test-convergence})' %s | FileCheck %s --check-prefix=SETTLED
// RUN: strata-opt --pass-pipeline='builtin.module(canonicalize{disable-patterns=CountStep test-convergence})' %s | FileCheck %s --check-prefix=DISABLED

// FAIL: error: canonicalize did not converge: the IR still changed after 3 iterations and 15 rewrites
// STOPPED-LABEL: func.func @slow
// STOPPED-NEXT:    "test.slow_fixpoint"() {steps = 15 : i64} : () -> ()
// SETTLED-LABEL: func.func @slow
// SETTLED-NEXT:    "test.slow_fixpoint"() {steps = 64 : i64} : () -> ()
// DISABLED-LABEL: func.func @slow
// DISABLED-NEXT:    "test.slow_fixpoint"() : () -> ()
func.func @slow() {
  "test.slow_fixpoint"() : () -> ()
  return
}
