// Lexer: `@` must be followed by a letter, `_` or a quoted string.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"foo.a"() {v = @} : () -> ()
