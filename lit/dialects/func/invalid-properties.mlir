// Verifier: a generic op's `<{...}>` property of the wrong kind fails MLIR's
// property conversion while parsing (unknown names are dropped, but are
// shown in the message as written).
// RUN: strata-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{invalid properties {function_type = () -> (), sym_name = 3 : i64} for op func.func: Invalid attribute `sym_name` in property conversion: 3 : i64}}
"func.func"() <{function_type = () -> (), sym_name = 3}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func private @g()
func.func @f() {
  // expected-error@+1 {{invalid properties {callee = "g"} for op func.call: Invalid attribute `callee` in property conversion: "g"}}
  "func.call"() <{callee = "g"}> : () -> ()
  return
}

// -----

func.func private @g()
func.func @f() {
  // expected-error@+1 {{invalid properties {value = "g"} for op func.constant: Invalid attribute `value` in property conversion: "g"}}
  %0 = "func.constant"() <{value = "g"}> : () -> (() -> ())
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{invalid properties {junk = 2 : i64, unsignedCmp = 1 : i64} for op scf.for: Invalid attribute `unsignedCmp` in property conversion: 1 : i64}}
  "scf.for"(%a, %a, %a) <{unsignedCmp = 1, junk = 2}> ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

// A well-formed generic call, with an unknown property dropped.
func.func private @g()
func.func @f() {
  "func.call"() <{callee = @g, junk = 1}> : () -> ()
  return
}
