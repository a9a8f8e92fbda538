// cf.switch custom syntax: default with and without operands, no cases (`]` printed right after the default), cases with and without operands, i1/i8/i32/i64 flags, case values printed unsigned by MLIR 22 (-1 : i32 prints 4294967295), duplicate case values, attr-dict.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: i32, %arg2: f32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      42: ^bb2(%arg1 : i32),
// CHECK-NEXT:      43: ^bb3(%arg1, %arg2 : i32, f32),
// CHECK-NEXT:      0: ^bb4
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%{{.*}}: i32):  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2(%{{.*}}: i32):  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb3(%{{.*}}: i32, %{{.*}}: f32):  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb4:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch(%arg0: i32, %arg1: i32, %arg2: f32) {
  cf.switch %arg0 : i32, [
    default: ^bb1(%arg1 : i32),
    42: ^bb2(%arg1 : i32),
    43: ^bb3(%arg1, %arg2 : i32, f32),
    0: ^bb4
  ]
^bb1(%0: i32):
  return
^bb2(%1: i32):
  return
^bb3(%2: i32, %3: f32):
  return
^bb4:
  return
}

// No cases: the closing bracket follows the default on the same line.
// CHECK-LABEL: func.func @default_only(%arg0: i64, %arg1: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i64, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32)]
// CHECK-NEXT:  ^bb1(%{{.*}}: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg1 : i32, [
// CHECK-NEXT:      default: ^bb2]
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @default_only(%arg0: i64, %arg1: i32) {
  cf.switch %arg0 : i64, [default: ^bb1(%arg1 : i32)]
^bb1(%0: i32):
  cf.switch %arg1 : i32, [
    default: ^bb2
  ]
^bb2:
  return
}

// Default without operands, cases with operands; results of a multi-result
// op as successor operands; attr-dict after the case list.
// CHECK-LABEL: func.func @case_operands(%arg0: i8, %arg1: vector<2xi1>) {
// CHECK-NEXT:    %[[P:.*]]:2 = builtin.unrealized_conversion_cast to i32, i32
// CHECK-NEXT:    cf.switch %arg0 : i8, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      1: ^bb1(%[[P]]#0 : i32),
// CHECK-NEXT:      2: ^bb1(%[[P]]#1 : i32),
// CHECK-NEXT:      3: ^bb2(%arg1 : vector<2xi1>)
// CHECK-NEXT:    ] {foo = 1 : i32}
// CHECK-NEXT:  ^bb1(%{{.*}}: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2(%{{.*}}: vector<2xi1>):  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb3:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @case_operands(%arg0: i8, %arg1: vector<2xi1>) {
  %0:2 = builtin.unrealized_conversion_cast to i32, i32
  cf.switch %arg0 : i8, [
    default: ^bb3,
    1: ^bb1(%0#0 : i32),
    2: ^bb1(%0#1 : i32),
    3: ^bb2(%arg1 : vector<2xi1>)
  ] {foo = 1 : i32}
^bb1(%1: i32):
  return
^bb2(%2: vector<2xi1>):
  return
^bb3:
  return
}

// Case values are printed zero-extended (unsigned) from the flag width;
// duplicates are kept.
// CHECK-LABEL: func.func @case_values(%arg0: i8, %arg1: i32, %arg2: i1) {
// CHECK-NEXT:    cf.switch %arg0 : i8, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      128: ^bb1,
// CHECK-NEXT:      255: ^bb1,
// CHECK-NEXT:      255: ^bb1,
// CHECK-NEXT:      127: ^bb1
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // 5 preds: ^bb0, ^bb0, ^bb0, ^bb0, ^bb0
// CHECK-NEXT:    cf.switch %arg1 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      4294967295: ^bb2,
// CHECK-NEXT:      2147483648: ^bb2,
// CHECK-NEXT:      7: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // 4 preds: ^bb1, ^bb1, ^bb1, ^bb1
// CHECK-NEXT:    cf.switch %arg2 : i1, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      1: ^bb3,
// CHECK-NEXT:      0: ^bb3
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb3:  // 3 preds: ^bb2, ^bb2, ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @case_values(%arg0: i8, %arg1: i32, %arg2: i1) {
  cf.switch %arg0 : i8, [default: ^bb1, -128: ^bb1, 255: ^bb1, -1: ^bb1, 127: ^bb1]
^bb1:
  cf.switch %arg1 : i32, [default: ^bb2, -1: ^bb2, 2147483648: ^bb2, 7 : ^bb2]
^bb2:
  cf.switch %arg2 : i1, [default: ^bb3, 1: ^bb3, 0: ^bb3]
^bb3:
  return
}

// The generic form: case_values may be absent when there are no cases.
// CHECK-LABEL: func.func @generic(%arg0: i32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      5: ^bb2
// CHECK-NEXT:    ]
// CHECK:       ^bb2:  // 2 preds: ^bb1, ^bb1
func.func @generic(%arg0: i32) {
  "cf.switch"(%arg0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "cf.switch"(%arg0)[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<5> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb2:
  return
}
