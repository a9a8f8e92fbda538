// symbol-dce by visibility: public symbols stay; private and nested ones
// stay only while something live refers to them.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --symbol-dce %s | FileCheck %s

// CHECK-LABEL: module
// CHECK-NEXT: func.func @public
// CHECK-NOT: @private_unused
func.func @public() {
  return
}
func.func private @private_unused() {
  return
}

// -----

// CHECK-LABEL: module
// CHECK-NEXT: func.func @main
// CHECK: func.func private @used
func.func @main() {
  call @used() : () -> ()
  return
}
func.func private @used() {
  return
}

// -----

// At the top level, nested visibility is discardable like private.
// CHECK-LABEL: module
// CHECK-NOT: @nested_unused
// CHECK: func.func @keep
func.func nested @nested_unused() {
  return
}
func.func @keep() {
  return
}

// -----

// A chain of private functions reached from nothing public goes away.
// CHECK-LABEL: module
// CHECK-NOT: func.func
func.func private @a() {
  call @b() : () -> ()
  return
}
func.func private @b() {
  return
}

// -----

// CHECK-LABEL: module
// CHECK-NOT: func.func
func.func private @self_recursive() {
  call @self_recursive() : () -> ()
  return
}

// -----

// CHECK-LABEL: module
// CHECK-NOT: func.func
func.func private @ping() {
  call @pong() : () -> ()
  return
}
func.func private @pong() {
  call @ping() : () -> ()
  return
}

// -----

// A chain reached from a public function stays, in order.
// CHECK-LABEL: module
// CHECK-NEXT: func.func private @leaf
// CHECK: func.func private @middle
// CHECK: func.func @root
func.func private @leaf() {
  return
}
func.func private @middle() {
  call @leaf() : () -> ()
  return
}
func.func @root() {
  call @middle() : () -> ()
  return
}

// -----

// Private declarations are symbols too.
// CHECK-LABEL: module
// CHECK-NEXT: func.func private @declared_used()
// CHECK-NOT: @declared_unused
func.func private @declared_used()
func.func private @declared_unused()
func.func @user() {
  call @declared_used() : () -> ()
  return
}

// -----

// Non-symbol ops at the top level are live and keep what they use.
// CHECK-LABEL: module
// CHECK: func.func private @by_constant
// CHECK: %{{.+}} = func.constant @by_constant
func.func private @by_constant() {
  return
}
%f = func.constant @by_constant : () -> ()
"u.keep"(%f) : (() -> ()) -> ()
