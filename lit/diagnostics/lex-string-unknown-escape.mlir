// Lexer: `\q` is not a valid string escape (only \n \t \" \\ and two hex digits); error at the backslash.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{unknown escape in string literal}}
"foo.a"() {v = "a\qb"} : () -> ()
