// Verifier: with several errors, the one reported first is mlir-opt's: ops
// in order inside a block, a branch's own checks before its successor
// operands, functions (isolated from above) after the ops beside them, and
// symbol uses in MLIR's walk order (the last function's first).
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @op_before_branch(%x: i32) {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @segments_before_successor_operands(%c: i1, %x: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand count (2) does not match with the total size (6) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 5, 0>}> : (i1, i32) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

func.func @checked_after_its_sibling() {
  %0 = "arith.constant"() : () -> i32
  return
}
// expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
%1 = "arith.constant"() : () -> i64

// -----

func.func @a() {
  call @nope() : () -> ()
  return
}
func.func @b() {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %0 = call @a() : () -> i32
  return
}

// -----

func.func @g() {
  return
}
func.func @f() {
  "zzz.op"() ({
    // An unregistered op with one region may be a symbol table: @g is not
    // visible from inside it.
    // expected-error@+1 {{'func.call' op 'g' does not reference a valid function}}
    func.call @g() : () -> ()
    "zzz.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @entry_predecessor_before_ops() {
^bb0:
  %1 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  cf.br ^bb1
^bb1:
  cf.br ^bb0
}

// -----

func.func @ops_before_missing_terminator() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %1 = "arith.constant"() <{value = 1 : i64}> : () -> i32
}

// -----

func.func @ops_before_misplaced_terminator() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %1 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
  return
}

// -----

// Segment sizes on an op without segments are an unknown property: dropped.
func.func @undeclared_segment_sizes(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{operandSegmentSizes = 3 : i32}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

// Isolation is a region check of the isolated op: it comes before the
// symbol uses of the module it is about.
%0 = arith.constant 1 : i32
"builtin.module"() ({
  func.func @g() {
    call @nope() : () -> ()
    return
  }
  // expected-error@+1 {{'foo.use' op using value defined outside the region}}
  "foo.use"(%0) : (i32) -> ()
// expected-note@-7 {{required by region isolation constraints}}
}) : () -> ()

// -----

// Dominance: the ops directly in a region before those nested deeper.
func.func @shallow_first() {
  "scf.execute_region"() ({
    %a = arith.addi %b, %b : i32
    %b = arith.constant 1 : i32
    scf.yield
  }) : () -> ()
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %x = arith.addi %y, %y : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %y = arith.constant 1 : i32
  return
}
