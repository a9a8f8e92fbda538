// Lexer: a string that reaches the end of its line is unterminated; the error points at the end of that line.
// RUN: not strata-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s

// CHECK: {{.*}}lex-string-unterminated.mlir:5:32: error: expected '"' in string literal
"foo.a"() {v = "abc} : () -> ()
