// The folders and patterns of the conversions and the extended ops, as
// MLIR 22 has them (ArithOps.cpp, ArithCanonicalization.td):
// - extf and truncf fold a constant only when the conversion is exact
//   (0.1 : f32 does not truncate to f16; a quiet NaN truncates when no
//   payload bit is lost; a signaling NaN never converts), whatever the
//   rounding mode; truncf(extf(x)) is x, or truncates x when x is wider
//   than the result; extf(truncf(x)) is x only when both contract;
// - uitofp always folds (rounded to nearest even), fptoui folds what
//   truncates into range (-0.5 is 0);
// - truncf of sitofp/uitofp without a rounding mode converts directly;
// - cmpf of a uitofp and a constant compares unsigned integers;
// - index_castui of index_castui back to the first type is the value, and
//   of extui casts the narrow value;
// - the extended ops fold by zero and one, fold constants (both results),
//   and lose their unused second result.
// mlir-opt-22 prints the same.
// RUN: strata-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @extf_constants(
// CHECK-DAG:     %[[A:.*]] = arith.constant 0.10000000149011612 : f64
// CHECK-DAG:     %[[B:.*]] = arith.constant 0x7FF8000020000000 : f64
// CHECK-DAG:     %[[S:.*]] = arith.constant 0x7C01 : f16
// CHECK:         %[[E:.*]] = arith.extf %[[S]] : f16 to f32
// CHECK-NEXT:    return %[[A]], %[[B]], %[[E]] : f64, f64, f32
func.func @extf_constants() -> (f64, f64, f32) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %nan = arith.constant 0x7FC00001 : f32
  %1 = arith.extf %nan : f32 to f64
  %snan = arith.constant 0x7C01 : f16
  %2 = arith.extf %snan : f16 to f32
  return %0, %1, %2 : f64, f64, f32
}

// CHECK-LABEL: func.func @truncf_constants(
// CHECK-DAG:     %[[HALF:.*]] = arith.constant 5.000000e-01 : f16
// CHECK-DAG:     %[[QNAN:.*]] = arith.constant 0x7E00 : f16
// CHECK-DAG:     %[[TENTH:.*]] = arith.constant 1.000000e-01 : f32
// CHECK-DAG:     %[[BIG:.*]] = arith.constant 1.000000e+10 : f32
// CHECK-DAG:     %[[PAYLOAD:.*]] = arith.constant 0x7FC00001 : f32
// CHECK-DAG:     %[[T0:.*]] = arith.truncf %[[TENTH]] : f32 to f16
// CHECK-DAG:     %[[T1:.*]] = arith.truncf %[[TENTH]] downward : f32 to bf16
// CHECK-DAG:     %[[T2:.*]] = arith.truncf %[[BIG]] : f32 to f16
// CHECK-DAG:     %[[T3:.*]] = arith.truncf %[[PAYLOAD]] : f32 to f16
// CHECK:         return %[[T0]], %[[HALF]], %[[T1]], %[[T2]], %[[T3]], %[[QNAN]], %[[HALF]] : f16, f16, bf16, f16, f16, f16, f16
func.func @truncf_constants() -> (f16, f16, bf16, f16, f16, f16, f16) {
  %tenth = arith.constant 0.1 : f32
  %0 = arith.truncf %tenth : f32 to f16
  %half = arith.constant 0.5 : f32
  %1 = arith.truncf %half : f32 to f16
  %2 = arith.truncf %tenth downward : f32 to bf16
  %big = arith.constant 1.0e10 : f32
  %3 = arith.truncf %big : f32 to f16
  %payload = arith.constant 0x7FC00001 : f32
  %4 = arith.truncf %payload : f32 to f16
  %qnan = arith.constant 0x7FC00000 : f32
  %5 = arith.truncf %qnan : f32 to f16
  %6 = arith.truncf %half toward_zero : f32 to f16
  return %0, %1, %2, %3, %4, %5, %6 : f16, f16, bf16, f16, f16, f16, f16
}

// CHECK-LABEL: func.func @truncf_dense(
// CHECK-DAG:     %[[EXACT:.*]] = arith.constant dense<[1.000000e+00, 2.500000e-01]> : vector<2xf16>
// CHECK-DAG:     %[[MIXED:.*]] = arith.constant dense<[1.000000e+00, 1.000000e-01]> : vector<2xf32>
// CHECK:         %[[T:.*]] = arith.truncf %[[MIXED]] : vector<2xf32> to vector<2xf16>
// CHECK-NEXT:    return %[[EXACT]], %[[T]] : vector<2xf16>, vector<2xf16>
func.func @truncf_dense() -> (vector<2xf16>, vector<2xf16>) {
  %exact = arith.constant dense<[1.0, 0.25]> : vector<2xf32>
  %0 = arith.truncf %exact : vector<2xf32> to vector<2xf16>
  %mixed = arith.constant dense<[1.0, 0.1]> : vector<2xf32>
  %1 = arith.truncf %mixed : vector<2xf32> to vector<2xf16>
  return %0, %1 : vector<2xf16>, vector<2xf16>
}

// CHECK-LABEL: func.func @float_round_trips(
// CHECK-SAME:      %[[H:.*]]: f16, %[[D:.*]]: f64, %[[V:.*]]: vector<2xf16>)
// CHECK-NEXT:    %[[E:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT:    %[[EE:.*]] = arith.extf %[[E]] : f32 to f64
// CHECK-NEXT:    %[[W:.*]] = arith.truncf %[[D]] : f64 to f16
// CHECK-NEXT:    %[[E2:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT:    %[[BF:.*]] = arith.truncf %[[E2]] : f32 to bf16
// CHECK-NEXT:    %[[T:.*]] = arith.truncf %[[D]] : f64 to f32
// CHECK-NEXT:    %[[TT:.*]] = arith.truncf %[[T]] : f32 to f16
// CHECK-NEXT:    %[[N:.*]] = arith.truncf %[[D]] fastmath<nnan> : f64 to f32
// CHECK-NEXT:    %[[NE:.*]] = arith.extf %[[N]] fastmath<contract> : f32 to f64
// CHECK:         return %[[EE]], %[[H]], %[[W]], %[[BF]], %[[D]], %[[TT]], %[[V]], %[[H]], %[[D]], %[[NE]] : f64, f16, f16, bf16, f64, f16, vector<2xf16>, f16, f64, f64
func.func @float_round_trips(%h: f16, %d: f64, %v: vector<2xf16>) -> (f64, f16, f16, bf16, f64, f16, vector<2xf16>, f16, f64, f64) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %0 : f32 to f64
  %2 = arith.truncf %0 : f32 to f16
  %3 = arith.extf %d : f64 to f128
  %4 = arith.truncf %3 : f128 to f16
  %5 = arith.extf %h : f16 to f32
  %6 = arith.truncf %5 : f32 to bf16
  %7 = arith.truncf %d fastmath<contract> : f64 to f32
  %8 = arith.extf %7 fastmath<contract> : f32 to f64
  %9 = arith.truncf %d : f64 to f32
  %10 = arith.truncf %9 : f32 to f16
  %11 = arith.extf %v : vector<2xf16> to vector<2xf32>
  %12 = arith.truncf %11 : vector<2xf32> to vector<2xf16>
  %13 = arith.truncf %5 downward : f32 to f16
  %14 = arith.truncf %d fastmath<contract> : f64 to f16
  %15 = arith.extf %14 fastmath<fast> : f16 to f64
  %16 = arith.truncf %d fastmath<nnan> : f64 to f32
  %17 = arith.extf %16 fastmath<contract> : f32 to f64
  return %1, %2, %4, %6, %8, %10, %12, %13, %15, %17 : f64, f16, f16, bf16, f64, f16, vector<2xf16>, f16, f64, f64
}

// CHECK-LABEL: func.func @int_float_constants(
// CHECK-DAG:     %[[U:.*]] = arith.constant 4.2949673E+9 : f32
// CHECK-DAG:     %[[UD:.*]] = arith.constant 0x41EFFFFFFFE00000 : f64
// CHECK-DAG:     %[[INF:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i8
// CHECK-DAG:     %[[M:.*]] = arith.constant -1 : i8
// CHECK-DAG:     %[[BIG:.*]] = arith.constant 2.560000e+02 : f32
// CHECK-DAG:     %[[NEG:.*]] = arith.constant -1.500000e+00 : f32
// CHECK-DAG:     %[[F0:.*]] = arith.fptoui %[[BIG]] : f32 to i8
// CHECK-DAG:     %[[F1:.*]] = arith.fptoui %[[NEG]] : f32 to i8
// CHECK:         return %[[U]], %[[UD]], %[[INF]], %[[Z]], %[[M]], %[[F0]], %[[F1]]
func.func @int_float_constants() -> (f32, f64, f16, i8, i8, i8, i8) {
  %m = arith.constant -1 : i32
  %0 = arith.uitofp %m : i32 to f32
  %1 = arith.uitofp %m : i32 to f64
  %large = arith.constant 70000 : i32
  %2 = arith.uitofp %large : i32 to f16
  %a = arith.constant -0.5 : f32
  %3 = arith.fptoui %a : f32 to i8
  %b = arith.constant 255.9 : f32
  %4 = arith.fptoui %b : f32 to i8
  %c = arith.constant 256.0 : f32
  %5 = arith.fptoui %c : f32 to i8
  %d = arith.constant -1.5 : f32
  %6 = arith.fptoui %d : f32 to i8
  return %0, %1, %2, %3, %4, %5, %6 : f32, f64, f16, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @truncf_of_int_to_float(
// CHECK-SAME:      %[[A:.*]]: i64, %[[B:.*]]: i32, %[[V:.*]]: vector<2xi32>)
// CHECK-DAG:     %[[R0:.*]] = arith.sitofp %[[A]] : i64 to f32
// CHECK-DAG:     %[[W:.*]] = arith.sitofp %[[B]] : i32 to f64
// CHECK-DAG:     %[[R1:.*]] = arith.truncf %[[W]] downward : f64 to f32
// CHECK-DAG:     %[[R2:.*]] = arith.sitofp %[[B]] : i32 to f32
// CHECK-DAG:     %[[R3:.*]] = arith.uitofp %[[V]] : vector<2xi32> to vector<2xf16>
// CHECK-DAG:     %[[R4:.*]] = arith.truncf %[[W]] to_nearest_even : f64 to f32
// CHECK:         return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]] :
func.func @truncf_of_int_to_float(%a: i64, %b: i32, %v: vector<2xi32>) -> (f32, f32, f32, vector<2xf16>, f32) {
  %0 = arith.sitofp %a : i64 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.sitofp %b : i32 to f64
  %3 = arith.truncf %2 downward : f64 to f32
  %4 = arith.truncf %2 fastmath<fast> : f64 to f32
  %5 = arith.uitofp %v : vector<2xi32> to vector<2xf32>
  %6 = arith.truncf %5 : vector<2xf32> to vector<2xf16>
  %7 = arith.truncf %2 to_nearest_even : f64 to f32
  return %1, %3, %4, %6, %7 : f32, f32, f32, vector<2xf16>, f32
}

// CHECK-LABEL: func.func @cmpf_of_uitofp(
// CHECK-SAME:      %[[X:.*]]: i32)
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG:     %[[LT:.*]] = arith.cmpi ule, %[[X]], %[[C3]] : i32
// CHECK-DAG:     %[[GE:.*]] = arith.cmpi ugt, %[[X]], %[[C3]] : i32
// CHECK:         return %[[LT]], %[[GE]], %[[TRUE]], %[[FALSE]] : i1, i1, i1, i1
func.func @cmpf_of_uitofp(%x: i32) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %x : i32 to f32
  %c = arith.constant 3.5 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  %1 = arith.cmpf oge, %f, %c : f32
  %neg = arith.constant -1.0 : f32
  %2 = arith.cmpf ogt, %f, %neg : f32
  %half = arith.constant -0.5 : f32
  %3 = arith.cmpf ole, %f, %half : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// CHECK-LABEL: func.func @index_castui_chains(
// CHECK-SAME:      %[[I:.*]]: index, %[[X:.*]]: i8)
// CHECK-DAG:     %[[C:.*]] = arith.constant 4294967295 : index
// CHECK-DAG:     %[[N:.*]] = arith.constant -1 : i32
// CHECK-DAG:     %[[E:.*]] = arith.index_castui %[[X]] : i8 to index
// CHECK:         return %[[I]], %[[E]], %[[C]], %[[N]] : index, index, index, i32
func.func @index_castui_chains(%i: index, %x: i8) -> (index, index, index, i32) {
  %0 = arith.index_castui %i : index to i32
  %1 = arith.index_castui %0 : i32 to index
  %2 = arith.extui %x : i8 to i32
  %3 = arith.index_castui %2 : i32 to index
  %m = arith.constant -1 : i32
  %4 = arith.index_castui %m : i32 to index
  %mi = arith.constant -1 : index
  %5 = arith.index_castui %mi : index to i32
  return %1, %3, %4, %5 : index, index, index, i32
}

// CHECK-LABEL: func.func @extended_folds(
// CHECK-SAME:      %[[X:.*]]: i32,
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : i32
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[CM7:.*]] = arith.constant -7 : i32
// CHECK-DAG:     %[[CM1:.*]] = arith.constant -1 : i32
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[SUMS:.*]] = arith.constant dense<[2, -2]> : vector<2xi32>
// CHECK-DAG:     %[[CARRIES:.*]] = arith.constant dense<[false, true]> : vector<2xi1>
// CHECK-DAG:     %[[NEG:.*]] = arith.cmpi slt, %[[X]], %[[C0]] : i32
// CHECK-DAG:     %[[SIGN:.*]] = arith.extsi %[[NEG]] : i1 to i32
// CHECK:         return %[[X]], %[[FALSE]], %[[C0]], %[[C0]], %[[X]], %[[C0]], %[[CM7]], %[[TRUE]], %[[SUMS]], %[[CARRIES]], %[[CM1]], %[[X]], %[[SIGN]], %[[CM7]], %[[C6]], %[[C0]] :
func.func @extended_folds(%x: i32, %v: vector<2xi32>) -> (i32, i1, i32, i32, i32, i32, i32, i1, vector<2xi32>, vector<2xi1>, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm = arith.constant -1 : i32
  %c7 = arith.constant 7 : i32
  %s0, %o0 = arith.addui_extended %x, %c0 : i32, i1
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  %l1, %h1 = arith.mului_extended %x, %c1 : i32
  %l2, %h2 = arith.mulsi_extended %cm, %c7 : i32
  %s3, %o3 = arith.addui_extended %cm, %c7 : i32, i1
  %cv = arith.constant dense<[1, -1]> : vector<2xi32>
  %s4, %o4 = arith.addui_extended %cv, %cv : vector<2xi32>, vector<2xi1>
  %l5, %h5 = arith.mulsi_extended %x, %c1 : i32
  %l6, %h6 = arith.mului_extended %cm, %c7 : i32
  %l7, %h7 = arith.mulsi_extended %c0, %x : i32
  return %s0, %o0, %l0, %h0, %l1, %h1, %l2, %o3, %s4, %o4, %h2, %l5, %h5, %l6, %h6, %h7 : i32, i1, i32, i32, i32, i32, i32, i1, vector<2xi32>, vector<2xi1>, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @extended_to_plain(
// CHECK-SAME:      %[[X:.*]]: i32, %[[Y:.*]]: i32, %[[B:.*]]: i1)
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[L:.*]] = arith.muli %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[L2:.*]] = arith.muli %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[LOW:.*]], %[[HIGH:.*]] = arith.mulsi_extended %[[B]], %[[T]] : i1
// CHECK-NEXT:    %[[UL:.*]], %[[UH:.*]] = arith.mului_extended %[[X]], %[[Y]] : i32
// CHECK:         return %[[S]], %[[L]], %[[L2]], %[[HIGH]], %[[UH]] : i32, i32, i32, i1, i32
func.func @extended_to_plain(%x: i32, %y: i32, %b: i1) -> (i32, i32, i32, i1, i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  %t = arith.constant true
  %l3, %h3 = arith.mulsi_extended %b, %t : i1
  %l4, %h4 = arith.mului_extended %x, %y : i32
  return %s, %l, %l2, %h3, %h4 : i32, i32, i32, i1, i32
}

// CHECK-LABEL: func.func @extended_poison(
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]], %[[P]] : i32, i32
func.func @extended_poison() -> (i32, i32) {
  %p = ub.poison : i32
  %c = arith.constant 3 : i32
  %l, %h = arith.mulsi_extended %p, %c : i32
  return %l, %h : i32, i32
}
