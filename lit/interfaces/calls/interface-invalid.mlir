// CallOpInterface verification on the test dialect's calls, which mlir-opt
// does not know: counts and types of forwarded operands and results only
// (a consumed operand or a produced result is never counted), a variadic
// callee's fixed part, a custom are_types_compatible, callees that do not
// resolve, and callee values of function type. Each error has a note at
// the callee's definition.
// COMPAT: none (mlir-opt does not know the test dialect's calls)
// RUN: strata-opt --split-input-file --verify-diagnostics %s

// expected-note@+1 {{'f' is defined here with type '(i32) -> i32'}}
func.func private @f(i32) -> i32

func.func @too_few_operands() {
  // expected-error@+1 {{'test.call_cast' op incorrect number of operands for callee}}
  %0 = test.call_cast @f() : () -> i32
  return
}

// -----

// expected-note@+1 {{'f' is defined here with type '(i32) -> i32'}}
func.func private @f(i32) -> i32

func.func @too_many_operands(%a: i32) {
  // expected-error@+1 {{'test.call_cast' op incorrect number of operands for callee}}
  %0 = test.call_cast @f(%a, %a) : (i32, i32) -> i32
  return
}

// -----

// expected-note@+1 {{'f' is defined here with type '(i32) -> (i32, i32)'}}
func.func private @f(i32) -> (i32, i32)

func.func @too_few_results(%a: i32) {
  // expected-error@+1 {{'test.call_cast' op incorrect number of results for callee}}
  %0 = test.call_cast @f(%a) : (i32) -> i32
  return
}

// -----

// expected-note@+1 {{'f' is defined here with type '(i32) -> ()'}}
func.func private @f(i32)

func.func @too_many_results(%a: i32) {
  // expected-error@+1 {{'test.call_cast' op incorrect number of results for callee}}
  %0 = test.call_cast @f(%a) : (i32) -> i32
  return
}

// -----

// expected-note@+1 {{'f' is defined here with type '(i32, f32) -> i32'}}
func.func private @f(i32, f32) -> i32

func.func @operand_type(%a: i32) {
  // expected-error@+1 {{'test.call_cast' op operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 1}}
  %0 = test.call_cast @f(%a, %a) : (i32, i32) -> i32
  return
}

// -----

// expected-note@+1 {{'f' is defined here with type '(i32) -> (i32, f32)'}}
func.func private @f(i32) -> (i32, f32)

func.func @result_type(%a: i32) {
  // expected-error@+3 {{'test.call_cast' op result type mismatch at index 1}}
  // expected-note@+2 {{      op result types: 'i32', 'f64'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %0:2 = test.call_cast @f(%a) : (i32) -> (i32, f64)
  return
}

// -----

// The custom are_types_compatible lets integers and index pass for each
// other, and nothing else.

// expected-note@+1 {{'f' is defined here with type '(index) -> i64'}}
func.func private @f(index) -> i64

func.func @compatible_types_are_not_enough(%a: i16, %b: f16) {
  %0 = test.call_cast @f(%a) : (i16) -> index
  // expected-error@+1 {{'test.call_cast' op operand type mismatch: expected operand type 'index', but provided 'f16' for operand number 0}}
  %1 = test.call_cast @f(%b) : (f16) -> i64
  return
}

// -----

// expected-note@+1 {{'f' is defined here with type '(index) -> i64'}}
func.func private @f(index) -> i64

func.func @compatible_types_are_not_enough_for_results(%a: i16) {
  // expected-error@+3 {{'test.call_cast' op result type mismatch at index 0}}
  // expected-note@+2 {{      op result types: 'f32'}}
  // expected-note@+1 {{function result types: 'i64'}}
  %0 = test.call_cast @f(%a) : (i16) -> f32
  return
}

// -----

// Operand numbers count the op's operands: test.call_async's operand 0 is
// its token, so the callee's argument 0 is operand number 1.

// expected-note@+1 {{'f' is defined here with type '(i32) -> i32'}}
func.func private @f(i32) -> i32

func.func @operand_number_counts_the_token(%t: index, %x: f32) {
  // expected-error@+1 {{'test.call_async' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 1}}
  %r, %done = test.call_async @f(%x) after %t : (f32) -> i32
  return
}

// -----

func.func @unknown_symbol(%t: index) {
  // expected-error@+1 {{'test.call_async' op 'nowhere' does not reference a valid function}}
  %done = test.call_async @nowhere() after %t : () -> ()
  return
}

// -----

// expected-note@+1 {{'table' is a 'test.symbol_table', which is not callable}}
"test.symbol_table"() ({}) {sym_name = "table"} : () -> ()

func.func @symbol_names_a_non_callable() {
  // expected-error@+1 {{'test.call_cast' op 'table' does not reference a valid function}}
  test.call_cast @table() : () -> ()
  return
}

// -----

// func.call calls func.func only, as in MLIR; other calls take any callable.

// func.call's diagnostics have no notes, as in MLIR.
test.callable "printf" (i32) -> i32 variadic

func.func @func_call_of_another_callable(%a: i32) {
  %0 = test.call_cast @printf(%a) : (i32) -> i32
  // expected-error@+1 {{'func.call' op 'printf' does not reference a valid function}}
  %1 = func.call @printf(%a) : (i32) -> i32
  return
}

// -----

// A variadic callee takes extra operands (consumed by the call), but not
// fewer than its fixed arguments, whose types are checked.

test.callable "printf" (i32, i32) -> i32 variadic

func.func @variadic_without_and_with_extra_operands(%a: i32, %x: f32) {
  %0 = test.call_cast @printf(%a, %a) : (i32, i32) -> i32
  %1 = test.call_cast @printf(%a, %a, %x, %x) : (i32, i32, f32, f32) -> i32
  return
}

// -----

// expected-note@+1 {{'printf' is defined here with type '(i32, i32, ...) -> i32'}}
test.callable "printf" (i32, i32) -> i32 variadic

func.func @variadic_too_few_operands(%a: i32) {
  // expected-error@+1 {{'test.call_cast' op incorrect number of operands for callee}}
  %0 = test.call_cast @printf(%a) : (i32) -> i32
  return
}

// -----

// expected-note@+1 {{'printf' is defined here with type '(i32, i32, ...) -> i32'}}
test.callable "printf" (i32, i32) -> i32 variadic

func.func @variadic_fixed_operand_type(%a: i32, %x: f32) {
  // expected-error@+1 {{'test.call_cast' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 1}}
  %0 = test.call_cast @printf(%a, %x, %a) : (i32, f32, i32) -> i32
  return
}

// -----

// test.call_async's token operand is consumed and its last result is
// produced: neither is matched against the callee.

func.func private @f(i32) -> i32

func.func @consumed_and_produced_are_not_counted(%t: index, %a: i32) -> index {
  %r, %done = test.call_async @f(%a) after %t : (i32) -> i32
  return %done : index
}

// -----

// expected-note@+1 {{'f' is defined here with type '(i32) -> i32'}}
func.func private @f(i32) -> i32

func.func @forwarded_operands_are_counted(%t: index, %a: i32) {
  // expected-error@+1 {{'test.call_async' op incorrect number of operands for callee}}
  %r, %done = test.call_async @f(%a, %a) after %t : (i32, i32) -> i32
  return
}

// -----

// expected-note@+1 {{'f' is defined here with type '(i32) -> i32'}}
func.func private @f(i32) -> i32

func.func @forwarded_results_are_counted(%t: index, %a: i32) {
  // expected-error@+1 {{'test.call_async' op incorrect number of results for callee}}
  %done = test.call_async @f(%a) after %t : (i32) -> ()
  return
}

// -----

// A callee value of function type: test.call_value is checked by the
// interface alone, against the value's type, with a note where the value
// is defined.

func.func @value_callee_arity(%a: i32,
    // expected-note@+1 {{the callee is defined here with type '(i32) -> i32'}}
    %f: (i32) -> i32) {
  // expected-error@+1 {{'test.call_value' op incorrect number of operands for callee}}
  %0 = test.call_value %f(%a, %a) : (i32, i32) -> i32 via (i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32

func.func @value_callee_from_a_constant(%a: f32) {
  // expected-note@+1 {{the callee is defined here with type '(i32) -> i32'}}
  %f = func.constant @g : (i32) -> i32
  // expected-error@+1 {{'test.call_value' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 1}}
  %0 = test.call_value %f(%a) : (f32) -> i32 via (i32) -> i32
  return
}
