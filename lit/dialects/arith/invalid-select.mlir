// Verifier and parser errors of arith.select: condition type and shape, value/result type agreement, operand count, and the `: [C,] T` syntax.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

// With one type after the colon the condition is parsed as i1.
// expected-note@+1 {{prior use here}}
func.func @condition_not_i1(%arg0: i32, %arg1: i32) {
  // expected-error@+1 {{use of value '%arg0' expects different type than prior uses: 'i1' vs 'i32'}}
  %0 = arith.select %arg0, %arg1, %arg1 : i32
  return
}

// -----

func.func @condition_not_bool(%arg0: vector<4xi8>, %arg1: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'vector<4xi8>'}}
  %0 = arith.select %arg0, %arg1, %arg1 : vector<4xi8>, vector<4xi32>
  return
}

// -----

func.func @value_types(%arg0: i1, %arg1: i32, %arg2: i64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @result_type(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%arg0, %arg1, %arg1) : (i1, i32, i32) -> i64
  return
}

// -----

func.func @condition_shape(%arg0: vector<3xi1>, %arg1: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %arg0, %arg1, %arg1 : vector<3xi1>, vector<4xi32>
  return
}

// -----

func.func @zero_rank_condition(%arg0: tensor<i1>, %arg1: tensor<2xi64>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %arg0, %arg1, %arg1 : tensor<i1>, tensor<2xi64>
  return
}

// -----

func.func @condition_static_vs_dynamic(%arg0: tensor<4xi1>, %arg1: tensor<?xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %arg0, %arg1, %arg1 : tensor<4xi1>, tensor<?xi32>
  return
}

// -----

func.func @condition_vector_value_tensor(%arg0: vector<4xi1>, %arg1: tensor<4xi32>) {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %arg0, %arg1, %arg1 : vector<4xi1>, tensor<4xi32>
  return
}

// -----

func.func @two_operands_generic(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{'arith.select' op expected 3 operands, but found 2}}
  %0 = "arith.select"(%arg0, %arg1) : (i1, i32) -> i32
  return
}

// -----

func.func @two_operands_custom(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %arg0, %arg1 : i32
  return
}

// -----

func.func @three_types(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = arith.select %arg0, %arg1, %arg1 : i1, i32, i32
  return
}

// -----

func.func @no_type(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.select %arg0, %arg1, %arg1
  return
}
