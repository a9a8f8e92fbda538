// cf.switch's destinations, the default one included, take results with
// their numbers (`%pair#1`), and what is printed reads back. mlir-opt-22
// prints such a default destination too (its canonicalization forwards
// results there) but rejects it when it reads it back, so only the generic
// form is compared with it.
// COMPAT: generic
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

func.func private @two() -> (i32, i32)

// CHECK-LABEL: func.func @result_numbers
// CHECK: %[[P:.*]]:2 = call @two()
// CHECK-NEXT: cf.switch %{{.*}} : i32, [
// CHECK-NEXT:   default: ^bb1(%[[P]]#1 : i32),
// CHECK-NEXT:   7: ^bb1(%[[P]]#0 : i32)
// CHECK-NEXT: ]
func.func @result_numbers(%flag: i32) -> i32 {
  %pair:2 = func.call @two() : () -> (i32, i32)
  cf.switch %flag : i32, [
    default: ^bb1(%pair#1 : i32),
    7: ^bb1(%pair#0 : i32)
  ]
^bb1(%r: i32):
  return %r : i32
}
