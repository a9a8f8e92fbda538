// Verifier and parser errors of arith.constant: value/result type agreement, signless integers, attribute kinds, literal ranges and the custom syntax.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @float_value_int_result() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1.0 : f32}> : () -> i32
  return
}

// -----

func.func @int_width_mismatch() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @string_value_generic() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "xyz"}> : () -> i32
  return
}

// -----

func.func @dense_shape_mismatch() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = dense<1> : tensor<2xi64>}> : () -> tensor<3xi64>
  return
}

// -----

func.func @dense_element_mismatch() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi64>
  return
}

// -----

func.func @unsigned() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 0 : ui32
  return
}

// -----

func.func @signed() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 0 : si8
  return
}

// -----

func.func @string_value() {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "str"
  return
}

// -----

func.func @missing_value() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @two_results() {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> (i32, i32)
  return
}

// -----

func.func @bind_two() {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = arith.constant 1 : i32
  return
}

// -----

func.func @symbol_value() {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant @sym : i32
  return
}

// -----

func.func @unit_value() {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}

// -----

func.func @array_value() {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant [1, 2]
  return
}

// -----

func.func @no_value() {
  // expected-error@+1 {{expected attribute value}}
  %0 = arith.constant
  return
}

// -----

func.func @i1_out_of_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 2 : i1
  return
}

// -----

func.func @i8_out_of_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 256 : i8
  return
}

// -----

func.func @int_literal_float_type() {
  // expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note@+1 {{add a trailing dot to make the literal a float}}
  %0 = arith.constant 1 : f32
  return
}

// -----

func.func @int_literal_float_dense() {
  // expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note@+1 {{add a trailing dot to make the literal a float}}
  %0 = arith.constant dense<1> : tensor<2xf32>
  return
}

// -----

func.func @float_literal_int_type() {
  %0 = arith.constant 1.0 : i32
  // MLIR reports this at the token after the type (here `return`).
  // expected-error@+1 {{floating point value not valid for specified type}}
  return
}

// -----

func.func @attr_dict_after_value() {
  // The attr-dict comes before the value.
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = arith.constant 1 : index {foo}
  return
}

// -----

func.func @untyped_value_in_attr_dict() -> i32 {
  // expected-error@+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = unit} : () -> i32
  return %0 : i32
}

// -----

// A scalable vector constant is a splat or nothing.
func.func @scalable_elements() {
  // expected-error @+1 {{intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<[4]xi32>
  return
}
