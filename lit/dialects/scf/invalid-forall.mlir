// scf.forall and scf.forall.in_parallel: parser errors of the bound lists
// (each parser error is followed, as in MLIR, by "expected SSA value or
// integer" at the op), of shared_outs and of the region; the verifier's
// checks of the outputs, the body's arguments, the static lists (whose
// messages have no 'scf.forall' op prefix), the mapping and the
// terminator. MLIR's messages at MLIR's positions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @missing_bound(%arg0: index) {
  // expected-error @+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%arg1, %arg2) in (%arg0) {
  }
  return
}

// -----

func.func @not_combining(%arg0: index, %arg1: tensor<?xf32>) {
  %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<?xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "test.insert"() : () -> ()
    }
  }
  return
}

// -----

func.func @yield_inside(%arg0: index) {
  scf.forall (%arg1) in (%arg0) {
    // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }
  return
}

// -----

func.func @in_parallel_outside() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}

// -----

func.func @outs_without_types(%arg0: index, %arg1: tensor<?xf32>) {
  // expected-error @+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
  scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) {
  }
  return
}

// -----

func.func @outs_two_types(%arg0: index, %arg1: tensor<?xf32>) {
  // expected-error @+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<?xf32>, tensor<?xf32>) {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @bound_not_index(%arg0: i32) {
  // expected-error @+1 {{use of value '%arg0' expects different type than prior uses: 'index' vs 'i32'}}
  scf.forall (%arg1) in (%arg0) {
  }
  return
}

// -----

func.func @list_without_paren(%arg0: index) {
  // expected-error @+2 {{expected '(' in dynamic index list}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%arg1) in %arg0 {
  }
  return
}

// -----

func.func @list_unclosed(%arg0: index) {
  // expected-error @+2 {{expected ')' in dynamic index list}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%arg1) in (%arg0 4) {
  }
  return
}

// -----

func.func @list_empty_entry(%arg0: index) {
  // expected-error @+2 {{custom op 'scf.forall' expected integer value}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%arg1) in (%arg0, ) {
  }
  return
}

// -----

func.func @list_float(%arg0: index) {
  // expected-error @+2 {{custom op 'scf.forall' expected integer value}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%arg1) in (1.5) {
  }
  return
}

// -----

func.func @list_too_large(%arg0: index) {
  // expected-error @+2 {{custom op 'scf.forall' integer value too large}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%arg1) in (99999999999999999999) {
  }
  return
}

// -----

func.func @scalable_unclosed(%arg0: index) {
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%arg1) in ([4) {
  }
  return
}

// -----

func.func @no_equal(%arg0: index) {
  // expected-error @+1 {{expected '='}}
  scf.forall (%arg1) (%arg0) {
  }
  return
}

// -----

func.func @no_step(%arg0: index) {
  // expected-error @+1 {{custom op 'scf.forall' expected 'step'}}
  scf.forall (%arg1) = (0) to (%arg0) (1) {
  }
  return
}

// -----

func.func @no_ivs(%arg0: index) {
  // expected-error @+1 {{expected '(' in argument list}}
  scf.forall %arg1 in (%arg0) {
  }
  return
}

// -----

func.func @outs_no_assignment(%arg0: index) {
  // expected-error @+1 {{expected '='}}
  scf.forall (%arg1) in (%arg0) shared_outs(%arg2) -> (tensor<?xf32>) {
  }
  return
}

// -----

func.func @outs_no_list(%arg0: index) {
  // expected-error @+1 {{custom op 'scf.forall' expected '('}}
  scf.forall (%arg1) in (%arg0) shared_outs -> (tensor<?xf32>) {
  }
  return
}

// -----

func.func @no_region(%arg0: index) {
  // expected-error @+1 {{expected '{' to begin a region}}
  scf.forall (%arg1) in (%arg0)
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @out_type(%arg0: index, %arg1: tensor<?xf32>) {
  // expected-error @+1 {{use of value '%arg1' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<?xf32>'}}
  %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<4xf32>) {
  }
  return
}

// -----

func.func @out_not_tensor(%arg0: index, %arg1: memref<?xf32>) {
  // expected-error @+1 {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'memref<?xf32>'}}
  %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (memref<?xf32>) {
  }
  return
}

// -----

func.func @mapping(%arg0: index) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%arg1) in (%arg0) {
  } {mapping = [1]}
  return
}

// -----

func.func @dynamic_count(%arg0: index) {
  // expected-error @+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%arg1: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @static_count(%arg0: index) {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
  ^bb0(%arg1: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @iv_not_index(%arg0: index) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%arg1: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @argument_count(%arg0: index) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%arg1: index, %arg2: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @wrong_terminator(%arg0: index) {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.x'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%arg1: index):
    "test.x"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @missing_property(%arg0: index) {
  // expected-error @+1 {{'scf.forall' op requires attribute 'staticLowerBound'}}
  "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%arg1: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @block_argument_type(%arg0: index, %arg1: tensor<?xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%arg2: index, %arg3: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<?xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @result_count(%arg0: index, %arg1: tensor<?xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %0:2 = "scf.forall"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%arg2: index, %arg3: tensor<?xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

func.func @terminator_not_last(%arg0: index, %arg1: tensor<?xf32>) {
  %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<?xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op must be the last operation in the parent block}}
    scf.forall.in_parallel {
    }
    "test.x"() : () -> ()
  }
  return
}
