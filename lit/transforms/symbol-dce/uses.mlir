// symbol-dce and where uses are: attributes (nested in arrays and
// dictionaries) of live ops and of their nested ops count; uses inside a
// dead symbol do not.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --symbol-dce %s | FileCheck %s

// CHECK-LABEL: module
// CHECK: func.func private @in_attribute
func.func @main() attributes {ref = @in_attribute} {
  return
}
func.func private @in_attribute() {
  return
}

// -----

// CHECK-LABEL: module
// CHECK: func.func private @in_array
// CHECK: func.func private @in_dictionary
func.func @main() attributes {refs = [1, @in_array], table = {entry = @in_dictionary}} {
  return
}
func.func private @in_array() {
  return
}
func.func private @in_dictionary() {
  return
}

// -----

// CHECK-LABEL: module
// CHECK: func.func private @on_nested_op
func.func @main() {
  "u.op"() {callee = @on_nested_op} : () -> ()
  return
}
func.func private @on_nested_op() {
  return
}

// -----

// A use from a dead function does not keep its target.
// CHECK-LABEL: module
// CHECK-NOT: func.func private
func.func private @dead() attributes {ref = @only_from_dead} {
  return
}
func.func private @only_from_dead() {
  return
}

// -----

// A non-symbol top-level op keeps what it refers to.
// CHECK-LABEL: module
// CHECK: func.func private @from_top
// CHECK: "u.anchor"() {ref = @from_top}
func.func private @from_top() {
  return
}
"u.anchor"() {ref = @from_top} : () -> ()

// -----

// A reference to a symbol that does not exist is ignored.
// CHECK-LABEL: module
// CHECK: "u.anchor"() {ref = @missing}
// CHECK-NOT: @gone
"u.anchor"() {ref = @missing} : () -> ()
func.func private @gone() {
  return
}

// -----

// Uses in a function's nested regions count.
// CHECK-LABEL: module
// CHECK: func.func private @in_if
func.func @main(%c: i1) {
  scf.if %c {
    func.call @in_if() : () -> ()
  }
  return
}
func.func private @in_if() {
  return
}
