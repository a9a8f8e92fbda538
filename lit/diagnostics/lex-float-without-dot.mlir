// Lexer: a float literal needs a `.`; `1e3` is integer `1` followed by identifier `e3`.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.a"() {v = 1e3 : f32} : () -> ()
