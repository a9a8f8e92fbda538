// Parser: `%r#5` on a 2-result group.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

%r:2 = "foo.a"() : () -> (i32, i32)
// expected-error @+1 {{reference to invalid result number}}
"foo.u"(%r#5) : (i32) -> ()
