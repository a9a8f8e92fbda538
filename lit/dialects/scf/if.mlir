// scf.if custom syntax: with and without else, with results (`-> (T...)`, explicit yields printed) and without (the implicit empty scf.yield is elided, an empty else region is not printed, a present one is), `-> T` without parentheses, attr-dict after the regions, nesting, generic forms.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @no_results(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      %{{.*}} = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      %{{.*}} = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %{{.*}} = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    } else {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    } else {
// CHECK-NEXT:    } {foo = 1 : i32}
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_results(%arg0: i1, %arg1: i32) {
  scf.if %arg0 {
    %0 = arith.addi %arg1, %arg1 : i32
  }
  scf.if %arg0 {
    %1 = arith.addi %arg1, %arg1 : i32
    scf.yield
  } else {
    %2 = arith.subi %arg1, %arg1 : i32
  }
  scf.if %arg0 {
  }
  scf.if %arg0 {
    scf.yield
  } else {
    scf.yield
  }
  scf.if %arg0 {
  } {foo}
  scf.if %arg0 {
  } else {
  } {foo = 1 : i32}
  scf.if %arg0 -> () {
  }
  return
}

// CHECK-LABEL: func.func @results(%arg0: i1, %arg1: i32, %arg2: f32) -> (i32, f32) {
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[T:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %[[T]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[P:.*]]:2 = scf.if %arg0 -> (i32, f32) {
// CHECK-NEXT:      scf.yield %[[R]], %arg2 : i32, f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[N:.*]] = arith.negf %arg2 : f32
// CHECK-NEXT:      scf.yield %arg1, %[[N]] : i32, f32
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    %{{.*}} = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[P]]#0, %[[P]]#1 : i32, f32
// CHECK-NEXT:  }
func.func @results(%arg0: i1, %arg1: i32, %arg2: f32) -> (i32, f32) {
  %0 = scf.if %arg0 -> (i32) {
    %1 = arith.addi %arg1, %arg1 : i32
    scf.yield %1 : i32
  } else {
    scf.yield %arg1 : i32
  }
  %2:2 = scf.if %arg0 -> (i32, f32) {
    scf.yield %0, %arg2 : i32, f32
  } else {
    %3 = arith.negf %arg2 : f32
    scf.yield %arg1, %3 : i32, f32
  } {foo}
  %4 = scf.if %arg0 -> i32 {
    scf.yield %arg1 : i32
  } else {
    scf.yield %arg1 : i32
  }
  return %2#0, %2#1 : i32, f32
}

// Values defined in sibling regions get the same generated names.
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg0 -> (vector<2xf32>) {
// CHECK-NEXT:      %cst = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT:      scf.if %arg0 {
// CHECK-NEXT:        %{{.*}} = arith.addf %cst, %arg1 : vector<2xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %cst : vector<2xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %cst = arith.constant dense<2.000000e+00> : vector<2xf32>
// CHECK-NEXT:      scf.yield %cst : vector<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : vector<2xf32>
// CHECK-NEXT:  }
func.func @nested(%arg0: i1, %arg1: vector<2xf32>) -> vector<2xf32> {
  %0 = scf.if %arg0 -> (vector<2xf32>) {
    %1 = arith.constant dense<1.0> : vector<2xf32>
    scf.if %arg0 {
      %2 = arith.addf %1, %arg1 : vector<2xf32>
    }
    scf.yield %1 : vector<2xf32>
  } else {
    %3 = arith.constant dense<2.0> : vector<2xf32>
    scf.yield %3 : vector<2xf32>
  }
  return %0 : vector<2xf32>
}

// Generic forms: an empty else region, and explicit empty yields, print as
// the short forms.
// CHECK-LABEL: func.func @generic(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    } else {
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg0 -> (index) {
// CHECK-NEXT:      scf.yield %arg1 : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : index
// CHECK-NEXT:  }
func.func @generic(%arg0: i1, %arg1: index) -> index {
  "scf.if"(%arg0) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  "scf.if"(%arg0) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  %0 = "scf.if"(%arg0) ({
    "scf.yield"(%arg1) : (index) -> ()
  }, {
    "scf.yield"(%arg1) : (index) -> ()
  }) : (i1) -> index
  return %0 : index
}
