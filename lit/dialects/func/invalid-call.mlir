// Verifier and parser errors of func.call, func.call_indirect, func.constant and func.return (symbol lookup, operand/result counts and types, enclosing function signature).
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @unknown_callee() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}

// -----

module @not_a_function {
}

func.func @callee_not_function() {
  // expected-error@+1 {{'func.call' op 'not_a_function' does not reference a valid function}}
  call @not_a_function() : () -> ()
  return
}

// -----

func.func private @two_args(i32, i32)

func.func @operand_count(%arg0: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  call @two_args(%arg0) : (i32) -> ()
  return
}

// -----

func.func private @takes_i32_f32(i32, f32)

func.func @operand_type(%arg0: i32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 1}}
  call @takes_i32_f32(%arg0, %arg0) : (i32, i32) -> ()
  return
}

// -----

func.func private @returns_one() -> i32

func.func @result_count() {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  call @returns_one() : () -> ()
  return
}

// -----

func.func private @return_i32_f32() -> (i32, f32)

func.func @result_type() {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{      op result types: 'f32', 'i32'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @return_i32_f32() : () -> (f32, i32)
  return
}

// -----

func.func @no_callee() {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  %0 = "func.call"() : () -> i32
  return
}

// -----

func.func @callee_not_symbol() {
  // expected-error@+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.call"() {callee = "str"} : () -> i32
  return
}

// -----

func.func private @f(i32)

func.func @call_type_count(%arg0: i32) {
  // expected-error@+1 {{custom op 'func.call' number of operands and types do not match: got 1 operands and 2 types}}
  call @f(%arg0) : (i32, i32) -> ()
  return
}

// -----

func.func private @f() -> (i32, i32)

func.func @call_result_binding() {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = call @f() : () -> (i32, i32)
  return
}

// -----

module @m {
  func.func private @f()
}

func.func @call_nested_symbol() {
  // func.call takes a flat symbol reference only.
  // expected-error@+1 {{custom op 'func.call' invalid kind of attribute specified}}
  call @m::@f() : () -> ()
  return
}

// -----

func.func @call_string_callee() {
  // expected-error@+1 {{custom op 'func.call' invalid kind of attribute specified}}
  call "f"() : () -> ()
  return
}

// -----

func.func private @f()

func.func @call_missing_parens() {
  // expected-error@+1 {{expected '('}}
  call @f : () -> ()
  return
}

// -----

func.func private @f(i32)

func.func @call_not_function_type(%arg0: i32) {
  // expected-error@+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  call @f(%arg0) : i32 -> ()
  return
}

// -----

func.func @call_indirect_input_types(%arg0: (i32) -> i32, %arg1: f32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%arg0, %arg1) : ((i32) -> i32, f32) -> i32
  return
}

// -----

func.func @call_indirect_result_types(%arg0: (i32) -> i32, %arg1: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%arg0, %arg1) : ((i32) -> i32, i32) -> f32
  return
}

// -----

func.func @call_indirect_not_function(%arg0: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%arg0) : (i32) -> ()
  return
}

// -----

func.func @call_indirect_custom(%arg0: (i32) -> i32, %arg1: f32) {
  // The custom form takes the callee type; operands are resolved against it.
  // expected-note@-2 {{prior use here}}
  // expected-error@+1 {{use of value '%arg1' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = call_indirect %arg0(%arg1) : (i32) -> i32
  return
}

// -----

func.func @constant_undefined() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'qux'}}
  %0 = constant @qux : (i32) -> ()
  return
}

// -----

func.func @constant_mismatched_type() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @constant_mismatched_type : (i32) -> ()
  return
}

// -----

module @not_a_function {
}

func.func @constant_not_function() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'not_a_function'}}
  %0 = constant @not_a_function : () -> ()
  return
}

// -----

func.func @return_count() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func.func @return_count_extra(%arg0: i32) {
  // expected-error@+1 {{'func.return' op has 2 operands, but enclosing function (@return_count_extra) returns 0}}
  return %arg0, %arg0 : i32, i32
}

// -----

func.func @return_type(%arg0: f32) -> (f32, i32) {
  // expected-error@+1 {{type of return operand 1 ('f32') doesn't match function result type ('i32') in function @return_type}}
  return %arg0, %arg0 : f32, f32
}

// -----

func.func @return_outside_func() {
  scf.execute_region {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

func.func @nested_func() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner() {
    return
  }
  return
}
