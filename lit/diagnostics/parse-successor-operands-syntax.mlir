// Parser: MLIR 22 generic successors carry no operands (`[^bb1(%v : i32)]` is old syntax); block operands are ordinary op operands.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.r"() ({
  %v = "foo.v"() : () -> i32
  // expected-error @+1 {{expected ',' or ']'}}
  "foo.br"()[^bb1(%v : i32)] : () -> ()
^bb1(%a: i32):
  "foo.ret"() : () -> ()
}) : () -> ()
