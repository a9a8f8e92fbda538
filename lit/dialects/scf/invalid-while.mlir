// Verifier and parser errors of scf.while and scf.condition: region terminators, region shape, before/after/result type and count agreement along the control-flow edges (with a note on the branching terminator), condition type, and the custom syntax.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @input_types_count(%arg0: i1) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 0 got 1)}}
  scf.while : (i32) -> () {
    scf.condition(%arg0)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @before_not_condition() {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @after_not_yield(%arg0: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%arg0)
  } do {
    // expected-note@+1 {{terminator here}}
    scf.condition(%arg0)
  }
  return
}

// -----

func.func @empty_regions() {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  scf.while : () -> () {
  } do {
  }
  return
}

// -----

func.func @empty_blocks() {
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
  return
}

// -----

func.func @two_blocks_after(%arg0: i1) {
  // expected-error@+1 {{'scf.while' op expects region #1 to have 0 or 1 blocks}}
  scf.while : () -> () {
    scf.condition(%arg0)
  } do {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  return
}

// -----

func.func @after_args_count(%arg0: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while : () -> () {
    // expected-note@+1 {{region branch point}}
    scf.condition(%arg0)
  } do {
  ^bb0(%0: i32):
    scf.yield
  }
  return
}

// -----

func.func @after_args_type(%arg0: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %0 = scf.while : () -> i1 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%arg0) %arg0 : i1
  } do {
  ^bb0(%1: i32):
    scf.yield
  }
  return
}

// -----

func.func @condition_vs_results_count(%arg0: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.while : () -> () {
    // expected-note@+1 {{region branch point}}
    scf.condition(%arg0) %arg0 : i1
  } do {
  ^bb0(%0: i1):
    scf.yield
  }
  return
}

// -----

func.func @condition_vs_results_type(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.while (%10 = %arg1) : (i32) -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%arg0) %10 : i32
  } do {
  ^bb0(%11: f32):
    scf.yield %arg1 : i32
  }
  return
}

// -----

func.func @yield_vs_before_count(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while (%10 = %arg1) : (i32) -> () {
    scf.condition(%arg0)
  } do {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @yield_vs_before_type(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  scf.while (%10 = %arg1) : (i32) -> () {
    scf.condition(%arg0)
  } do {
    // expected-note@+1 {{region branch point}}
    scf.yield %arg0 : i1
  }
  return
}

// -----

func.func @yield_too_many(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = scf.while (%10 = %arg1) : (i32) -> i32 {
    scf.condition(%arg0) %10 : i32
  } do {
  ^bb0(%11: i32):
    // expected-note@+1 {{region branch point}}
    scf.yield %11, %11 : i32, i32
  }
  return
}

// -----

func.func @result_binding(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = scf.while (%10 = %arg1) : (i32) -> (i32, i32) {
    scf.condition(%arg0) %10 : i32
  } do {
  ^bb0(%11: i32, %12: i32):
    scf.yield %11 : i32
  }
  return
}

// -----

// The custom form parses the scf.condition condition as i1.
// expected-note@+1 {{prior use here}}
func.func @condition_not_i1(%arg0: i32) {
  scf.while : () -> () {
    // expected-error@+1 {{use of value '%arg0' expects different type than prior uses: 'i1' vs 'i32'}}
    scf.condition(%arg0)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @condition_not_i1_generic(%arg0: i32) {
  scf.while : () -> () {
    // expected-error@+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%arg0) : (i32) -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @no_result_arrow(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{expected '->' in function type}}
  scf.while (%10 = %arg1) : (i32) {
    scf.condition(%arg0)
  } do {
    scf.yield %arg1 : i32
  }
  return
}

// -----

func.func @missing_do(%arg0: i1) {
  scf.while : () -> () {
    scf.condition(%arg0)
  // expected-error@+1 {{custom op 'scf.while' expected 'do'}}
  } {
    scf.yield
  }
  return
}

// -----

func.func @attr_dict_without_keyword(%arg0: i1) {
  scf.while : () -> () {
    scf.condition(%arg0)
  } do {
    scf.yield
  // expected-error@+1 {{expected operation name in quotes}}
  } {foo}
  return
}
