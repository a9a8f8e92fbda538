// Parser: a region missing its `}` at end of file; wrong-token errors at EOF are reported at the end of the last token (trailing blank lines skipped).
// RUN: not strata-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s

// CHECK: {{.*}}parse-unterminated-region.mlir:6:23: error: expected operation name in quotes
"foo.r"() ({
  "foo.x"() : () -> ()
