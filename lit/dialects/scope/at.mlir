// scope.at at each level, with and without results, in the custom and
// the generic form (the level is a property, a keyword in the custom
// form); both read back.
// COMPAT: none (mlir-opt-22 does not resolve a func.call callee from inside an unregistered op; lit/dialects/expr/unregistered-in-mlir.mlir checks the generic form without calls)
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func private @cast(i32) -> i32

// CHECK-LABEL: func.func @levels(
// CHECK-SAME:      %[[X:.*]]: i32) -> (i32, i32) {
// CHECK-NEXT:    %[[R:.*]] = scope.at core_group -> (i32) {
// CHECK-NEXT:      %[[T:.*]] = func.call @cast(%[[X]]) : (i32) -> i32
// CHECK-NEXT:      scope.yield %[[T]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scope.at core {
// CHECK-NEXT:      scope.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[P:.*]]:2 = scope.at cluster -> (i32, i32) {
// CHECK-NEXT:      scope.yield %[[X]], %[[R]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scope.at device attributes {tag = 1 : i32} {
// CHECK-NEXT:      scope.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[P]]#0, %[[P]]#1 : i32, i32
// GENERIC:       "scope.at"() <{level = "core_group"}> ({
// GENERIC:       "scope.yield"(%{{.*}}) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> i32
// GENERIC:       "scope.at"() <{level = "core"}> ({
// GENERIC:       "scope.at"() <{level = "cluster"}> ({
// GENERIC:       "scope.at"() <{level = "device"}> ({
// GENERIC:       }) {tag = 1 : i32} : () -> ()
func.func @levels(%x: i32) -> (i32, i32) {
  %r = "scope.at"() <{level = "core_group"}> ({
    %t = func.call @cast(%x) : (i32) -> i32
    "scope.yield"(%t) : (i32) -> ()
  }) : () -> i32
  scope.at core {
    scope.yield
  }
  %p:2 = scope.at "cluster" -> (i32, i32) {
    scope.yield %x, %r : i32, i32
  }
  scope.at device attributes {tag = 1 : i32} {
    scope.yield
  }
  return %p#0, %p#1 : i32, i32
}
