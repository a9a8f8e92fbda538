// Parser: a result type list missing its `)` at end of file.
// RUN: not strata-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s

// CHECK: {{.*}}parse-unterminated-type-list.mlir:5:28: error: expected ')'
"foo.a"() : () -> (i32, i64
