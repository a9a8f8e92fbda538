// Parser: `%a#1` on a single-result op.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

%a = "foo.a"() : () -> i32
// expected-error @+1 {{reference to invalid result number}}
"foo.u"(%a#1) : (i32) -> ()
