// Verifier and parser errors of scf.for: bound types, region shape, induction variable type, iter_args vs results vs yielded values (counts and types), and the custom syntax.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @lower_bound_float(%arg0: f32, %arg1: index) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%arg0, %arg1, %arg1) ({}) : (f32, index, index) -> ()
  return
}

// -----

func.func @step_float(%arg0: f32, %arg1: index) {
  // expected-error@+1 {{'scf.for' op operand #2 must be signless integer or index, but got 'f32'}}
  "scf.for"(%arg1, %arg1, %arg0) ({}) : (index, index, f32) -> ()
  return
}

// -----

func.func @bounds_mismatch(%arg0: i32, %arg1: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%arg1, %arg0, %arg1) ({}) : (index, i32, index) -> ()
  return
}

// -----

func.func @float_induction_custom(%arg0: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  scf.for %0 = %arg0 to %arg0 step %arg0 : f32 {
  }
  return
}

// -----

func.func @two_regions(%arg0: index) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%arg0, %arg0, %arg0) ({
    scf.yield
  }, {
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @two_blocks(%arg0: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%arg0, %arg0, %arg0) ({
  ^bb0(%0: index):
    scf.yield
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @induction_type(%arg0: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%arg0, %arg0, %arg0) ({
  ^bb0(%0: f32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @inits_without_results(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%arg0, %arg0, %arg0, %arg1) ({
  ^bb0(%0: index, %1: f32):
    scf.yield %1 : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @result_type(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'}}
  %0 = "scf.for"(%arg0, %arg0, %arg0, %arg1) ({
  ^bb0(%1: index, %2: f32):
    scf.yield %2 : f32
  }) : (index, index, index, f32) -> f64
  return
}

// -----

func.func @too_many_iter_args(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 2}}
  %0 = "scf.for"(%arg0, %arg0, %arg0, %arg1) ({
  ^bb0(%1: index, %2: f32, %3: f32):
    scf.yield %2, %2 : f32, f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @too_few_yielded_generic(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 2 != 1}}
  %0:2 = "scf.for"(%arg0, %arg0, %arg0, %arg1, %arg1) ({
  ^bb0(%1: index, %2: f32, %3: f32):
    scf.yield %2 : f32
  }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}

// -----

func.func @more_results_than_iter_args(%arg0: index, %arg1: f32, %arg2: i32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %0:3 = scf.for %10 = %arg0 to %arg0 step %arg0 iter_args(%11 = %arg1, %12 = %arg2) -> (f32, i32, f32) {
    scf.yield %11, %12, %11 : f32, i32, f32
  }
  return
}

// -----

func.func @fewer_results_than_iter_args(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %0:2 = scf.for %10 = %arg0 to %arg0 step %arg0 iter_args(%11 = %arg1) -> (f32, f32) {
    scf.yield %11 : f32
  }
  return
}

// -----

func.func @yielded_type(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{'scf.for' op 1-th region iter_arg and 1-th yielded value have different type: 'f32' != 'i32'}}
  %0:2 = scf.for %10 = %arg0 to %arg0 step %arg0 iter_args(%11 = %arg1, %12 = %arg1) -> (f32, f32) {
    %c1_i32 = arith.constant 1 : i32
    scf.yield %11, %c1_i32 : f32, i32
  }
  return
}

// -----

func.func @yield_missing(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.for %10 = %arg0 to %arg0 step %arg0 iter_args(%11 = %arg1) -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @yield_without_iter_args(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 0 != 1}}
  scf.for %10 = %arg0 to %arg0 step %arg0 {
    scf.yield %arg1 : f32
  }
  return
}

// -----

// The iter_args initial values are parsed with the result types.
// expected-note@+1 {{prior use here}}
func.func @init_type(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{use of value '%arg1' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = scf.for %10 = %arg0 to %arg0 step %arg0 iter_args(%11 = %arg1) -> (i32) {
    scf.yield %11 : i32
  }
  return
}

// -----

// Bounds are parsed as index unless a type is given.
// expected-note@+1 {{prior use here}}
func.func @non_index_without_type(%arg0: i32) {
  // expected-error@+1 {{use of value '%arg0' expects different type than prior uses: 'index' vs 'i32'}}
  scf.for %10 = %arg0 to %arg0 step %arg0 {
  }
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @mixed_bound_types(%arg0: i32, %arg1: i64) {
  // expected-error@+1 {{use of value '%arg1' expects different type than prior uses: 'i32' vs 'i64'}}
  scf.for %10 = %arg0 to %arg1 step %arg0 : i32 {
  }
  return
}

// -----

func.func @missing_step(%arg0: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %10 = %arg0 to %arg0 {
  }
  return
}

// -----

func.func @iter_args_without_arrow(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{expected '->'}}
  %0 = scf.for %10 = %arg0 to %arg0 step %arg0 iter_args(%11 = %arg1) {
    scf.yield %11 : f32
  }
  return
}

// -----

func.func @body_redefines_induction_variable(%arg0: index) {
  // expected-note@+1 {{previously defined here}}
  scf.for %10 = %arg0 to %arg0 step %arg0 {
    // expected-error@+1 {{redefinition of SSA value '%10'}}
    %10 = arith.constant 1 : index
  }
  return
}
