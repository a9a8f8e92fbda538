// Parser: the function type lists fewer operand types than operands.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

%a = "foo.a"() : () -> i32
// expected-error @+1 {{expected 2 operand types but had 1}}
"foo.u"(%a, %a) : (i32) -> ()
