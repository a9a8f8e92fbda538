// canonicalize's pattern filters: disable-patterns drops the named
// patterns, enable-patterns keeps only the named ones (folding is not a
// pattern and always runs).
// RUN: strata-opt --pass-pipeline='builtin.module(canonicalize{disable-patterns=AddIAddConstant})' %s | FileCheck %s --check-prefix=DISABLED
// RUN: strata-opt --pass-pipeline='builtin.module(canonicalize{enable-patterns=XOrINotCmpI})' %s | FileCheck %s --check-prefix=ENABLED
// RUN: strata-opt --canonicalize %s | FileCheck %s --check-prefix=ALL

// DISABLED-LABEL: func.func @patterns
// DISABLED:         %[[A:.+]] = arith.addi %arg0, %{{.+}} : i32
// DISABLED-NEXT:    %[[B:.+]] = arith.addi %[[A]], %{{.+}} : i32
// DISABLED-NEXT:    %[[C:.+]] = arith.cmpi sge, %arg0, %arg1 : i32
// ENABLED-LABEL: func.func @patterns
// ENABLED:         %[[A:.+]] = arith.addi %arg0, %{{.+}} : i32
// ENABLED-NEXT:    %[[B:.+]] = arith.addi %[[A]], %{{.+}} : i32
// ENABLED-NEXT:    %[[C:.+]] = arith.cmpi sge, %arg0, %arg1 : i32
// ALL-LABEL: func.func @patterns
// ALL:           %[[B:.+]] = arith.addi %arg0, %{{.+}} : i32
// ALL-NEXT:      %[[C:.+]] = arith.cmpi sge, %arg0, %arg1 : i32
func.func @patterns(%arg0: i32, %arg1: i32) -> (i32, i1) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %arg0, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %true = arith.constant true
  %2 = arith.cmpi slt, %arg0, %arg1 : i32
  %3 = arith.xori %2, %true : i1
  return %1, %3 : i32, i1
}
