// Parser: signs and widths of literals and types, with MLIR 22's messages
// (test/IR/invalid-builtin-attributes.mlir, invalid-builtin-types.mlir).
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @hex_float_attribute_with_minus() {
  // expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
  "foo"() {value = -0x7fff : f16} : () -> ()
  return
}

// -----

func.func @negative_unsigned_dense_element() {
  // expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
  "foo"() {bar = dense<[5, -5]> : vector<2xui32>} : () -> ()
  return
}

// -----

func.func @negative_unsigned_dense_splat() {
  // expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
  "foo"() {bar = dense<-5> : tensor<2xui8>} : () -> ()
  return
}

// -----

func.func @negative_unsigned_attribute() {
  // A plain attribute keeps the other message.
  // expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
  "foo"() {bar = -5 : ui8} : () -> ()
  return
}

// -----

// A width that does not fit in 32 bits is not a width at all.
// expected-error @+1 {{invalid integer width}}
func.func @illegaltype(i21312312323120)

// -----

// The message lists every size.
// expected-error @+1 {{vector types must have positive constant sizes but got 1, 0}}
func.func @zero_in_vector_type() -> vector<1x0xi32>

// -----

// Scalable sizes are listed without their brackets.
// expected-error @+1 {{vector types must have positive constant sizes but got 0, 4}}
func.func @zero_in_scalable_vector_type() -> vector<0x[4]xi32>
