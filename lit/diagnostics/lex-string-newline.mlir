// Lexer: a raw newline inside a string literal terminates it with an error at the newline.
// RUN: not strata-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s

// CHECK: {{.*}}lex-string-newline.mlir:5:19: error: expected '"' in string literal
"foo.a"() {v = "ab
c"} : () -> ()
