// An input with only comments and alias definitions yields an empty implicit module (custom: `module {` `}`; generic: one empty `^bb0:` block).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK:      {{^}}module {
// CHECK-NEXT: {{^}}}
// CHECK-NOT:  {{.}}

// GENERIC:      {{^}}"builtin.module"() ({
// GENERIC-NEXT: {{^}}^bb0:
// GENERIC-NEXT: {{^}}}) : () -> ()
// GENERIC-NOT:  {{.}}

#unused = 1 : i32
!unused = i64
