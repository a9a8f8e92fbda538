// Lexer: a hex escape needs exactly two hex digits (`\4"` is invalid); error at the backslash.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{unknown escape in string literal}}
"foo.a"() {v = "a\4"} : () -> ()
