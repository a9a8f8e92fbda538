// Verifier: builtin.module discardable attributes must be dialect-prefixed.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'}}
module attributes {a = 1} {
}
