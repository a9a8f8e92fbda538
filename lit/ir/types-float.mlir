// Builtin float types f16, bf16, f32, f64 (core) and f80, f128, tf32 (extended) round-trip unchanged.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: %0:4 = "foo.core"() : () -> (f16, bf16, f32, f64)
// CHECK-NEXT: %1:3 = "foo.ext"() : () -> (f80, f128, tf32)
// CHECK-NEXT: %2 = "foo.use"(%0#1, %1#2) : (bf16, tf32) -> f64

%0:4 = "foo.core"() : () -> (f16, bf16, f32, f64)
%1:3 = "foo.ext"() : () -> (f80, f128, tf32)
%2 = "foo.use"(%0#1, %1#2) : (bf16, tf32) -> f64
