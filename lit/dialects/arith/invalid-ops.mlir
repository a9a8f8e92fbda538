// Verifier and parser errors of the arith binary/unary ops (integer and float): operand type constraints, SameOperandsAndResultType, operand counts, overflow/fastmath/exact syntax and bad properties, and unknown ops.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @addi_float(%arg0: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %arg0, %arg0 : f32
  return
}

// -----

func.func @muli_unsigned(%arg0: ui32) {
  // expected-error@+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = arith.muli %arg0, %arg0 : ui32
  return
}

// -----

func.func @maxsi_vector_float(%arg0: vector<2xf32>) {
  // expected-error@+1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'vector<2xf32>'}}
  %0 = arith.maxsi %arg0, %arg0 : vector<2xf32>
  return
}

// -----

func.func @addf_int(%arg0: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %arg0, %arg0 : i32
  return
}

// -----

func.func @divf_index(%arg0: index) {
  // expected-error@+1 {{'arith.divf' op operand #0 must be floating-point-like, but got 'index'}}
  %0 = arith.divf %arg0, %arg0 : index
  return
}

// -----

func.func @negf_int(%arg0: i32) {
  // expected-error@+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.negf %arg0 : i32
  return
}

// -----

func.func @addi_operand_types(%arg0: i32, %arg1: i64) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%arg0, %arg1) : (i32, i64) -> i32
  return
}

// -----

func.func @subi_result_type(%arg0: i32) {
  // expected-error@+1 {{'arith.subi' op requires the same type for all operands and results}}
  %0 = "arith.subi"(%arg0, %arg0) : (i32, i32) -> i64
  return
}

// -----

func.func @muli_vector_shapes(%arg0: vector<2xi32>, %arg1: vector<3xi32>) {
  // expected-error@+1 {{'arith.muli' op requires the same type for all operands and results}}
  %0 = "arith.muli"(%arg0, %arg1) : (vector<2xi32>, vector<3xi32>) -> vector<2xi32>
  return
}

// -----

func.func @negf_result_type(%arg0: f32) {
  // expected-error@+1 {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%arg0) : (f32) -> f64
  return
}

// -----

func.func @addi_one_operand(%arg0: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%arg0) : (i32) -> i32
  return
}

// -----

// In the custom form both operands take the one written type, so a mismatch
// is a parse error about the value's type.
// expected-note@+1 {{prior use here}}
func.func @addi_custom_mismatch(%arg0: i32, %arg1: i64) {
  // expected-error@+1 {{use of value '%arg1' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = arith.addi %arg0, %arg1 : i32
  return
}

// -----

func.func @addf_three_operands(%arg0: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addf %arg0, %arg0, %arg0 : f32
  return
}

// -----

func.func @addf_parens(%arg0: f32) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = arith.addf(%arg0, %arg0) : f32
  return
}

// -----

func.func @addi_no_type(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %arg0, %arg0
  return
}

// -----

func.func @exact_on_shli(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.shli %arg0, %arg0 exact : i32
  return
}

// -----

func.func @exact_on_addi(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %arg0, %arg0 exact : i32
  return
}

// -----

func.func @overflow_twice(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %arg0, %arg0 overflow<nsw> overflow<nuw> : i32
  return
}

// -----

func.func @overflow_after_attr_dict(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %arg0, %arg0 {foo} overflow<nsw> : i32
  return
}

// -----

func.func @overflow_on_divsi(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.divsi %arg0, %arg0 overflow<nsw> : i32
  return
}

// -----

func.func @overflow_unknown_flag(%arg0: i32) {
  // expected-error@+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %arg0, %arg0 overflow<foo> : i32
  return
}

// -----

func.func @overflow_empty(%arg0: i32) {
  // expected-error@+2 {{custom op 'arith.addi' expected valid keyword or string}}
  // expected-error@+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %arg0, %arg0 overflow<> : i32
  return
}

// -----

func.func @fastmath_unknown_flag(%arg0: f32) {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %arg0, %arg0 fastmath<foo> : f32
  return
}

// -----

func.func @fastmath_empty(%arg0: f32) {
  // expected-error@+2 {{custom op 'arith.mulf' expected valid keyword or string}}
  // expected-error@+1 {{custom op 'arith.mulf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.mulf %arg0, %arg0 fastmath<> : f32
  return
}

// -----

func.func @fastmath_twice(%arg0: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addf %arg0, %arg0 fastmath<nnan> fastmath<ninf> : f32
  return
}

// -----

func.func @bad_overflow_property(%arg0: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
  %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @bad_fastmath_property(%arg0: f32) {
  // expected-error@+1 {{invalid properties {fastmath = 1 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "arith.addf"(%arg0, %arg0) <{fastmath = 1 : i32}> : (f32, f32) -> f32
  return
}

// -----

func.func @bad_exact_property(%arg0: i32) {
  // expected-error@+1 {{invalid properties {isExact = 1 : i32} for op arith.divsi: Invalid attribute `isExact` in property conversion: 1 : i32}}
  %0 = "arith.divsi"(%arg0, %arg0) <{isExact = 1 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @unknown_op(%arg0: i32) {
  // expected-error@+1 {{custom op 'arith.frobnicate' is unknown}}
  %0 = arith.frobnicate %arg0, %arg0 : i32
  return
}

// -----

func.func @overflow_after_type(%arg0: i32) {
  // expected-error@+1 {{custom op 'overflow' is unknown (tried 'func.overflow' as well)}}
  %0 = arith.addi %arg0, %arg0 : i32 overflow<nsw>
  return
}

// -----

// An inherent attribute written in a custom form's attribute dictionary is
// checked while parsing, where it is written.
func.func @overflow_in_attr_dict(%arg0: i32) -> i32 {
  // expected-error@+1 {{custom op 'arith.addi' 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = arith.addi %arg0, %arg0 {overflowFlags = 3} : i32
  return %0 : i32
}

// -----

// The attribute dictionary is checked as soon as it is read, before the
// missing `:` after it.
func.func @attr_dict_checked_first(%arg0: i32) -> i32 {
  // expected-error@+1 {{custom op 'arith.addi' 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = arith.addi %arg0, %arg0 {overflowFlags = "x"}
  return %0 : i32
}
