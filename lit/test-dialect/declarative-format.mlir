// The declarative assembly format interpreter, on test ops declared with
// #[op]: optional groups present and absent (a unit-attribute anchor prints
// only its keyword), two variadic groups (operandSegmentSizes in the generic
// form), functional types, regions, successors, custom<> directives and a
// type filled in by an inference hook. Spacing follows MLIR's generated
// printers: no space after `(` or before `)` and `,`; a space before `:`.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: "test.graph_region"() ({
"test.graph_region"() ({
// CHECK-NEXT: ^bb0(%a: i32, %b: i32, %c: f32, %i: index, %cond: i1):
^bb0(%a: i32, %b: i32, %c: f32, %i: index, %cond: i1):
  // CHECK-NEXT: test.format_segments(%a : i32){{$}}
  test.format_segments(%a : i32)
  // CHECK-NEXT: test.format_segments flagged(%a : i32) and %b, %c : i32, f32 label "lbl" {x = 1 : i32}
  test.format_segments flagged (%a : i32) and %b, %c : i32, f32 label "lbl" {x = 1 : i32}
  // GENERIC: "test.format_segments"(%a, %b, %c) <{flag, label = "lbl", operandSegmentSizes = array<i32: 1, 2>}> {x = 1 : i32} : (i32, i32, f32) -> ()
  // Without the optional groups, the attribute dictionary follows the
  // operands' types.
  // CHECK-NEXT: test.format_segments(%a : i32) {x = 2 : i32}
  test.format_segments(%a : i32) {x = 2 : i32}
  // An empty first group prints nothing (its optional group is anchored on
  // it), so what follows reads back: a custom op whose name is a bare
  // identifier, as the type list would otherwise take it for a type, and
  // an op with results, whose names would otherwise be read as operands
  // (both found by fuzzing).
  // CHECK-NEXT: test.format_segments{{$}}
  "test.format_segments"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  // CHECK-NEXT: test.format_segments{{$}}
  "test.format_segments"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  // An op with results.
  // CHECK-NEXT: test.format_segments{{$}}
  "test.format_segments"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  // CHECK-NEXT: %{{.*}} = arith.constant 1 : i32
  %one = arith.constant 1 : i32
  // And a generic op.
  // CHECK-NEXT: test.format_segments{{$}}
  "test.format_segments"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  // CHECK-NEXT: "test.graph_region"() ({
  // CHECK-NEXT: }) : () -> ()
  "test.graph_region"() ({
  }) : () -> ()
  // CHECK-NEXT: %[[F:.*]] = test.format_functional(%a, %b) {
  // CHECK-NEXT:   test.format_infer %i
  // CHECK-NEXT: } : (i32, i32) -> i32
  %f = test.format_functional(%a, %b) {
    test.format_infer %i
  } : (i32, i32) -> i32
  // CHECK-NEXT: test.format_functional() {
  // CHECK-NEXT: } : () -> (){{$}}
  test.format_functional() {
  } : () -> ()
  // CHECK-NEXT: test.format_infer %i {y}
  test.format_infer %i {y}
  "test.terminator"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "test.ssacfg_region"() ({
"test.ssacfg_region"() ({
^bb0(%cond: i1):
  // CHECK-NEXT: ^bb0(%[[C:.*]]: i1):
  // CHECK-NEXT: test.format_custom if %[[C]] -> ^bb1
  test.format_custom if %cond -> ^bb1
^bb1:
  "test.terminator"() : () -> ()
}) : () -> ()

// The whole-op directives: all operands, their types, all successors, and a
// variadic region group printed comma-separated.
// CHECK-LABEL: "test.ssacfg_region"() ({
"test.ssacfg_region"() ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: f32):
^bb0(%a: i32, %b: f32):
  // GENERIC: "test.format_directives"(%a, %b)[^bb1, ^bb2] ({
  // CHECK-NEXT: test.format_directives %[[A]], %[[B]] : i32, f32 -> ^bb1, ^bb2 {
  // CHECK-NEXT:   test.format_segments(%[[A]] : i32)
  // CHECK-NEXT: }, {
  // CHECK-NEXT: } {note}
  test.format_directives %a, %b : i32, f32 -> ^bb1, ^bb2 {
    test.format_segments(%a : i32)
  }, {
  } {note}
^bb1:
  "test.terminator"() : () -> ()
^bb2:
  "test.terminator"() : () -> ()
}) : () -> ()
