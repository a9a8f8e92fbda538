// Verifier and parser errors of the arith casts (extsi extui trunci sitofp fptosi index_cast bitcast): widths, element kinds, index operands/results, shapes and tensor dims, and the `: T to T` syntax.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @extsi_to_narrower(%arg0: i16) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i16' and result type 'i8' are cast incompatible}}
  %0 = arith.extsi %arg0 : i16 to i8
  return
}

// -----

func.func @extui_same_width(%arg0: i16) {
  // expected-error@+1 {{'arith.extui' op operand type 'i16' and result type 'i16' are cast incompatible}}
  %0 = arith.extui %arg0 : i16 to i16
  return
}

// -----

func.func @trunci_to_wider(%arg0: i16) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i16' and result type 'i32' are cast incompatible}}
  %0 = arith.trunci %arg0 : i16 to i32
  return
}

// -----

func.func @trunci_same_width(%arg0: i1) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i1' and result type 'i1' are cast incompatible}}
  %0 = arith.trunci %arg0 : i1 to i1
  return
}

// -----

func.func @extsi_vector_narrower(%arg0: vector<2xi32>) {
  // expected-error@+1 {{'arith.extsi' op operand type 'vector<2xi32>' and result type 'vector<2xi16>' are cast incompatible}}
  %0 = arith.extsi %arg0 : vector<2xi32> to vector<2xi16>
  return
}

// -----

func.func @extsi_index_operand(%arg0: index) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %arg0 : index to i64
  return
}

// -----

func.func @extui_index_result(%arg0: i32) {
  // expected-error@+1 {{'arith.extui' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extui %arg0 : i32 to index
  return
}

// -----

func.func @trunci_float(%arg0: f64) {
  // expected-error@+1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %0 = arith.trunci %arg0 : f64 to f32
  return
}

// -----

func.func @extsi_vector_shape(%arg0: vector<2xi16>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %arg0 : vector<2xi16> to vector<3xi32>
  return
}

// -----

func.func @extsi_vector_to_scalar(%arg0: vector<2xi16>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %arg0 : vector<2xi16> to i32
  return
}

// -----

func.func @extsi_tensor_dims(%arg0: tensor<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %arg0 : tensor<4xi32> to tensor<?xi64>
  return
}

// -----

func.func @extsi_two_operands(%arg0: i32) {
  // expected-error@+1 {{'arith.extsi' op requires a single operand}}
  %0 = "arith.extsi"(%arg0, %arg0) : (i32, i32) -> i64
  return
}

// -----

func.func @sitofp_int_result(%arg0: i32) {
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.sitofp %arg0 : i32 to i64
  return
}

// -----

func.func @sitofp_float_operand(%arg0: f32) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %arg0 : f32 to f32
  return
}

// -----

func.func @sitofp_index_operand(%arg0: index) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.sitofp %arg0 : index to f32
  return
}

// -----

func.func @fptosi_float_result(%arg0: f32) {
  // expected-error@+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %0 = arith.fptosi %arg0 : f32 to f64
  return
}

// -----

func.func @fptosi_int_operand(%arg0: i32) {
  // expected-error@+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.fptosi %arg0 : i32 to i32
  return
}

// -----

func.func @fptosi_index_result(%arg0: f32) {
  // expected-error@+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.fptosi %arg0 : f32 to index
  return
}

// -----

func.func @fptosi_vector_shape(%arg0: vector<2xf32>) {
  // expected-error@+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = arith.fptosi %arg0 : vector<2xf32> to vector<3xi32>
  return
}

// -----

func.func @index_cast_index_to_index(%arg0: index) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %arg0 : index to index
  return
}

// -----

func.func @index_cast_int_to_int(%arg0: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %arg0 : i32 to i64
  return
}

// -----

func.func @index_cast_float_operand(%arg0: f32) {
  // expected-error@+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %arg0 : f32 to index
  return
}

// -----

func.func @index_cast_float_result(%arg0: index) {
  // expected-error@+1 {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %arg0 : index to f32
  return
}

// -----

func.func @index_cast_tensor_to_scalar(%arg0: tensor<index>) {
  // expected-error@+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %arg0 : tensor<index> to i64
  return
}

// -----

func.func @index_cast_tensor_dims(%arg0: tensor<2xindex>) {
  // expected-error@+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %arg0 : tensor<2xindex> to tensor<?xi64>
  return
}

// -----

func.func @bitcast_width(%arg0: f16) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.bitcast %arg0 : f16 to f32
  return
}

// -----

func.func @bitcast_vector_width(%arg0: vector<2xi32>) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'vector<2xi32>' and result type 'vector<2xi64>' are cast incompatible}}
  %0 = arith.bitcast %arg0 : vector<2xi32> to vector<2xi64>
  return
}

// -----

func.func @bitcast_index_result(%arg0: i64) {
  // expected-error@+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %arg0 : i64 to index
  return
}

// -----

func.func @bitcast_index_operand(%arg0: index) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %arg0 : index to i64
  return
}

// -----

func.func @bitcast_vector_shape(%arg0: vector<2xf32>) {
  // expected-error@+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = arith.bitcast %arg0 : vector<2xf32> to vector<4xi16>
  return
}

// -----

func.func @bitcast_scalar_to_vector(%arg0: i32) {
  // expected-error@+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = arith.bitcast %arg0 : i32 to vector<1xi32>
  return
}

// -----

func.func @cast_missing_to(%arg0: i32) {
  // MLIR reports the missing `to` at the next token, on the next line.
  // expected-error@+2 {{custom op 'arith.extsi' expected 'to'}}
  %0 = arith.extsi %arg0 : i32
  return
}

// -----

func.func @cast_missing_colon(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.extsi %arg0 to i64
  return
}
