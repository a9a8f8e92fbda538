// Driver: with --split-input-file only the bad chunk reports (once); the chunks before and after are still printed and the exit status is non-zero.
// RUN: not strata-opt --allow-unregistered-dialect --split-input-file %s 2>/dev/null | FileCheck %s
// RUN: not strata-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: {{.*}}split-input-file-one-bad-chunk.mlir:16:11: error: use of undeclared SSA value name
// ERR-NOT: error:

// CHECK: "foo.good1"() : () -> ()
// CHECK-NOT: foo.bad
// CHECK: "foo.good3"() : () -> ()

"foo.good1"() : () -> ()

// -----

"foo.bad"(%undefined) : (i32) -> ()

// -----

"foo.good3"() : () -> ()
