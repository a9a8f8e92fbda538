// Parser: a value name defined twice in one scope, with a note at the first definition.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-note @+1 {{previously defined here}}
%x = "foo.a"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%x'}}
%x = "foo.b"() : () -> i32
