// Lexer: `0x` with no hex digits lexes as integer `0` followed by identifier `x`, which the attribute dictionary rejects at `x`.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.a"() {v = 0x} : () -> ()
