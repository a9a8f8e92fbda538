// arith.constant custom syntax (`attr-dict $value`, type elided for i1 true/false) and its result names: %c<value>_<type> for integers (no type suffix for index), %true/%false for i1, %cst for everything else, with one shared _N uniquing counter per function.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @integers() {
// CHECK-NEXT:    %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:    %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    %c-1_i8_0 = arith.constant -1 : i8
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %c-3_i3 = arith.constant -3 : i3
// CHECK-NEXT:    %c42_i32_1 = arith.constant 42 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant {foo.bar = 1 : i32} 3 : i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @integers() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 0 : index
  %2 = arith.constant 7 : index
  %3 = arith.constant -1 : index
  %4 = arith.constant -1 : i64
  %5 = arith.constant -9223372036854775808 : i64
  %6 = arith.constant 0 : i8
  %7 = arith.constant -1 : i8
  // Unsigned spelling of the same bits prints signed.
  %8 = arith.constant 255 : i8
  %9 = arith.constant 4294967295 : i32
  %10 = arith.constant 5 : i3
  %11 = arith.constant 42 : i32
  %12 = arith.constant {foo.bar = 1 : i32} 3 : i32
  return
}

// CHECK-LABEL: func.func @booleans() {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true_0 = arith.constant true
// CHECK-NEXT:    %false_1 = arith.constant false
// CHECK-NEXT:    %true_2 = arith.constant {foo} true
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @booleans() {
  %0 = arith.constant true
  %1 = arith.constant false
  %2 = arith.constant 1 : i1
  %3 = arith.constant 0 : i1
  %4 = arith.constant {foo} true
  return
}

// CHECK-LABEL: func.func @floats() {
// CHECK-NEXT:    %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT:    %cst_3 = arith.constant -2.500000e+00 : bf16
// CHECK-NEXT:    %cst_4 = arith.constant 1.000000e+10 : f64
// CHECK-NEXT:    %cst_5 = arith.constant 0.123456789 : f64
// CHECK-NEXT:    %cst_6 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @floats() {
  %0 = arith.constant 1.5 : f32
  %1 = arith.constant 0.0 : f64
  %2 = arith.constant -0.0 : f32
  %3 = arith.constant 2.0 : f16
  %4 = arith.constant -2.5 : bf16
  %5 = arith.constant 1.0e10 : f64
  %6 = arith.constant 0.123456789 : f64
  %7 = arith.constant 0x7FC00000 : f32
  %8 = arith.constant 0xFF800000 : f32
  %9 = arith.constant 0x3C00 : f16
  return
}

// CHECK-LABEL: func.func @shaped() {
// CHECK-NEXT:    %cst = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:    %cst_2 = arith.constant dense<0> : tensor<2x3xindex>
// CHECK-NEXT:    %cst_3 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00]]> : tensor<1x2xbf16>
// CHECK-NEXT:    %cst_4 = arith.constant dense<-1> : vector<3xindex>
// CHECK-NEXT:    %cst_5 = arith.constant dense<true> : tensor<3xi1>
// CHECK-NEXT:    %cst_6 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @shaped() {
  %0 = arith.constant dense<[1, 2]> : vector<2xi32>
  %1 = arith.constant dense<1.0> : tensor<4xf32>
  %2 = arith.constant dense<[true, false]> : vector<2xi1>
  %3 = arith.constant dense<0> : tensor<2x3xindex>
  %4 = arith.constant dense<[[1.0, 2.0]]> : tensor<1x2xbf16>
  %5 = arith.constant dense<-1> : vector<3xindex>
  %6 = arith.constant dense<true> : tensor<3xi1>
  %7 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return
}

// Names are uniqued per function; nested regions are numbered after the
// enclosing block, so the later outer %cst gets _1 and the inner one _2.
// CHECK-LABEL: func.func @nested() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> f32 {
// CHECK-NEXT:      %cst_2 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:      scf.yield %cst_2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @nested() -> f32 {
  %0 = arith.constant 1.0 : f32
  %1 = arith.constant 2.0 : f32
  %2 = scf.execute_region -> f32 {
    %3 = arith.constant 3.0 : f32
    scf.yield %3 : f32
  }
  %4 = arith.constant 4.0 : f32
  return %0 : f32
}

// Uses print the generated names. (A source name equal to the generated one,
// like %c2_i32 here, prints the same either way.)
// CHECK-LABEL: func.func @uses() -> (i32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    return %c1_i32, %c2_i32 : i32, i32
// CHECK-NEXT:  }
func.func @uses() -> (i32, i32) {
  %0 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  return %0, %c2_i32 : i32, i32
}

// Without a type the literal gets the default attribute type: i64 or f64.
// CHECK-LABEL: func.func @untyped() {
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    %c-7_i64 = arith.constant -7 : i64
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @untyped() {
  %0 = arith.constant 1
  %1 = arith.constant -7
  %2 = arith.constant 1.0
  return
}
