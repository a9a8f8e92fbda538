// Lexer: `%` not followed by a name is an invalid SSA name.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{invalid SSA name}}
% = "foo.a"() : () -> i32
