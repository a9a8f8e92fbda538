// cf.assert's canonicalization (ControlFlowOps.cpp, AssertOp::canonicalize):
// an assertion of a constant true holds and goes; one of false or of an
// unknown value stays. Each case is byte-identical with mlir-opt-22.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// The first assertion always holds; the second depends on the argument.
// CHECK-LABEL: func.func @assert_true(
// CHECK-NEXT:  cf.assert %arg0, "maybe"
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @assert_true(%arg0: i1) {
  %true = arith.constant true
  cf.assert %true, "always"
  cf.assert %arg0, "maybe"
  return
}

// -----

// An assertion of false always fails: it stays, to fail at run time.
// CHECK-LABEL: func.func @assert_false(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-NEXT:  cf.assert %[[V0]], "never"
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @assert_false() {
  %false = arith.constant false
  cf.assert %false, "never"
  return
}

// -----

// The condition becomes true only after folding: the assertion goes then.
// CHECK-LABEL: func.func @assert_folded(
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @assert_folded(%arg0: i32) {
  %0 = arith.cmpi eq, %arg0, %arg0 : i32
  cf.assert %0, "x == x"
  return
}
