// Parser: a key repeated in an attribute dictionary (also in properties).
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.a"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.b"() <{a = 1, a = 2}> : () -> ()
