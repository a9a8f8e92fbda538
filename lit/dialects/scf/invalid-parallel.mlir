// Verifier and parser errors of scf.parallel, scf.reduce and scf.reduce.return, in MLIR 22's words: no dimension, a constant step that is not positive, induction variables that do not match the steps or are not index, a body not ending in scf.reduce (with a note on the terminator), results that do not match the reductions or the initial values, reduction operands of the wrong type (reported on the scf.reduce), reduction regions that do not match the operands, take the wrong arguments or end in something else, a scf.reduce.return of the wrong type, the parent ops, and the custom syntax (bound lists of the wrong length, a missing `step`, an init list and result types that do not pair up, a result number or a name in use as an induction variable).
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

func.func @no_dimension() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @zero_step(%arg0: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%arg1) = (%arg0) to (%arg0) step (%c0) {
  }
  return
}

// -----

func.func @negative_step(%arg0: index) {
  %c-1 = arith.constant -1 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%arg1) = (%arg0) to (%arg0) step (%c-1) {
  }
  return
}

// -----

func.func @too_many_induction_vars(%arg0: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%arg1: index, %arg2: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @induction_var_not_index(%arg0: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%arg1: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @bound_not_index(%arg0: i32) {
  // expected-error@+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%arg1: index):
    "scf.reduce"() : () -> ()
  }) : (i32, i32, i32) -> ()
  return
}

// -----

func.func @body_ends_in_yield(%arg0: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%arg1: index):
    // expected-note@+1 {{terminator here}}
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @two_blocks(%arg0: index) {
  // expected-error@+1 {{'scf.parallel' op expects region #0 to have 0 or 1 blocks}}
  "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%arg1: index):
    "scf.reduce"() : () -> ()
  ^bb1:
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @result_without_reduction(%arg0: index) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%arg1: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @result_without_init(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %0 = "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%arg2: index):
    "scf.reduce"(%arg1) ({
    ^bb0(%arg3: f32, %arg4: f32):
      "scf.reduce.return"(%arg3) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @reduced_value_type(%arg0: index, %arg1: f32) {
  %0 = scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) init (%arg1) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%arg2 : index) {
    ^bb0(%arg3: index, %arg4: index):
      scf.reduce.return %arg3 : index
    }
  }
  return
}

// -----

func.func @region_without_operand(%arg0: index, %arg1: f32) {
  %0 = scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) init (%arg1) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 0}}
    "scf.reduce"() ({
    ^bb0(%arg3: f32, %arg4: f32):
      scf.reduce.return %arg3 : f32
    }) : () -> ()
  }
  return
}

// -----

func.func @operand_without_region(%arg0: index, %arg1: f32) {
  scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) {
    // expected-error@+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    scf.reduce(%arg1 : f32)
  }
  return
}

// -----

func.func @one_region_argument(%arg0: index, %arg1: f32) {
  %0 = scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) init (%arg1) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%arg1 : f32) {
    ^bb0(%arg3: f32):
      scf.reduce.return %arg3 : f32
    }
  }
  return
}

// -----

func.func @region_ends_in_other_op(%arg0: index, %arg1: f32) {
  %0 = scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) init (%arg1) -> f32 {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%arg1 : f32) {
    ^bb0(%arg3: f32, %arg4: f32):
      "test.terminator"() : () -> ()
    }
  }
  return
}

// -----

func.func @reduction_region_two_blocks(%arg0: index, %arg1: f32) {
  %0 = "scf.parallel"(%arg0, %arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%arg2: index):
    // expected-error@+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%arg1) ({
    ^bb0(%arg3: f32, %arg4: f32):
      "scf.reduce.return"(%arg3) : (f32) -> ()
    ^bb1:
      "scf.reduce.return"(%arg1) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @returns_wrong_type(%arg0: index, %arg1: f32) {
  %0 = scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) init (%arg1) -> f32 {
    scf.reduce(%arg1 : f32) {
    ^bb0(%arg3: f32, %arg4: f32):
      %1 = arith.index_cast %arg2 : index to i32
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %1 : i32
    }
  }
  return
}

// -----

func.func @reduce_outside_parallel(%arg0: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  "scf.reduce"(%arg0) ({
  ^bb0(%arg1: f32, %arg2: f32):
    "scf.reduce.return"(%arg1) : (f32) -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @reduce_return_outside_reduce(%arg0: f32) {
  // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  "scf.reduce.return"(%arg0) : (f32) -> ()
}

// -----

func.func @bounds_of_wrong_length(%arg0: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%arg1) = (%arg0, %arg0) to (%arg0) step (%arg0) {
  }
  return
}

// -----

func.func @missing_step(%arg0: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 'step'}}
  scf.parallel (%arg1) = (%arg0) to (%arg0) {
  }
  return
}

// -----

func.func @inits_without_types(%arg0: index, %arg1: f32) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = scf.parallel (%arg2) = (%arg0) to (%arg0) step (%arg0) init (%arg1, %arg1) -> f32 {
  }
  return
}

// -----

func.func @result_number_as_induction_var(%arg0: index) {
  // expected-error@+1 {{result number not allowed in argument list}}
  scf.parallel (%arg1#0) = (%arg0) to (%arg0) step (%arg0) {
  }
  return
}

// -----

func.func @induction_var_in_use(%arg0: index) {
  // expected-note@+1 {{previously referenced here}}
  %0 = arith.constant 0 : index
  // expected-error@+1 {{region entry argument '%0' is already in use}}
  scf.parallel (%0) = (%arg0) to (%arg0) step (%arg0) {
  }
  return
}
