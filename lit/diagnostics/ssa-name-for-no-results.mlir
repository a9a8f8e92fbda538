// Parser: naming the results of an op that has none is an error of its own.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error@+1 {{cannot name an operation with no results}}
%0 = "foo.op"() : () -> ()
