// Verifier errors of arith.remf, maximumf, minimumf, maxnumf and minnumf:
// floating-point-like operands, one type for operands and result.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @remf_int(%arg0: i32) {
  // expected-error@+1 {{'arith.remf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.remf %arg0, %arg0 : i32
  return
}

// -----

func.func @maximumf_index(%arg0: index) {
  // expected-error@+1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'index'}}
  %0 = arith.maximumf %arg0, %arg0 : index
  return
}

// -----

func.func @minimumf_mixed(%arg0: f32, %arg1: f64) {
  // expected-error@+1 {{'arith.minimumf' op requires the same type for all operands and results}}
  %0 = "arith.minimumf"(%arg0, %arg1) : (f32, f64) -> f32
  return
}

// -----

func.func @maxnumf_result(%arg0: f32) {
  // expected-error@+1 {{'arith.maxnumf' op requires the same type for all operands and results}}
  %0 = "arith.maxnumf"(%arg0, %arg0) : (f32, f32) -> f16
  return
}

// -----

func.func @minnumf_vector_int(%arg0: vector<2xi8>) {
  // expected-error@+1 {{'arith.minnumf' op operand #0 must be floating-point-like, but got 'vector<2xi8>'}}
  %0 = arith.minnumf %arg0, %arg0 : vector<2xi8>
  return
}
