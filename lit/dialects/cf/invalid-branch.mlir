// Verifier and parser errors of cf.br, cf.cond_br and cf.assert: successor operand counts and types, condition type, branch weights, successor counts, terminator placement, and the custom syntax.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @br_extra_operand(%arg0: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%arg0 : i32)
^bb1:
  return
}

// -----

func.func @br_missing_operand() {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%0: i32):
  return
}

// -----

func.func @br_operand_type(%arg0: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%arg0 : i32)
^bb1(%0: f32):
  return
}

// -----

func.func @cond_br_false_dest_count(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1
^bb1(%0: i32):
  return
}

// -----

func.func @cond_br_true_dest_count(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_operand_type(%arg0: i1, %arg1: i32, %arg2: f32) {
  // expected-error@+1 {{type mismatch for bb argument #1 of successor #1}}
  cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %arg1 : i32, i32)
^bb1:
  return
^bb2(%0: i32, %1: f32):
  return
}

// -----

// The custom form parses the condition as i1.
// expected-note@+1 {{prior use here}}
func.func @cond_br_condition_not_i1(%arg0: i32) {
  // expected-error@+1 {{use of value '%arg0' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %arg0, ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_condition_not_i1_generic(%arg0: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_weights_count(%arg0: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %arg0 weights([100]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_weights_zero(%arg0: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %arg0 weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_one_successor(%arg0: i1) {
  // expected-error@+1 {{expected ','}}
  cf.cond_br %arg0, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_one_successor_generic(%arg0: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%arg0)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_segment_sizes(%arg0: i1, %arg1: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1, i32) -> ()
^bb1:
  return
}

// -----

func.func @br_two_successors() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @br_not_terminator() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

func.func @br_undefined_block() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^bb9
}

// -----

func.func @br_missing_types(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.br ^bb1(%arg0)
^bb1(%0: i32):
  return
}

// -----

func.func @br_type_count(%arg0: i32) {
  // expected-error@+1 {{custom op 'cf.br' number of operands and types do not match: got 1 operands and 2 types}}
  cf.br ^bb1(%arg0 : i32, i32)
^bb1(%0: i32):
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @assert_not_i1(%arg0: i32) {
  // expected-error@+1 {{use of value '%arg0' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.assert %arg0, "x"
  return
}

// -----

func.func @assert_not_i1_generic(%arg0: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%arg0) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @assert_no_message(%arg0: i1) {
  // expected-error@+1 {{expected ','}}
  cf.assert %arg0
  return
}

// -----

func.func @assert_missing_msg_attr(%arg0: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%arg0) : (i1) -> ()
  return
}
