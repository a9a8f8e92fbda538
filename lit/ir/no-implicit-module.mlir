// --no-implicit-module: the single top-level op is printed as is (no `module {` wrapper), even when it is not a builtin.module.
// RUN: strata-opt --allow-unregistered-dialect --no-implicit-module %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --no-implicit-module --mlir-print-op-generic %s | FileCheck %s

// CHECK-NOT:   module
// CHECK:       {{^}}"foo.top"() ({
// CHECK-NEXT:  {{^}}  %0 = "foo.inner"() : () -> i32
// CHECK-NEXT:  {{^}}  "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:  {{^}}}) {k = 1 : i64} : () -> ()
// CHECK-NOT:   module

"foo.top"() ({
  %0 = "foo.inner"() : () -> i32
  "foo.use"(%0) : (i32) -> ()
}) {k = 1} : () -> ()
