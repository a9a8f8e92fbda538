// Lexer: `!` must be followed by an alias or dialect name.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{invalid type identifier}}
"foo.a"() : () -> !
