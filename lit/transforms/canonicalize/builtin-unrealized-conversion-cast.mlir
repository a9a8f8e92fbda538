// builtin.unrealized_conversion_cast's folder (BuiltinDialect.cpp): a cast
// of a cast back to the original types is the original values; an unused
// cast goes; other chains stay. Each case is byte-identical with
// mlir-opt-22.
// RUN: strata-opt --split-input-file --canonicalize %s | FileCheck %s

// i32 -> i64 -> i32 is the i32.
// CHECK-LABEL: func.func @round_trip(
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @round_trip(%arg0: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}

// -----

// i32 -> i64 -> i16 is not a round trip: both stay.
// CHECK-LABEL: func.func @chain_to_other_type(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:  %[[V1:[a-zA-Z0-9_.$-]+]] = builtin.unrealized_conversion_cast %[[V0]] : i64 to i16
// CHECK-NEXT:  return %[[V1]] : i16
// CHECK-NEXT:  }
func.func @chain_to_other_type(%arg0: i32) -> i16 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  return %1 : i16
}

// -----

// Two values packed into one and unpacked again are the two values.
// CHECK-LABEL: func.func @multiple_values(
// CHECK-NEXT:  return %arg0, %arg1 : i32, i32
// CHECK-NEXT:  }
func.func @multiple_values(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

// An unused cast has no effect and goes.
// CHECK-LABEL: func.func @unused(
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @unused(%arg0: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  return %arg0 : i32
}

// -----

// The second cast takes another value than the first produced: stays.
// CHECK-LABEL: func.func @other_source(
// CHECK-NEXT:  %[[V0:[a-zA-Z0-9_.$-]+]] = builtin.unrealized_conversion_cast %arg1 : i64 to i32
// CHECK-NEXT:  return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @other_source(%arg0: i32, %arg1: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %arg1 : i64 to i32
  return %1 : i32
}
