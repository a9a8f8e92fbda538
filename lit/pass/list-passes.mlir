// --list-passes and --help list the registered passes with their options.
// RUN: strata-opt --list-passes | FileCheck %s
// RUN: strata-opt --help | FileCheck %s

// CHECK: Available passes:
// CHECK: --canonicalize {{ +}}- Canonicalize operations
// CHECK-NEXT: top-down=<bool>
// CHECK: max-iterations=<int>
// CHECK: --cse {{ +}}- Eliminate common sub-expressions
// CHECK: --symbol-dce {{ +}}- Eliminate dead symbols
