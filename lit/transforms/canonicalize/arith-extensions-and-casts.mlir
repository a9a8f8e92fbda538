// arith patterns on extensions and casts (ArithCanonicalization.td):
// AndOfExtUI/ExtSI, OrOfExtUI/ExtSI, XOrIOfExtUI/ExtSI, CmpIExtSI/ExtUI,
// IndexCastOfIndexCast, IndexCastOfExtSI, BitcastOfBitcast, ExtSIOfExtUI,
// with the cases where they must not apply. mlir-opt-22 prints the same.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// andi of two extui of i8: the andi on i8, then one extui.
// CHECK-LABEL: func.func @and_extui
// CHECK-NEXT:    %[[A:.+]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:    %[[E:.+]] = arith.extui %[[A]] : i8 to i32
// CHECK-NEXT:    return %[[E]]
func.func @and_extui(%arg0: i8, %arg1: i8) -> i32 {
  %0 = arith.extui %arg0 : i8 to i32
  %1 = arith.extui %arg1 : i8 to i32
  %2 = arith.andi %0, %1 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @and_extsi
// CHECK-NEXT:    %[[A:.+]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:    %[[E:.+]] = arith.extsi %[[A]] : i8 to i32
func.func @and_extsi(%arg0: i8, %arg1: i8) -> i32 {
  %0 = arith.extsi %arg0 : i8 to i32
  %1 = arith.extsi %arg1 : i8 to i32
  %2 = arith.andi %0, %1 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @or_extui
// CHECK-NEXT:    %[[A:.+]] = arith.ori %arg0, %arg1 : i1
// CHECK-NEXT:    %[[E:.+]] = arith.extui %[[A]] : i1 to i64
func.func @or_extui(%arg0: i1, %arg1: i1) -> i64 {
  %0 = arith.extui %arg0 : i1 to i64
  %1 = arith.extui %arg1 : i1 to i64
  %2 = arith.ori %0, %1 : i64
  return %2 : i64
}

// -----

// CHECK-LABEL: func.func @or_extsi_vector
// CHECK-NEXT:    %[[A:.+]] = arith.ori %arg0, %arg1 : vector<4xi8>
// CHECK-NEXT:    %[[E:.+]] = arith.extsi %[[A]] : vector<4xi8> to vector<4xi32>
func.func @or_extsi_vector(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> vector<4xi32> {
  %0 = arith.extsi %arg0 : vector<4xi8> to vector<4xi32>
  %1 = arith.extsi %arg1 : vector<4xi8> to vector<4xi32>
  %2 = arith.ori %0, %1 : vector<4xi32>
  return %2 : vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @xor_extui
// CHECK-NEXT:    %[[A:.+]] = arith.xori %arg0, %arg1 : i16
// CHECK-NEXT:    %[[E:.+]] = arith.extui %[[A]] : i16 to i32
func.func @xor_extui(%arg0: i16, %arg1: i16) -> i32 {
  %0 = arith.extui %arg0 : i16 to i32
  %1 = arith.extui %arg1 : i16 to i32
  %2 = arith.xori %0, %1 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @xor_extsi
// CHECK-NEXT:    %[[A:.+]] = arith.xori %arg0, %arg1 : i16
// CHECK-NEXT:    %[[E:.+]] = arith.extsi %[[A]] : i16 to i32
func.func @xor_extsi(%arg0: i16, %arg1: i16) -> i32 {
  %0 = arith.extsi %arg0 : i16 to i32
  %1 = arith.extsi %arg1 : i16 to i32
  %2 = arith.xori %0, %1 : i32
  return %2 : i32
}

// -----

// An extui and an extsi: stays.
// CHECK-LABEL: func.func @mixed_kinds
// CHECK-NEXT:    %[[X:.+]] = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:    %[[Y:.+]] = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT:    %[[A:.+]] = arith.andi %[[X]], %[[Y]] : i32
func.func @mixed_kinds(%arg0: i8, %arg1: i8) -> i32 {
  %0 = arith.extui %arg0 : i8 to i32
  %1 = arith.extsi %arg1 : i8 to i32
  %2 = arith.andi %0, %1 : i32
  return %2 : i32
}

// -----

// Extensions of two widths: stays.
// CHECK-LABEL: func.func @mixed_widths
// CHECK-NEXT:    %[[X:.+]] = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:    %[[Y:.+]] = arith.extui %arg1 : i16 to i32
// CHECK-NEXT:    %[[A:.+]] = arith.ori %[[X]], %[[Y]] : i32
func.func @mixed_widths(%arg0: i8, %arg1: i16) -> i32 {
  %0 = arith.extui %arg0 : i8 to i32
  %1 = arith.extui %arg1 : i16 to i32
  %2 = arith.ori %0, %1 : i32
  return %2 : i32
}

// -----

// An extension with another use stays for it.
// CHECK-LABEL: func.func @ext_used_twice
// CHECK-NEXT:    %[[X:.+]] = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:    %[[A:.+]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:    %[[E:.+]] = arith.extui %[[A]] : i8 to i32
// CHECK-NEXT:    return %[[E]], %[[X]]
func.func @ext_used_twice(%arg0: i8, %arg1: i8) -> (i32, i32) {
  %0 = arith.extui %arg0 : i8 to i32
  %1 = arith.extui %arg1 : i8 to i32
  %2 = arith.andi %0, %1 : i32
  return %2, %0 : i32, i32
}

// -----

// eq of two extsi compares the narrow values.
// CHECK-LABEL: func.func @cmpi_eq_extsi
// CHECK-NEXT:    %[[C:.+]] = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT:    return %[[C]]
func.func @cmpi_eq_extsi(%arg0: i8, %arg1: i8) -> i1 {
  %0 = arith.extsi %arg0 : i8 to i32
  %1 = arith.extsi %arg1 : i8 to i32
  %2 = arith.cmpi eq, %0, %1 : i32
  return %2 : i1
}

// -----

// CHECK-LABEL: func.func @cmpi_ne_extui
// CHECK-NEXT:    %[[C:.+]] = arith.cmpi ne, %arg0, %arg1 : i8
func.func @cmpi_ne_extui(%arg0: i8, %arg1: i8) -> i1 {
  %0 = arith.extui %arg0 : i8 to i32
  %1 = arith.extui %arg1 : i8 to i32
  %2 = arith.cmpi ne, %0, %1 : i32
  return %2 : i1
}

// -----

// Only eq and ne: slt stays.
// CHECK-LABEL: func.func @cmpi_slt_ext
// CHECK:         arith.cmpi slt, %{{.+}}, %{{.+}} : i32
func.func @cmpi_slt_ext(%arg0: i8, %arg1: i8) -> i1 {
  %0 = arith.extsi %arg0 : i8 to i32
  %1 = arith.extsi %arg1 : i8 to i32
  %2 = arith.cmpi slt, %0, %1 : i32
  return %2 : i1
}

// -----

// CHECK-LABEL: func.func @cmpi_eq_vector
// CHECK-NEXT:    %[[C:.+]] = arith.cmpi eq, %arg0, %arg1 : vector<2xi8>
func.func @cmpi_eq_vector(%arg0: vector<2xi8>, %arg1: vector<2xi8>) -> vector<2xi1> {
  %0 = arith.extui %arg0 : vector<2xi8> to vector<2xi32>
  %1 = arith.extui %arg1 : vector<2xi8> to vector<2xi32>
  %2 = arith.cmpi eq, %0, %1 : vector<2xi32>
  return %2 : vector<2xi1>
}

// -----

// i32 to index and back is the value.
// CHECK-LABEL: func.func @index_cast_round_trip
// CHECK-NEXT:    return %arg0 : i32
func.func @index_cast_round_trip(%arg0: i32) -> i32 {
  %0 = arith.index_cast %arg0 : i32 to index
  %1 = arith.index_cast %0 : index to i32
  return %1 : i32
}

// -----

// Back to another width: stays.
// CHECK-LABEL: func.func @index_cast_other_width
// CHECK-NEXT:    %[[I:.+]] = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    %[[J:.+]] = arith.index_cast %[[I]] : index to i64
func.func @index_cast_other_width(%arg0: i32) -> i64 {
  %0 = arith.index_cast %arg0 : i32 to index
  %1 = arith.index_cast %0 : index to i64
  return %1 : i64
}

// -----

// index_cast of extsi casts the narrow value.
// CHECK-LABEL: func.func @index_cast_of_extsi
// CHECK-NEXT:    %[[I:.+]] = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT:    return %[[I]]
func.func @index_cast_of_extsi(%arg0: i8) -> index {
  %0 = arith.extsi %arg0 : i8 to i32
  %1 = arith.index_cast %0 : i32 to index
  return %1 : index
}

// -----

// bitcast of bitcast is one bitcast.
// CHECK-LABEL: func.func @bitcast_of_bitcast
// CHECK-NEXT:    %[[B:.+]] = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT:    return %[[B]]
func.func @bitcast_of_bitcast(%arg0: i32) -> f32 {
  %0 = arith.bitcast %arg0 : i32 to f32
  %1 = arith.bitcast %0 : f32 to i32
  %2 = arith.bitcast %1 : i32 to f32
  return %2 : f32
}

// -----

// Back to the same type: one bitcast f32 to f32, which folds away
// (CastOpInterface's identity fold).
// CHECK-LABEL: func.func @bitcast_back
// CHECK-NEXT:    return %arg0 : f32
func.func @bitcast_back(%arg0: f32) -> f32 {
  %0 = arith.bitcast %arg0 : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  return %1 : f32
}

// -----

// extsi of extui is one extui (the sign bit is zero).
// CHECK-LABEL: func.func @extsi_of_extui
// CHECK-NEXT:    %[[E:.+]] = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:    return %[[E]]
func.func @extsi_of_extui(%arg0: i8) -> i32 {
  %0 = arith.extui %arg0 : i8 to i16
  %1 = arith.extsi %0 : i16 to i32
  return %1 : i32
}

// -----

// extsi of extsi: folded into one extsi by extsi's folder.
// CHECK-LABEL: func.func @extsi_of_extsi
// CHECK-NEXT:    %[[E:.+]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:    return %[[E]]
func.func @extsi_of_extsi(%arg0: i8) -> i32 {
  %0 = arith.extsi %arg0 : i8 to i16
  %1 = arith.extsi %0 : i16 to i32
  return %1 : i32
}
