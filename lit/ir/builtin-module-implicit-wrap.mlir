// Implicit module: a top-level builtin.module next to other top-level ops does not become the top-level op; everything, both modules included, is wrapped in a new `module {`.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:    module @a {
// CHECK-NEXT:    }
// CHECK-NEXT:    "foo.between"() : () -> ()
// CHECK-NEXT:    module @b {
// CHECK-NEXT:      "foo.in"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:  }

module @a {
}
"foo.between"() : () -> ()
module @b {
  "foo.in"() : () -> ()
}
