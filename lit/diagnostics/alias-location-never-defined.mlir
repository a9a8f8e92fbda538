// Parser: a `loc(#name)` whose alias is never defined anywhere in the file.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{operation location alias was never defined}}
"foo.a"() : () -> () loc(#nope)
