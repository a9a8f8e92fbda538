// Verification of closures: func.lambda's signature and entry block,
// func.getfield against the captures of its closure, func.return against
// the enclosing lambda, and calls through a closure. MLIR has no closures,
// so these diagnostics are Strata's own.
// COMPAT: none (upstream MLIR has no closures)
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @call_through_a_lambda_with_the_wrong_arity(%a: i32) {
  %f = func.lambda @id (%self, %x: i32) -> i32 {
    func.return %x : i32
  }
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a, %a) : ((i32) -> i32, i32, i32) -> i32
  return
}

// -----

func.func @call_through_a_lambda_checked_by_the_interface(%a: i32) {
  // expected-note@+1 {{the callee is defined here with type '(i32) -> i32'}}
  %f = func.lambda @id (%self, %x: i32) -> i32 {
    func.return %x : i32
  }
  // expected-error@+1 {{'test.call_value' op incorrect number of operands for callee}}
  %0 = test.call_value %f(%a, %a) : (i32, i32) -> i32 via (i32) -> i32
  return
}

// -----

func.func @getfield_index_out_of_range(%a: i32) {
  // expected-note@+1 {{the closure is defined here}}
  %f = func.lambda @adder captures(%a : i32) (%self, %y: i32) -> i32 {
    // expected-error@+1 {{'func.getfield' op index 1 is out of range for a closure with 1 captured value}}
    %x = func.getfield %self[1] : ((i32) -> i32) -> i32
    func.return %x : i32
  }
  return
}

// -----

func.func @getfield_negative_index(%a: i32) {
  // expected-note@+1 {{the closure is defined here}}
  %f = func.lambda captures(%a : i32) (%self) -> i32 {
    // expected-error@+1 {{'func.getfield' op index -1 is out of range for a closure with 1 captured value}}
    %x = func.getfield %self[-1] : (() -> i32) -> i32
    func.return %x : i32
  }
  return
}

// -----

func.func @getfield_type_mismatch(%a: i32, %b: f32) {
  // expected-note@+1 {{the closure is defined here}}
  %f = func.lambda captures(%a : i32, %b : f32) (%self) -> f32 {
    // expected-error@+1 {{'func.getfield' op result type 'i32' does not match the type of capture #1 ('f32')}}
    %x = func.getfield %self[1] : (() -> f32) -> i32
    %y = func.getfield %self[1] : (() -> f32) -> f32
    func.return %y : f32
  }
  return
}

// -----

func.func @getfield_on_a_closure_value(%a: i32) -> i64 {
  // expected-note@+1 {{the closure is defined here}}
  %f = func.lambda captures(%a : i32) (%self) {
    func.return
  }
  // expected-error@+1 {{'func.getfield' op result type 'i64' does not match the type of capture #0 ('i32')}}
  %x = func.getfield %f[0] : (() -> ()) -> i64
  return %x : i64
}

// -----

func.func @getfield_on_a_function_value(%f: () -> ()) -> i32 {
  // expected-error@+1 {{'func.getfield' op expects its operand to be a closure: the '%self' argument of a 'func.lambda' or the result of a 'func.lambda'}}
  %x = func.getfield %f[0] : (() -> ()) -> i32
  return %x : i32
}

// -----

func.func @getfield_on_an_argument_that_is_not_self(%a: i32) {
  %f = func.lambda (%self, %g: () -> ()) {
    // expected-error@+1 {{'func.getfield' op expects its operand to be a closure}}
    %x = func.getfield %g[0] : (() -> ()) -> i32
    func.return
  }
  return
}

// -----

func.func @return_type_in_a_lambda(%a: i32) {
  %f = func.lambda @wrong (%self, %x: i32) -> i64 {
    // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in lambda @wrong}}
    func.return %x : i32
  }
  return
}

// -----

func.func @return_count_in_a_lambda(%a: i32) {
  %f = func.lambda @wrong (%self, %x: i32) -> i32 {
    // expected-error@+1 {{'func.return' op has 2 operands, but enclosing lambda (@wrong) returns 1}}
    func.return %x, %x : i32, i32
  }
  return
}

// -----

func.func @lambda_result_type(%a: i32) {
  // expected-error@+1 {{'func.lambda' op result type '(i32) -> i64' must be the lambda's function type '(i32) -> i32'}}
  %f = "func.lambda"() <{function_type = (i32) -> i32}> ({
  ^bb0(%self: (i32) -> i32, %x: i32):
    "func.return"(%x) : (i32) -> ()
  }) : () -> ((i32) -> i64)
  return
}

// -----

func.func @lambda_without_self(%a: i32) {
  // expected-error@+1 {{'func.lambda' op entry block must have 2 arguments to match the lambda signature: the closure itself, then 1 input}}
  %f = "func.lambda"() <{function_type = (i32) -> i32}> ({
  ^bb0(%x: i32):
    "func.return"(%x) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  return
}

// -----

func.func @lambda_self_type(%a: i32) {
  // expected-error@+1 {{'func.lambda' op type of entry block argument #0('i32') must be the lambda's function type('(i32) -> i32')}}
  %f = "func.lambda"() <{function_type = (i32) -> i32}> ({
  ^bb0(%self: i32, %x: i32):
    "func.return"(%x) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  return
}

// -----

func.func @lambda_argument_type(%a: i32) {
  // expected-error@+1 {{'func.lambda' op type of entry block argument #1('f32') must match the type of the corresponding argument in function signature('i32')}}
  %f = "func.lambda"() <{function_type = (i32) -> i32}> ({
  ^bb0(%self: (i32) -> i32, %x: f32):
    "func.return"(%a) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  return
}

// -----

func.func @return_in_an_unnamed_lambda(%a: i32) {
  %f = func.lambda (%self) -> i32 {
    // expected-error@+1 {{'func.return' op has 0 operands, but enclosing lambda returns 1}}
    func.return
  }
  return
}

// -----

func.func @return_type_in_an_unnamed_lambda(%a: i32) {
  %f = func.lambda (%self, %x: i32) -> i64 {
    // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in the enclosing lambda}}
    func.return %x : i32
  }
  return
}

// -----

// A lambda is not a symbol: named, it may not sit directly in a symbol
// table, where its sym_name would make it one.
// expected-error@+1 {{'func.lambda' op is named @g directly inside a symbol table, which would make it a symbol: a lambda is not one}}
%g = func.lambda @g (%self) {
  func.return
}

// -----

func.func @lambda_with_an_empty_name() {
  // expected-error@+1 {{'func.lambda' op expects a non-empty name}}
  %f = "func.lambda"() <{function_type = () -> (), sym_name = ""}> ({
  ^bb0(%self: () -> ()):
    "func.return"() : () -> ()
  }) : () -> (() -> ())
  return
}

// -----

// A nested lambda cannot read the outer %self: captures are explicit.
func.func @getfield_of_an_outer_closure(%a: i32) {
  %f = "func.lambda"(%a) <{function_type = () -> ()}> ({
  ^bb0(%outer: () -> ()):
    // expected-note@+1 {{required by region isolation constraints}}
    %g = "func.lambda"() <{function_type = () -> ()}> ({
    ^bb0(%inner: () -> ()):
      // expected-error@+1 {{using value defined outside the region}}
      %x = "func.getfield"(%outer) <{index = 0 : i64}> : (() -> ()) -> i32
      "func.return"() : () -> ()
    }) : () -> (() -> ())
    "func.return"() : () -> ()
  }) : (i32) -> (() -> ())
  return
}

// -----

func.func @self_has_no_type() {
  // expected-error@+1 {{custom op 'func.lambda' '%self' is written without a type: it has the callable's own function type}}
  %f = func.lambda (%self: () -> ()) {
    func.return
  }
  return
}

// -----

func.func @lambda_without_body() {
  // expected-error@+1 {{'func.lambda' op expects a non-empty body}}
  %f = "func.lambda"() <{function_type = () -> ()}> ({
  }) : () -> (() -> ())
  return
}

// -----

func.func @lambda_is_isolated_from_above(%a: i32) {
  %f = func.lambda (%self) -> i32 {
    // expected-error@+1 {{use of undeclared SSA value name}}
    func.return %a : i32
  }
  return
}

// -----

func.func @lambda_needs_self() {
  // expected-error@+1 {{custom op 'func.lambda' expected SSA identifier}}
  %f = func.lambda () -> () {
    func.return
  }
  return
}

// -----

func.func @lambda_needs_a_body() {
  // The error points at the token found instead of the body.
  %f = func.lambda (%self) -> ()
  // expected-error@+1 {{custom op 'func.lambda' expected '{' to begin the lambda's body}}
  return
}

// -----

func.func @return_outside_functions() {
  "test.region"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}
