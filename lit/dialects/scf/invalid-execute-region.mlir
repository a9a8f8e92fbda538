// Verifier and parser errors of scf.execute_region: zero blocks, entry block arguments, yield count/type vs results (with a note on the yield), missing terminators, region count, and the custom syntax (`no_inline` placement).
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @no_blocks_generic() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({}) : () -> ()
  return
}

// -----

func.func @no_blocks_custom() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  scf.execute_region {
  }
  return
}

// -----

func.func @block_arguments() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%0: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @two_regions() {
  // expected-error@+1 {{'scf.execute_region' op requires one region}}
  "scf.execute_region"() ({
    scf.yield
  }, {
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @yield_missing(%arg0: i32) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.execute_region -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @yield_without_results(%arg0: i32) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.execute_region {
    // expected-note@+1 {{region branch point}}
    scf.yield %arg0 : i32
  }
  return
}

// -----

func.func @yield_type(%arg0: i32) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.execute_region -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %arg0 : i32
  }
  return
}

// -----

func.func @yield_in_second_block(%arg0: i32) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = scf.execute_region -> (i32) {
    cf.br ^bb1
  ^bb1:
    // expected-note@+1 {{region branch point}}
    scf.yield %arg0, %arg0 : i32, i32
  }
  return
}

// -----

func.func @no_terminator(%arg0: i32) {
  %0 = scf.execute_region -> i32 {
    // expected-error@+1 {{block with no terminator, has %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
    %1 = arith.addi %arg0, %arg0 : i32
  }
  return
}

// -----

func.func @empty_second_block(%arg0: i32) {
  // expected-error@+1 {{empty block: expect at least a terminator}}
  %0 = scf.execute_region -> i32 {
  ^bb0:
    scf.yield %arg0 : i32
  ^bb1:
  }
  return
}

// -----

func.func @yield_not_last(%arg0: i32) {
  %0 = scf.execute_region -> i32 {
    // expected-error@+1 {{'scf.yield' op must be the last operation in the parent block}}
    scf.yield %arg0 : i32
    %1 = arith.addi %arg0, %arg0 : i32
  }
  return
}

// -----

func.func @return_inside(%arg0: i32) {
  scf.execute_region {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

func.func @no_inline_before_results(%arg0: i32) {
  // expected-error@+1 {{expected '{' to begin a region}}
  %0 = scf.execute_region no_inline -> i32 {
    scf.yield %arg0 : i32
  }
  return
}

// -----

func.func @unknown_keyword() {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.execute_region inline {
    scf.yield
  }
  return
}
