// Verifier errors of arith.maxui, minui, ceildivsi, ceildivui and
// floordivsi: signless-integer-like operands, one type for operands and
// result.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @maxui_float(%arg0: f32) {
  // expected-error@+1 {{'arith.maxui' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.maxui %arg0, %arg0 : f32
  return
}

// -----

func.func @minui_signed(%arg0: si32) {
  // expected-error@+1 {{'arith.minui' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = arith.minui %arg0, %arg0 : si32
  return
}

// -----

func.func @ceildivsi_mixed(%arg0: i32, %arg1: i64) {
  // expected-error@+1 {{'arith.ceildivsi' op requires the same type for all operands and results}}
  %0 = "arith.ceildivsi"(%arg0, %arg1) : (i32, i64) -> i32
  return
}

// -----

func.func @ceildivui_result(%arg0: i32) {
  // expected-error@+1 {{'arith.ceildivui' op requires the same type for all operands and results}}
  %0 = "arith.ceildivui"(%arg0, %arg0) : (i32, i32) -> i16
  return
}

// -----

func.func @floordivsi_vector_float(%arg0: vector<2xf16>) {
  // expected-error@+1 {{'arith.floordivsi' op operand #0 must be signless-integer-like, but got 'vector<2xf16>'}}
  %0 = arith.floordivsi %arg0, %arg0 : vector<2xf16>
  return
}

// -----

func.func @floordivsi_one_operand(%arg0: i32) {
  // expected-error@+1 {{'arith.floordivsi' op expected 2 operands, but found 1}}
  %0 = "arith.floordivsi"(%arg0) : (i32) -> i32
  return
}
