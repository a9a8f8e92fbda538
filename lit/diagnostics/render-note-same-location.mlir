// Driver: as mlir-opt renders diagnostics, a note at the same place as what
// was reported just before it (the "see current operation" note) shows no
// source line again; a note elsewhere ("prior use here") does.
// RUN: not strata-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: not strata-opt --split-input-file %s 2>&1 | FileCheck %s --check-prefix=ELSEWHERE

// CHECK: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 0
// CHECK-NEXT: {{^}}  return %a : i32
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: note: see current operation: "func.return"(%a) : (i32) -> ()
// CHECK-NEXT: error: use of value
func.func @f(%a: i32) {
  return %a : i32
}

// -----

// ELSEWHERE: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'
// ELSEWHERE-NEXT: {{^}}  %1 = arith.addi %0, %b : i64
// ELSEWHERE-NEXT: {{^}}                  ^
// ELSEWHERE-NEXT: note: prior use here
// ELSEWHERE-NEXT: {{^}}  %0 = arith.addi %b, %b : i32
// ELSEWHERE-NEXT: {{^}}  ^
func.func @g(%b: i32) {
  %0 = arith.addi %b, %b : i32
  %1 = arith.addi %0, %b : i64
  return
}
