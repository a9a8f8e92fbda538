// Lexer/parser: MLIR has only `//` line comments; `/* ... */` is not a comment, so no operation can start there.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected operation name in quotes}}
/* not a comment */ "foo.a"() : () -> ()
