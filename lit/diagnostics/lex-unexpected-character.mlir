// Lexer: a character that starts no token (`~`) is rejected at its column.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{unexpected character}}
"foo.a"() : () -> () ~
