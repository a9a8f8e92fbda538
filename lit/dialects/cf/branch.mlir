// cf.br and cf.cond_br custom syntax: successors with and without operands (one and several), operands on the true, false, both or neither successor, `weights([...])`, discardable attr-dicts, and the block predecessor comments.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @br(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%arg0 : i32)
// CHECK-NEXT:  ^bb2(%[[X:.*]]: i32):  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%[[X]], %arg1 : i32, f32)
// CHECK-NEXT:  ^bb3(%[[Y:.*]]: i32, %[[Z:.*]]: f32):  // pred: ^bb2
// CHECK-NEXT:    cf.br ^bb4 {foo = 1 : i32}
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    cf.br ^bb5(%[[Y]] : i32) {foo}
// CHECK-NEXT:  ^bb5(%[[W:.*]]: i32):  // pred: ^bb4
// CHECK-NEXT:    return %[[W]], %[[Z]] : i32, f32
// CHECK-NEXT:  }
func.func @br(%arg0: i32, %arg1: f32) -> (i32, f32) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%arg0 : i32)
^bb2(%0: i32):
  cf.br ^bb3(%0, %arg1 : i32, f32)
^bb3(%1: i32, %2: f32):
  cf.br ^bb4 {foo = 1 : i32}
^bb4:
  cf.br ^bb5(%1 : i32) {foo}
^bb5(%3: i32):
  return %3, %2 : i32, f32
}

// CHECK-LABEL: func.func @cond_br(%arg0: i1, %arg1: i32, %arg2: f32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg0, ^bb3(%arg1 : i32), ^bb4
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg0, ^bb4, ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb3(%[[A:.*]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    cf.cond_br %arg0, ^bb5(%[[A]], %arg2 : i32, f32), ^bb5(%arg1, %arg2 : i32, f32) {foo}
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    cf.cond_br %arg0 weights([60, 40]), ^bb6, ^bb6
// CHECK-NEXT:  ^bb5(%{{.*}}: i32, %{{.*}}: f32):  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT:    cf.cond_br %arg0 weights([0, 100]), ^bb6, ^bb6 {foo.bar = "x"}
// CHECK-NEXT:  ^bb6:  // 4 preds: ^bb4, ^bb4, ^bb5, ^bb5
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @cond_br(%arg0: i1, %arg1: i32, %arg2: f32) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.cond_br %arg0, ^bb3(%arg1 : i32), ^bb4
^bb2:
  cf.cond_br %arg0, ^bb4, ^bb3(%arg1 : i32)
^bb3(%0: i32):
  cf.cond_br %arg0, ^bb5(%0, %arg2 : i32, f32), ^bb5(%arg1, %arg2 : i32, f32) {foo}
^bb4:
  cf.cond_br %arg0 weights([60, 40]), ^bb6, ^bb6
^bb5(%1: i32, %2: f32):
  cf.cond_br %arg0 weights([0, 100]), ^bb6, ^bb6 {foo.bar = "x"}
^bb6:
  return
}

// Blocks are renumbered in order; a loop back-edge and vector/tensor
// successor operands.
// CHECK-LABEL: func.func @loop(%arg0: i1, %arg1: vector<2xf32>, %arg2: tensor<?xi8>) {
// CHECK-NEXT:    cf.br ^bb1(%arg1, %arg2 : vector<2xf32>, tensor<?xi8>)
// CHECK-NEXT:  ^bb1(%[[V:.*]]: vector<2xf32>, %[[T:.*]]: tensor<?xi8>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%[[V]], %[[T]] : vector<2xf32>, tensor<?xi8>), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @loop(%arg0: i1, %arg1: vector<2xf32>, %arg2: tensor<?xi8>) {
  cf.br ^head(%arg1, %arg2 : vector<2xf32>, tensor<?xi8>)
^head(%0: vector<2xf32>, %1: tensor<?xi8>):
  cf.cond_br %arg0, ^head(%0, %1 : vector<2xf32>, tensor<?xi8>), ^exit
^exit:
  return
}

// CHECK-LABEL: func.func @assert(%arg0: i1) {
// CHECK-NEXT:    cf.assert %arg0, "Some message in case this assertion fails."
// CHECK-NEXT:    cf.assert %arg0, ""
// CHECK-NEXT:    cf.assert %arg0, "quote \22 and newline \0A" {foo = 1 : i32}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @assert(%arg0: i1) {
  cf.assert %arg0, "Some message in case this assertion fails."
  cf.assert %arg0, ""
  cf.assert %arg0, "quote \" and newline \n" {foo = 1 : i32}
  return
}
