// The small float types: hex constants must fit their width, casts go
// from narrower to wider (truncf the other way), and dense arrays need
// elements of whole bytes. MLIR's messages at MLIR's positions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @hex_too_wide() {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x1FF : f8E4M3FN
  return
}

// -----

func.func @hex_too_wide_for_four_bits() {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x10 : f4E2M1FN
  return
}

// -----

func.func @dense_hex_too_wide() {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  %0 = arith.constant dense<0x40> : tensor<2xf6E2M3FN>
  return
}

// -----

func.func @truncf_same_width(%a: f8E4M3FN) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f8E4M3FN' and result type 'f8E5M2' are cast incompatible}}
  %0 = arith.truncf %a : f8E4M3FN to f8E5M2
  return
}

// -----

func.func @extf_same_width(%a: f8E4M3FN) {
  // expected-error@+1 {{'arith.extf' op operand type 'f8E4M3FN' and result type 'f8E5M2' are cast incompatible}}
  %0 = arith.extf %a : f8E4M3FN to f8E5M2
  return
}

// -----

func.func @truncf_to_wider(%a: f4E2M1FN) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f4E2M1FN' and result type 'f6E2M3FN' are cast incompatible}}
  %0 = arith.truncf %a : f4E2M1FN to f6E2M3FN
  return
}

// -----

// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
"t.o"() {a = array<f4E2M1FN: 0.5>} : () -> ()
