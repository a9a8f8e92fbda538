// Lexer: a value name starting with a digit must be all digits; `%1abc` lexes as `%1` then `abc`.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected '=' after SSA name}}
%1abc = "foo.a"() : () -> i32
