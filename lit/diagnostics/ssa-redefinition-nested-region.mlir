// Parser: a nested (even generic builtin.module) region cannot redefine a name visible from the enclosing scope; names never shadow.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-note @+1 {{previously defined here}}
%x = "foo.a"() : () -> i32
"foo.r"() ({
  // expected-error @+1 {{redefinition of SSA value '%x'}}
  %x = "foo.b"() : () -> i32
}) : () -> ()
