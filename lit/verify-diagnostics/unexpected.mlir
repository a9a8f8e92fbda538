// --verify-diagnostics fails (exit 1) on a diagnostic that no annotation
// expects, reported at the diagnostic's own location.
// RUN: not strata-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s

// CHECK: unexpected.mlir:[[# @LINE + 1]]:9: error: unexpected error: use of undeclared SSA value name
"foo.a"(%undefined) : (i32) -> ()
