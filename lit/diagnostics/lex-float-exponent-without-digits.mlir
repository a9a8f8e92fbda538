// Lexer: `1.5e` has no exponent digits, so the float token ends at `1.5` and `e` is a stray identifier.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.a"() {v = 1.5e : f32} : () -> ()
