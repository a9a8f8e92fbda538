// --verify-diagnostics: a matching message with the wrong severity is a
// failure, reported at the annotation (mlir-opt 22's wording).
// RUN: not strata-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s

// CHECK: wrong-severity.mlir:[[# @LINE + 1]]:4: error: 'error' diagnostic emitted when expecting a 'warning'
// expected-warning @+1 {{use of undeclared SSA value name}}
"foo.a"(%undefined) : (i32) -> ()
