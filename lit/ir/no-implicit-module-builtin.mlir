// --no-implicit-module with a named top-level builtin.module prints it exactly once (custom form by default).
// RUN: strata-opt --allow-unregistered-dialect --no-implicit-module %s | FileCheck %s

// CHECK:       {{^}}module @m attributes {foo.x} {
// CHECK-NEXT:  {{^}}  "foo.a"() : () -> ()
// CHECK-NEXT:  {{^}}}
// CHECK-NOT:   module

module @m attributes {foo.x} {
  "foo.a"() : () -> ()
}
