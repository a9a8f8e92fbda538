// Parser: `%a:3` binds more results than the op type defines.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
%a:3 = "foo.a"() : () -> (i32, i32)
