// Verifier and parser errors of arith.cmpi and arith.cmpf: predicate keywords and values, operand type constraints (checked while parsing the custom form), i1-shaped results, same operand types.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @cmpi_unknown_predicate(%arg0: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %arg0, %arg0 : i32
  return
}

// -----

func.func @cmpi_float_predicate(%arg0: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi oeq, %arg0, %arg0 : i32
  return
}

// -----

func.func @cmpi_integer_predicate(%arg0: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi 2, %arg0, %arg0 : i32
  return
}

// -----

func.func @cmpi_no_predicate(%arg0: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi %arg0, %arg0 : i32
  return
}

// -----

func.func @cmpf_unknown_predicate(%arg0: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf foo, %arg0, %arg0 : f32
  return
}

// -----

func.func @cmpf_integer_predicate_name(%arg0: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf eq, %arg0, %arg0 : f32
  return
}

// -----

func.func @cmpi_missing_comma(%arg0: i32) {
  // expected-error@+1 {{expected ','}}
  %0 = arith.cmpi sge %arg0, %arg0 : i32
  return
}

// -----

func.func @cmpi_three_operands(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.cmpi sge, %arg0, %arg0, %arg0 : i32
  return
}

// -----

func.func @cmpf_two_types(%arg0: f32) {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = arith.cmpf ord, %arg0, %arg0 : f32, f32
  return
}

// -----

func.func @cmpi_float_operands(%arg0: f32) {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi eq, %arg0, %arg0 : f32
  return
}

// -----

func.func @cmpf_int_operands(%arg0: i32) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf oeq, %arg0, %arg0 : i32
  return
}

// -----

func.func @cmpi_generic_float_operands(%arg0: f32) {
  // expected-error@+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_result_not_bool(%arg0: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @cmpf_result_not_bool(%arg0: tensor<4xf32>) {
  // expected-error@+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'tensor<4xi8>'}}
  %0 = "arith.cmpf"(%arg0, %arg0) <{predicate = 1 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi8>
  return
}

// -----

func.func @cmpi_result_shape(%arg0: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>
  return
}

// -----

func.func @cmpi_scalar_result_for_vector(%arg0: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @cmpf_result_shape(%arg0: vector<4xf32>) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%arg0, %arg0) <{predicate = 1 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<2xi1>
  return
}

// -----

func.func @cmpi_operand_types(%arg0: i32, %arg1: i64) {
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @cmpf_operand_types(%arg0: f32, %arg1: f64) {
  // expected-error@+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %0 = "arith.cmpf"(%arg0, %arg1) <{predicate = 1 : i64}> : (f32, f64) -> i1
  return
}

// -----

func.func @cmpi_missing_predicate(%arg0: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%arg0, %arg0) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_missing_predicate(%arg0: f32) {
  // expected-error@+1 {{'arith.cmpf' op requires attribute 'predicate'}}
  %0 = "arith.cmpf"(%arg0, %arg0) : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_predicate_out_of_range(%arg0: i32) {
  // expected-error@+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 42 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_predicate_out_of_range(%arg0: f32) {
  // expected-error@+1 {{invalid properties {predicate = 16 : i64} for op arith.cmpf: Invalid attribute `predicate` in property conversion: 16 : i64}}
  %0 = "arith.cmpf"(%arg0, %arg0) <{predicate = 16 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_predicate_wrong_width(%arg0: i32) {
  // expected-error@+1 {{invalid properties {predicate = 0 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 0 : i32}}
  %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i32}> : (i32, i32) -> i1
  return
}

// -----

// The custom form infers an i1 result.
func.func @cmpf_custom_result_use(%arg0: f32) -> f32 {
  // expected-note@+1 {{prior use here}}
  %0 = arith.cmpf oeq, %arg0, %arg0 : f32
  // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'f32' vs 'i1'}}
  return %0 : f32
}

// -----

// In the attribute dictionary (not `<{...}>`), a bad predicate is not a
// property-conversion error but fails the attribute's constraint.
func.func @cmpi_predicate_in_attr_dict(%arg0: i32) -> i1 {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%arg0, %arg0) {predicate = "x"} : (i32, i32) -> i1
  return %0 : i1
}
