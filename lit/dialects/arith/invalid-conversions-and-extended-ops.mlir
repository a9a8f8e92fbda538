// Verifier and parser errors of extf, truncf, uitofp, fptoui,
// index_castui, the extended ops and the scaling casts: the widths a
// conversion accepts (only widths count: f16 and bf16 do not convert),
// the rounding-mode enum, one type for the extended ops' operands and
// main results, a bool-like carry, and the elementwise shapes.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @extf_narrows(%arg0: f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %arg0 : f32 to f16
  return
}

// -----

func.func @extf_same_width(%arg0: f16) {
  // expected-error@+1 {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %arg0 : f16 to bf16
  return
}

// -----

func.func @extf_integer(%arg0: i16) {
  // expected-error@+1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'i16'}}
  %0 = arith.extf %arg0 : i16 to f32
  return
}

// -----

func.func @truncf_widens(%arg0: f32) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %arg0 : f32 to f64
  return
}

// -----

func.func @truncf_shape(%arg0: vector<4xf32>) {
  // expected-error@+1 {{'arith.truncf' op requires the same shape for all operands and results}}
  %0 = arith.truncf %arg0 : vector<4xf32> to vector<2xf16>
  return
}

// -----

func.func @truncf_tensor_dims(%arg0: tensor<4xf32>) {
  // expected-error@+1 {{'arith.truncf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.truncf %arg0 : tensor<4xf32> to tensor<?xf16>
  return
}

// -----

func.func @truncf_unknown_rounding(%arg0: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.truncf %arg0 sideways : f32 to f16
  return
}

// -----

func.func @truncf_rounding_out_of_range(%arg0: f32) {
  // expected-error@+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%arg0) {roundingmode = 7 : i32} : (f32) -> f16
  return
}

// -----

func.func @truncf_rounding_property(%arg0: f32) {
  // expected-error@+1 {{invalid properties {roundingmode = 1 : i64} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 1 : i64}}
  %0 = "arith.truncf"(%arg0) <{roundingmode = 1 : i64}> : (f32) -> f16
  return
}

// -----

func.func @uitofp_float(%arg0: f32) {
  // expected-error@+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.uitofp %arg0 : f32 to f32
  return
}

// -----

func.func @uitofp_index(%arg0: index) {
  // expected-error@+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.uitofp %arg0 : index to f32
  return
}

// -----

func.func @fptoui_index(%arg0: f32) {
  // expected-error@+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.fptoui %arg0 : f32 to index
  return
}

// -----

func.func @index_castui_integers(%arg0: i32) {
  // expected-error@+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_castui %arg0 : i32 to i64
  return
}

// -----

func.func @index_castui_float(%arg0: index) {
  // expected-error@+1 {{'arith.index_castui' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_castui %arg0 : index to f32
  return
}

// -----

func.func @addui_extended_carry(%arg0: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = arith.addui_extended %arg0, %arg0 : i32, i32
  return
}

// -----

func.func @addui_extended_sum(%arg0: i32) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%arg0, %arg0) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @addui_extended_shapes(%arg0: i32) {
  // expected-error@+1 {{'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0:2 = arith.addui_extended %arg0, %arg0 : i32, vector<2xi1>
  return
}

// -----

func.func @mulsi_extended_high(%arg0: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @mului_extended_float(%arg0: f32) {
  // expected-error@+1 {{'arith.mului_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = arith.mului_extended %arg0, %arg0 : f32
  return
}

// -----

func.func @mului_extended_one_result(%arg0: i32) {
  // expected-error@+1 {{'arith.mului_extended' op expected 2 results}}
  %0 = "arith.mului_extended"(%arg0, %arg0) : (i32, i32) -> i32
  return
}

// -----

func.func @scaling_extf_narrows(%arg0: f32, %arg1: f16) {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f32', 'f16' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %arg0, %arg1 : f32, f16 to f16
  return
}

// -----

func.func @scaling_extf_scale_shape(%arg0: vector<2xf16>, %arg1: vector<3xf16>) {
  // expected-error@+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %arg0, %arg1 : vector<2xf16>, vector<3xf16> to vector<2xf32>
  return
}

// -----

func.func @scaling_extf_integer_scale(%arg0: f16, %arg1: i32) {
  // expected-error@+1 {{'arith.scaling_extf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = arith.scaling_extf %arg0, %arg1 : f16, i32 to f32
  return
}

// -----

func.func @scaling_truncf_widens(%arg0: f32, %arg1: f16) {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'f32', 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %arg0, %arg1 : f32, f16 to f32
  return
}

// -----

func.func @scaling_truncf_tensor_dims(%arg0: tensor<2xf32>, %arg1: tensor<2xf16>) {
  // expected-error@+1 {{'arith.scaling_truncf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_truncf %arg0, %arg1 : tensor<2xf32>, tensor<2xf16> to tensor<?xf16>
  return
}

// -----

// Elementwise: with a vector operand every result is a vector.
func.func @extended_scalar_overflow(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %s, %o = "arith.addui_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}
