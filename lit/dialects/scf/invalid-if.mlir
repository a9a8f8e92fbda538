// Verifier and parser errors of scf.if and scf.yield: condition type, region count/shape, else required for results, yield count/type vs results (RegionBranchOpInterface edges, with a note on the yield), parent of scf.yield/scf.condition.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @condition_not_i1(%arg0: i32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%arg0) ({}, {}) : (i32) -> ()
  return
}

// -----

// The custom form parses the condition as i1.
// expected-note@+1 {{prior use here}}
func.func @condition_not_i1_custom(%arg0: index) {
  // expected-error@+1 {{use of value '%arg0' expects different type than prior uses: 'i1' vs 'index'}}
  scf.if %arg0 {
  }
  return
}

// -----

func.func @results_without_else(%arg0: i1, %arg1: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %arg0 -> (f32) {
    scf.yield %arg1 : f32
  }
  return
}

// -----

func.func @yield_too_few(%arg0: i1, %arg1: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
  %0:2 = scf.if %arg0 -> (f32, f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %arg1 : f32
  } else {
    scf.yield %arg1, %arg1 : f32, f32
  }
  return
}

// -----

func.func @yield_missing(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.if %arg0 -> (i32) {
    // expected-note@+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %arg1 : i32
  }
  return
}

// -----

func.func @yield_without_results(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %arg0 {
    // expected-note@+1 {{region branch point}}
    scf.yield %arg1 : i32
  }
  return
}

// -----

func.func @yield_type(%arg0: i1, %arg1: f32, %arg2: i32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.if %arg0 -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %arg2 : i32
  } else {
    scf.yield %arg1 : f32
  }
  return
}

// -----

func.func @else_yield_type(%arg0: i1, %arg1: f32, %arg2: i32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #1 'i32' should match successor input type #1 'f32'}}
  %0:2 = scf.if %arg0 -> (f32, f32) {
    scf.yield %arg1, %arg1 : f32, f32
  } else {
    // expected-note@+1 {{region branch point}}
    scf.yield %arg1, %arg2 : f32, i32
  }
  return
}

// -----

func.func @three_regions(%arg0: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%arg0) ({}, {}, {}) : (i1) -> ()
  return
}

// -----

func.func @two_blocks(%arg0: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%arg0) ({
  ^bb0:
    scf.yield
  ^bb1:
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @block_argument(%arg0: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%arg0) ({
  ^bb0(%0: index):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @generic_no_terminator(%arg0: i1, %arg1: i32) {
  "scf.if"(%arg0) ({
    // expected-error@+1 {{block with no terminator, has %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
    %0 = arith.addi %arg1, %arg1 : i32
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @return_in_if(%arg0: i1) {
  scf.if %arg0 {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

func.func @yield_outside_scf() {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @condition_outside_while(%arg0: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%arg0)
}

// -----

func.func @missing_region(%arg0: i1) {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.if %arg0
  return
}

// -----

func.func @else_without_region(%arg0: i1) {
  scf.if %arg0 {
  // expected-error@+1 {{expected '{' to begin a region}}
  } else
  return
}

// -----

func.func @yield_type_count(%arg0: i1, %arg1: i32) {
  %0 = scf.if %arg0 -> (i32) {
    // expected-error@+1 {{custom op 'scf.yield' number of operands and types do not match: got 1 operands and 2 types}}
    scf.yield %arg1 : i32, i32
  } else {
    scf.yield %arg1 : i32
  }
  return
}

// -----

func.func @yield_missing_type(%arg0: i1, %arg1: i32) {
  %0 = scf.if %arg0 -> (i32) {
    // expected-error@+1 {{expected ':'}}
    scf.yield %arg1
  } else {
    scf.yield %arg1 : i32
  }
  return
}

// -----

func.func @yield_not_last(%arg0: i1, %arg1: i32) {
  %0 = scf.if %arg0 -> (i32) {
    // expected-error@+1 {{'scf.yield' op must be the last operation in the parent block}}
    scf.yield %arg1 : i32
    %1 = arith.addi %arg1, %arg1 : i32
  } else {
    scf.yield %arg1 : i32
  }
  return
}

// -----

func.func @empty_yield_takes_next_value(%arg0: i1, %arg1: i32) {
  scf.if %arg0 {
    // An operand-less scf.yield followed by `%0 = ...` parses %0 as its
    // operand and then wants the type list.
    scf.yield
    // expected-error@+1 {{expected ':'}}
    %0 = arith.addi %arg1, %arg1 : i32
  }
  return
}
