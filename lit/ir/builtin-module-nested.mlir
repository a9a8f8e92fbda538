// builtin.module custom form: a single top-level module is not re-wrapped; nested modules with symbol names (bare and quoted) and `attributes {...}`; the generic `"builtin.module"` spelling is parsed; sym_name/sym_visibility are properties; empty body prints `^bb0:` in generic form.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module @outer attributes {a.b, foo.attr = 1 : i32} {
// CHECK-NEXT:    module {
// CHECK-NEXT:      "foo.x"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    module @inner {
// CHECK-NEXT:    }
// CHECK-NEXT:    module @g attributes {sym_visibility = "private"} {
// CHECK-NEXT:      "foo.y"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    module @"quoted name" {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NOT:   module

// GENERIC-LABEL: "builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT:    "builtin.module"() ({
// GENERIC-NEXT:      "foo.x"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC-NEXT:    ^bb0:
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "builtin.module"() <{sym_name = "g", sym_visibility = "private"}> ({
// GENERIC-NEXT:      "foo.y"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "builtin.module"() <{sym_name = "quoted name"}> ({
// GENERIC-NEXT:    ^bb0:
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:  }) {a.b, foo.attr = 1 : i32} : () -> ()
// GENERIC-NOT:   builtin.module

module @outer attributes {foo.attr = 1 : i32, a.b} {
  module {
    "foo.x"() : () -> ()
  }
  module @inner {
  }
  "builtin.module"() ({
    "foo.y"() : () -> ()
  }) {sym_name = "g", sym_visibility = "private"} : () -> ()
  module @"quoted name" {
  }
}
