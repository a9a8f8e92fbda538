// Builtin integer types (signless iN of odd and large widths, siN, uiN, i1), index and none, as result, operand and block-argument types.
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK: %0:14 = "foo.types"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1024, si8, si32, ui1, ui64, index)
// CHECK: %1 = "foo.none"() : () -> none
// CHECK: "foo.blk"() ({
// CHECK-NEXT: ^bb0(%arg0: si16, %arg1: ui8, %arg2: index, %arg3: none):
// CHECK-NEXT:   "foo.use"(%arg0, %arg1, %arg2, %arg3, %0#0) : (si16, ui8, index, none, i1) -> ()
// CHECK-NEXT: }) : () -> ()

%0:14 = "foo.types"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1024, si8, si32, ui1, ui64, index)
%1 = "foo.none"() : () -> none
"foo.blk"() ({
^bb0(%4: si16, %5: ui8, %6: index, %7: none):
  "foo.use"(%4, %5, %6, %7, %0#0) : (si16, ui8, index, none, i1) -> ()
}) : () -> ()
