// Verifier and parser errors of cf.switch: successor operand counts and types, case values vs case destinations, case value type vs flag type, non-integer flag, and the case-list syntax.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @switch_default_count(%arg0: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.switch %arg0 : i32, [
    default: ^bb1(%arg0 : i32),
    1: ^bb2(%arg0 : i32)
  ]
^bb1:
  return
^bb2(%0: i32):
  return
}

// -----

func.func @switch_case_type(%arg0: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %arg0 : i32, [
    default: ^bb1,
    1: ^bb2(%arg0 : i32)
  ]
^bb1:
  return
^bb2(%0: f32):
  return
}

// -----

func.func @switch_fewer_values(%arg0: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<5> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_more_values(%arg0: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%arg0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[5, 6]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_type(%arg0: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%arg0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<5> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_index_flag(%arg0: index) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %arg0 : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_missing_default(%arg0: i32) {
  cf.switch %arg0 : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    45: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_missing_case_value(%arg0: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    : ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_string_case_value(%arg0: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    "hello": ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_missing_comma(%arg0: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    // expected-error@+1 {{expected ']'}}
    45: ^bb1
    43: ^bb1
  ]
^bb1:
  return
}

// -----

// Segment sizes of the wrong element type in the attribute dictionary are
// dropped (MLIR's setInherentAttr ignores them), so the operand does not
// belong to any segment. Found by fuzzing: the property form printed back
// did not read back.
func.func @segment_sizes_of_i16(%a: i32) {
  // expected-error@+1 {{'cf.switch' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.switch"(%a)[^bb1] {case_operand_segments = array<i32>, operandSegmentSizes = array<i16: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}
