// symbol-dce in nested symbol tables: a nested module is walked when it is
// live; its public symbols count as discardable when the module is private
// or unnamed; a reference @m::@f keeps both @m and @f.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --symbol-dce %s | FileCheck %s

// CHECK-LABEL: module @inner
// CHECK-NEXT: func.func @inner_public
// CHECK-NOT: @inner_private
module @inner {
  func.func @inner_public() {
    return
  }
  func.func private @inner_private() {
    return
  }
}

// -----

// CHECK-NOT: module @hidden
// CHECK-LABEL: func.func @after_hidden
module @hidden attributes {sym_visibility = "private"} {
  func.func @inside() {
    return
  }
}
func.func @after_hidden() {
  return
}

// -----

// CHECK-LABEL: module @lib attributes {sym_visibility = "private"}
// CHECK-NEXT: func.func nested @entry
// CHECK-NOT: @other
// CHECK: func.func @main
module @lib attributes {sym_visibility = "private"} {
  func.func nested @entry() {
    return
  }
  func.func private @other() {
    return
  }
}
func.func @main() attributes {ref = @lib::@entry} {
  return
}

// -----

// An unnamed module is not a symbol: it stays, and is walked as hidden.
// CHECK-LABEL: func.func @anonymous_public
// CHECK-NOT: @anonymous_nested
module {
  func.func @anonymous_public() {
    return
  }
  func.func nested @anonymous_nested() {
    return
  }
}

// -----

// Inside a public named module, nested symbols are discardable too.
// CHECK-LABEL: module @outer
// CHECK-NOT: @nested_in_outer
// CHECK: func.func @kept
module @outer {
  func.func nested @nested_in_outer() {
    return
  }
  func.func @kept() {
    return
  }
}

// -----

// Two levels: the inner private function is used from its own module.
// CHECK-LABEL: module @a
// CHECK: module @b
// CHECK: func.func @entry
// CHECK: func.func private @helper
module @a {
  module @b {
    func.func @entry() {
      call @helper() : () -> ()
      return
    }
    func.func private @helper() {
      return
    }
  }
}
