// Errors of ops declared with #[op]: the format parser (a missing keyword is
// reported by the custom op at the current token, missing punctuation after
// the previous token; operand/type count mismatches; types a custom
// directive fixes) and the structural verifier generated from the
// declaration (counts, segment sizes, operand and attribute constraints),
// worded as MLIR words them.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

"test.ssacfg_region"() ({
^bb0(%c: i1):
  // expected-error@+1 {{custom op 'test.format_custom' expected 'if'}}
  test.format_custom %c -> ^bb1
^bb1:
  "test.terminator"() : () -> ()
}) : () -> ()

// -----

"test.graph_region"() ({
^bb0(%a: i32):
  // expected-error@+1 {{expected ':'}}
  test.format_segments(%a i32)
}) : () -> ()

// -----

"test.graph_region"() ({
^bb0(%a: i32, %b: i32):
  // expected-error@+1 {{custom op 'test.format_segments' number of operands and types do not match: got 2 operands and 1 types}}
  test.format_segments(%a, %b : i32)
}) : () -> ()

// -----

"test.ssacfg_region"() ({
^bb0(%x: i32):
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i1' vs 'i32'}}
  test.format_custom if %x -> ^bb1
^bb1:
  "test.terminator"() : () -> ()
}) : () -> ()

// -----

"test.ssacfg_region"() ({
^bb0(%c: i1):
  // expected-error@+1 {{'test.format_custom' op requires a single operand}}
  "test.format_custom"(%c, %c)[^bb1] : (i1, i1) -> ()
^bb1:
  "test.terminator"() : () -> ()
}) : () -> ()

// -----

"test.ssacfg_region"() ({
^bb0(%c: i1):
  // expected-error@+1 {{'test.format_custom' op requires 1 successor but found 0}}
  "test.format_custom"(%c) : (i1) -> ()
}) : () -> ()

// -----

"test.graph_region"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'test.format_segments' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "test.format_segments"(%a) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32) -> ()
}) : () -> ()

// -----

"test.graph_region"() ({
^bb0(%a: i32):
  // Missing segment sizes are all zero, as in MLIR's properties.
  // expected-error@+1 {{'test.format_segments' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "test.format_segments"(%a) : (i32) -> ()
}) : () -> ()

// -----

"test.graph_region"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'test.format_infer' op operand #0 must be index, but got 'i32'}}
  "test.format_infer"(%a) : (i32) -> ()
}) : () -> ()

// -----

// A property of the wrong kind in `<{...}>` fails MLIR's property
// conversion while parsing.
// expected-error@+1 {{invalid properties {label = 1 : i32, operandSegmentSizes = array<i32: 0, 0>} for op test.format_segments: Invalid attribute `label` in property conversion: 1 : i32}}
"test.format_segments"() <{label = 1 : i32, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()

// -----

// The same value in the attribute dictionary becomes a property and fails
// the verifier's constraint check.
// expected-error@+1 {{'test.format_segments' op attribute 'label' failed to satisfy constraint: string attribute}}
"test.format_segments"() {label = 1 : i32, operandSegmentSizes = array<i32: 0, 0>} : () -> ()

// -----

// expected-error@+1 {{'test.format_functional' op requires one region}}
"test.format_functional"() : () -> ()
