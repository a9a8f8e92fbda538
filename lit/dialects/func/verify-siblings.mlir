// Verifier: each function (isolated from above) is verified on its own, and
// its siblings are verified even when it fails, so every failing function
// reports its first error, in op order, as mlir-opt does. The same with one
// thread. A failing function stops the module's own region checks (the
// undefined @nope below is never reported).
// RUN: strata-opt --split-input-file --verify-diagnostics %s
// RUN: strata-opt --split-input-file --verify-diagnostics --mlir-disable-threading %s

func.func @first(%a: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @first}}
  return %a : i32
}

func.func @second() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

func.func @fine(%a: i32) -> i32 {
  return %a : i32
}

func.func @third(%c: i1, %v: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb1(%v : i32)
^bb1(%x: i32):
  return
}

// -----

func.func @calls_nothing() {
  call @nope() : () -> ()
  return
}

func.func @bad() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

module {
  func.func @nested_bad() -> i32 {
    // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@nested_bad) returns 1}}
    return
  }
  func.func @nested_fine() {
    return
  }
}
