// --verify-diagnostics fails (exit 1) when an expected diagnostic is not
// produced, and says which one, at the annotation.
// RUN: not strata-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s

// CHECK: missing-expected.mlir:[[# @LINE + 1]]:4: error: expected error "no such error" was not produced
// expected-error @+1 {{no such error}}
"foo.fine"() : () -> ()
