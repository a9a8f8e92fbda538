// Parser: a single `%a` cannot bind a 2-result op (use `%a:2`).
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%a = "foo.a"() : () -> (i32, i32)
