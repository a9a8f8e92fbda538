// Valid uses of the registered test dialect, printed in generic form: test.ssacfg_region (operands/results, several regions, CFG with test.terminator successors), test.graph_region (no terminator, use before def), test.isolated_region (uses only its own args), test.symbol_table (unique sym_names, no terminator).
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// CHECK:      %v = "foo.v"() : () -> i32
// CHECK-NEXT: %r:2 = "test.ssacfg_region"(%v) ({
// CHECK-NEXT:   "test.terminator"(%v)[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   %in = "foo.op"(%v) : (i32) -> i32
// CHECK-NEXT:   "test.terminator"(%in) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT:   "test.terminator"() : () -> ()
// CHECK-NEXT: }) : (i32) -> (i32, i64)
// CHECK-NEXT: "test.graph_region"() ({
// CHECK-NEXT:   "foo.use"(%late) : (i1) -> ()
// CHECK-NEXT:   %late = "foo.def"() : () -> i1
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "test.isolated_region"() ({
// CHECK-NEXT: ^bb0(%own: i32):
// CHECK-NEXT:   "foo.use"(%own) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "test.symbol_table"() ({
// CHECK-NEXT:   "foo.sym"() {sym_name = "a"} : () -> ()
// CHECK-NEXT:   "foo.sym"() {sym_name = "b"} : () -> ()
// CHECK-NEXT: }) : () -> ()

%v = "foo.v"() : () -> i32
%r:2 = "test.ssacfg_region"(%v) ({
  "test.terminator"(%v)[^bb1] : (i32) -> ()
^bb1:
  %in = "foo.op"(%v) : (i32) -> i32
  "test.terminator"(%in) : (i32) -> ()
}, {
  "test.terminator"() : () -> ()
}) : (i32) -> (i32, i64)
"test.graph_region"() ({
  "foo.use"(%late) : (i1) -> ()
  %late = "foo.def"() : () -> i1
}) : () -> ()
"test.isolated_region"() ({
^bb0(%own: i32):
  "foo.use"(%own) : (i32) -> ()
}) : () -> ()
"test.symbol_table"() ({
  "foo.sym"() {sym_name = "a"} : () -> ()
  "foo.sym"() {sym_name = "b"} : () -> ()
}) : () -> ()
