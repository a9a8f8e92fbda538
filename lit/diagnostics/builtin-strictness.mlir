// The builtin dialect accepts no unknown ops, a builtin.module has exactly
// one block, and dense arrays need byte-sized elements and i1 booleans.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{unregistered operation 'builtin.foo' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.foo"() : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"a.b"() {x = array<i1: 1, 0>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"a.b"() {x = array<i3: 1>} : () -> ()
