// Driver: with --no-implicit-module the input must hold exactly one top-level op; reported at file:0:0.
// RUN: not strata-opt --allow-unregistered-dialect --no-implicit-module %s 2>&1 | FileCheck %s

// CHECK: {{.*}}no-implicit-module-multiple-ops.mlir:0:0: error: source must contain a single top-level operation, found: 2
"foo.a"() : () -> ()
"foo.b"() : () -> ()
