// Lexer: `^` not followed by a name is an invalid block name.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.r"() ({
// expected-error @+1 {{invalid block name}}
^ :
  "foo.x"() : () -> ()
}) : () -> ()
