// Parser: `loc(...)` needs a location instance (string, callsite, fused, unknown or #alias), not a bare identifier.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{expected location instance}}
"foo.a"() : () -> () loc(foo)
