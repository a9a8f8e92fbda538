// builtin.module custom syntax: unnamed and named modules, `attributes {...}` (including an inherent sym_visibility, printed in the dict), nesting, and empty bodies.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// The single top-level module is used as is, with no implicit wrapper.
// CHECK-NOT:   module {
// CHECK-LABEL: module @outer attributes {foo.bar = 1 : i32, foo.unit} {
// CHECK-NEXT:    module {
// CHECK-NEXT:    }
// CHECK-NEXT:    module @empty {
// CHECK-NEXT:    }
// CHECK-NEXT:    module @vis attributes {sym_visibility = "private"} {
// CHECK-NEXT:    }
// CHECK-NEXT:    module @inner {
// CHECK-NEXT:      module attributes {foo.s = "s"} {
// CHECK-NEXT:        func.func private @f()
// CHECK-NEXT:      }
// CHECK-NEXT:      module @deeper attributes {foo.a = [1, 2], foo.b = "x"} {
// CHECK-NEXT:        module {
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// An empty `attributes {}` is not printed.
// CHECK-NEXT:    module {
// CHECK-NEXT:    }
// The generic form with an explicit empty block prints as a plain module.
// CHECK-NEXT:    module @gen {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NOT:   module

module @outer attributes {foo.bar = 1 : i32, foo.unit} {
  module {
  }
  module @empty {}
  module @vis attributes {sym_visibility = "private"} {
  }
  builtin.module @inner {
    module attributes {foo.s = "s"} {
      func.func private @f()
    }
    module @deeper attributes {foo.b = "x", foo.a = [1, 2]} {
      builtin.module {}
    }
  }
  module attributes {} {}
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "gen"} : () -> ()
}
