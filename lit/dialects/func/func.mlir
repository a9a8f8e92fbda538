// func.func custom syntax: visibility (public/private/nested, explicit `public` kept), declarations, argument and result attributes, `attributes {...}`, zero/one/many results (a single result loses its parentheses unless it has attributes or is a function type), named block arguments and multi-block bodies.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func private @decl(i32, f32) -> i64
// CHECK-NEXT:    func.func private @decl_noargs()
// CHECK-NEXT:    func.func nested @decl_nested(i32) -> (i32 {foo.r}, f32)
// CHECK-NEXT:    func.func private @decl_arg_attrs(i32 {foo.a = 1 : i32}, f32) -> (i64 {foo.b})
// CHECK-NEXT:    func.func private @decl_attrs() attributes {foo.x}
// CHECK-NEXT:    func.func private @decl_fn_types((i32) -> i32) -> (() -> ())
// CHECK-NEXT:    func.func private @decl_fn_result() -> ((i32) -> i32, i1)
// CHECK-NEXT:    func.func private @decl_shaped(tensor<?x4xf32>, vector<2xi1>, index) -> tensor<2xf32>
// CHECK-NEXT:    func.func private @decl_res_attrs() -> (i32 {foo.a}, f32 {foo.b = 2 : i64})
func.func private @decl(i32, f32) -> i64
func.func private @decl_noargs() -> ()
func.func nested @decl_nested(i32) -> (i32 {foo.r}, f32)
func.func private @decl_arg_attrs(i32 {foo.a = 1 : i32}, f32) -> (i64 {foo.b})
func.func private @decl_attrs() attributes {foo.x}
func.func private @decl_fn_types((i32) -> i32) -> (() -> ())
func.func private @decl_fn_result() -> ((i32) -> i32, i1)
func.func private @decl_shaped(tensor<?x4xf32>, vector<2xi1>, index) -> tensor<2xf32>
func.func private @decl_res_attrs() -> (i32 {foo.a}, f32 {foo.b = 2 : i64})

// CHECK-LABEL: func.func @no_results() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_results() {
  return
}

// CHECK-LABEL: func.func @one_result(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @one_result(%arg0: i32) -> (i32) {
  func.return %arg0 : i32
}

// CHECK-LABEL: func.func @many_results(%arg0: i32, %arg1: f32) -> (f32, i32, f32) {
// CHECK-NEXT:    return %arg1, %arg0, %arg1 : f32, i32, f32
// CHECK-NEXT:  }
func.func @many_results(%arg0: i32, %arg1: f32) -> (f32, i32, f32) {
  return %arg1, %arg0, %arg1 : f32, i32, f32
}

// Block arguments named in the source: Strata keeps the names, mlir-opt
// renumbers them, so they are captured.
// CHECK-LABEL: func.func @named_args(
// CHECK-SAME:      %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32) -> (i32, i32) {
// CHECK-NEXT:    return %[[B]], %[[A]] : i32, i32
// CHECK-NEXT:  }
func.func @named_args(%a: i32, %b : i32) -> (i32, i32) {
  return %b, %a : i32, i32
}

// CHECK-LABEL: func.func @arg_attrs(%arg0: i32 {foo.a = 1 : i32, foo.c}, %arg1: f32) -> (i32 {foo.r = "x"}) {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @arg_attrs(%arg0: i32 {foo.c, foo.a = 1 : i32}, %arg1: f32 {}) -> (i32 {foo.r = "x"}) {
  return %arg0 : i32
}

// CHECK-LABEL: func.func @fn_attrs() -> index attributes {foo = 1 : i32, foo.unit} {
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast to index
// CHECK-NEXT:    return %[[C]] : index
// CHECK-NEXT:  }
func.func @fn_attrs() -> index attributes {foo.unit, foo = 1 : i32} {
  %0 = builtin.unrealized_conversion_cast to index
  return %0 : index
}

// An explicit `public` is kept; visibility on a definition.
// CHECK-LABEL: func.func public @explicit_public() {
// CHECK:       func.func private @private_def(%arg0: i32 {foo.x}) -> (i32 {foo.y}, i32) attributes {foo.z} {
// CHECK:       func.func nested @nested_def(%arg0: i32) {
func.func public @explicit_public() {
  return
}
func.func private @private_def(%arg0: i32 {foo.x}) -> (i32 {foo.y}, i32) attributes {foo.z} {
  return %arg0, %arg0 : i32, i32
}
func.func nested @nested_def(%arg0: i32) {
  return
}

// Several blocks; the entry block label is not printed.
// CHECK-LABEL: func.func @blocks(%arg0: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32):  // pred: ^bb0
// CHECK-NEXT:    return %[[X]] : i32
// CHECK-NEXT:  }
func.func @blocks(%arg0: i32) -> i32 {
  cf.br ^bb1(%arg0 : i32)
^bb1(%0: i32):
  return %0 : i32
}

// Functions nested in a named module.
// CHECK-LABEL: module @inner {
// CHECK-NEXT:    func.func @f(%arg0: tensor<2xi32>) -> tensor<2xi32> {
// CHECK-NEXT:      return %arg0 : tensor<2xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @g()
// CHECK-NEXT:  }
module @inner {
  func.func @f(%arg0: tensor<2xi32>) -> tensor<2xi32> {
    return %arg0 : tensor<2xi32>
  }
  func.func private @g()
}
