// Every trailing location kind parses and prints inline with --mlir-print-debuginfo --mlir-print-local-scope: file:line:col, file range, name, name(child), callsite (nested), fused with/without metadata, unknown; fused drops unknown members.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope --mlir-print-op-generic %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=NODEBUG

// CHECK:      "foo.flc"() : () -> () loc("file.mlir":3:5)
// CHECK-NEXT: "foo.range"() : () -> () loc("a.mlir":1:2 to 3:4)
// CHECK-NEXT: "foo.name"() : () -> () loc("name")
// CHECK-NEXT: "foo.child"() : () -> () loc("name"("child.mlir":1:2))
// CHECK-NEXT: "foo.namename"() : () -> () loc("outer"("inner"))
// CHECK-NEXT: "foo.call"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
// CHECK-NEXT: "foo.call2"() : () -> () loc(callsite("x" at callsite("y" at "z.mlir":9:9)))
// CHECK-NEXT: "foo.fused"() : () -> () loc(fused["a.mlir":1:1, "b"])
// CHECK-NEXT: "foo.fusedmeta"() : () -> () loc(fused<"meta">["a.mlir":1:1, "b"])
// CHECK-NEXT: "foo.fusedattr"() : () -> () loc(fused<#foo.m>["q"("r":1:1)])
// CHECK-NEXT: "foo.unknown"() : () -> () loc(unknown)
// CHECK-NEXT: "foo.esc"() : () -> () loc("x\22y":1:1)
// CHECK-NEXT: loc("{{.*}}loc-kinds-local-scope.mlir":0:0)

// NODEBUG-NOT: loc(
// NODEBUG: "foo.flc"() : () -> (){{$}}
// NODEBUG: "foo.esc"() : () -> (){{$}}
// NODEBUG-NOT: loc(

"foo.flc"() : () -> () loc("file.mlir":3:5)
"foo.range"() : () -> () loc("a.mlir":1:2 to 3:4)
"foo.name"() : () -> () loc("name")
"foo.child"() : () -> () loc("name"("child.mlir":1:2))
"foo.namename"() : () -> () loc("outer"("inner"))
"foo.call"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"foo.call2"() : () -> () loc(callsite("x" at callsite("y" at "z.mlir":9:9)))
"foo.fused"() : () -> () loc(fused["a.mlir":1:1, "b"])
"foo.fusedmeta"() : () -> () loc(fused<"meta">["a.mlir":1:1, "b"])
"foo.fusedattr"() : () -> () loc(fused<#foo.m>[unknown, "q"("r":1:1)])
"foo.unknown"() : () -> () loc(unknown)
"foo.esc"() : () -> () loc("x\"y":1:1)
