// Parser: an operand list missing `)`; when the offending token starts a line, the error moves back to the end of the previous token (skipping `//` comments).
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

%x = "foo.v"() : () -> i32
// expected-error @+1 {{expected ')' to end operand list}}
"foo.a"(%x // trailing comment
  : (i32) -> ()
