// STRATA-ONLY: a flag mlir-opt-22 does not have.
// print-call-graph writes the call graph in MLIR's format (the text of
// mlir-opt-22 --test-print-callgraph after its "Testing :" line;
// tests/transform_compat.rs compares the two on lit/transforms/inline):
// each callable with its edges, then the SCCs callees first.
// RUN: strata-opt --print-call-graph %s -o /dev/null 2>&1 | FileCheck %s

// CHECK:      // ---- CallGraph ----
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "a"}
// CHECK-NEXT: // -- Call-Edge : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "b", sym_visibility = "private"}
// CHECK-NEXT: // -- Call-Edge : <Unknown-Callee-Node>
// CHECK-NEXT: //
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "b", sym_visibility = "private"}
// CHECK-NEXT: // -- Call-Edge : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "b", sym_visibility = "private"}
// CHECK-NEXT: //
// CHECK-NEXT: // -- SCCs --
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = () -> (), sym_name = "b", sym_visibility = "private"}
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :<Unknown-Callee-Node>
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = () -> (), sym_name = "a"}
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :<External-Caller-Node>
// CHECK-EMPTY:
// CHECK-NEXT: // -------------------
func.func @a() {
  call @b() : () -> ()
  call @ext() : () -> ()
  return
}
// @b calls itself: an SCC of one with an edge to itself.
func.func private @b() {
  call @b() : () -> ()
  return
}
// A declaration has no callable region, so no node: calls to it reach the
// unknown callee.
func.func private @ext()
