// CallOpInterface verification of func.call and func.call_indirect, on the
// cases mlir-opt-22 also reports: the wording and locations are MLIR's
// (checked against mlir-opt-22 by the compatibility suite), and each error
// is reported once.
// COMPAT: diagnostics
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func private @two(i32, i32)

func.func @too_few_operands(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @two(%a) : (i32) -> ()
  return
}

// -----

func.func private @two(i32, i32)

func.func @too_many_operands(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @two(%a, %a, %a) : (i32, i32, i32) -> ()
  return
}

// -----

func.func private @two_results() -> (i32, i32)

func.func @too_few_results() {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %0 = func.call @two_results() : () -> i32
  return
}

// -----

func.func private @one_result() -> i32

func.func @too_many_results() {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %0:2 = func.call @one_result() : () -> (i32, i32)
  return
}

// -----

func.func private @takes(i32, f32)

func.func @first_operand_type(%a: f32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  func.call @takes(%a, %a) : (f32, f32) -> ()
  return
}

// -----

func.func private @takes(i32, f32)

func.func @second_operand_type(%a: i32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 1}}
  func.call @takes(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func private @gives() -> (i32, f32)

func.func @first_result_type() {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{      op result types: 'f32', 'f32'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %0:2 = func.call @gives() : () -> (f32, f32)
  return
}

// -----

func.func private @gives() -> (i32, f32)

func.func @second_result_type() {
  // expected-error@+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note@+2 {{      op result types: 'i32', 'i32'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %0:2 = func.call @gives() : () -> (i32, i32)
  return
}

// -----

func.func @unknown_symbol() {
  // expected-error@+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  func.call @nowhere() : () -> ()
  return
}

// -----

"test.symbol"() {sym_name = "not_callable"} : () -> ()

func.func @symbol_names_a_non_callable() {
  // expected-error@+1 {{'func.call' op 'not_callable' does not reference a valid function}}
  func.call @not_callable() : () -> ()
  return
}

// -----

func.func @indirect_operand_types(%f: (i32) -> i32, %a: f32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, f32) -> i32
  return
}

// -----

func.func @indirect_arity(%f: (i32) -> i32, %a: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a, %a) : ((i32) -> i32, i32, i32) -> i32
  return
}

// -----

func.func @indirect_result_types(%f: (i32) -> i32, %a: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i32) -> f32
  return
}

// -----

func.func private @f(i32) -> i32

func.func @indirect_through_a_constant(%a: f32) {
  %f = func.constant @f : (i32) -> i32
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, f32) -> i32
  return
}
