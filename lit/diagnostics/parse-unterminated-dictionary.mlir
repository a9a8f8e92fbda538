// Parser: an attribute dictionary missing its `}` at end of file.
// RUN: not strata-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s

// CHECK: {{.*}}parse-unterminated-dictionary.mlir:5:24: error: expected '}' in attribute dictionary
"foo.a"() {a = 1, b = 2
