// Distinct attributes: `distinct[N]<value>` is unique by identity. Within
// one file the same N is the same attribute (inside function bodies too,
// which are parsed on other threads); a new N with an equal value is
// another attribute. The printer numbers them from 0 in the order it
// prints them, the aliased ones (`#distinct`, `#distinct1`, ... for all
// but those referring to `unit`, printed `distinct[N]<>`) first, with the
// alias definitions. mlir-opt-22 prints the same.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL

// CHECK:      #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"x">
// CHECK-NEXT: #distinct2 = distinct[2]<42 : i32>
// An alias whose value names another alias comes after it.
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #distinct3 = distinct[3]<#map>

// CHECK-LABEL: func.func @f()
// CHECK-SAME:    attributes {tag = #distinct}
// CHECK-NEXT:    "test.a"() {a = #distinct, b = distinct[4]<>, c = #distinct1, d = [distinct[5]<>, distinct[4]<>]} : () -> ()
// CHECK-NEXT:    "test.b"() {a = #distinct2, b = #distinct3} : () -> ()

// Without aliases the numbers follow the text as printed.
// LOCAL: func.func @f() attributes {tag = distinct[0]<42 : i32>} {
// LOCAL-NEXT: "test.a"() {a = distinct[0]<42 : i32>, b = distinct[1]<>, c = distinct[2]<"x">, d = [distinct[3]<>, distinct[1]<>]} : () -> ()
// LOCAL-NEXT: "test.b"() {a = distinct[4]<42 : i32>, b = distinct[5]<affine_map<(d0) -> (d0 * 2)>>} : () -> ()
func.func @f() attributes {tag = distinct[5]<42 : i32>} {
  "test.a"() {a = distinct[5]<42 : i32>, b = distinct[3]<>, c = distinct[7]<"x">,
              d = [distinct[9]<unit>, distinct[3]<>]} : () -> ()
  "test.b"() {a = distinct[1]<42 : i32>, b = distinct[0x10]<affine_map<(i) -> (i * 2)>>} : () -> ()
  return
}
