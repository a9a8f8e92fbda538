// Parser: two block arguments with the same name.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.r"() ({
// expected-error @+2 {{redefinition of SSA value '%a'}}
// expected-note @+1 {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "foo.x"() : () -> ()
}) : () -> ()
