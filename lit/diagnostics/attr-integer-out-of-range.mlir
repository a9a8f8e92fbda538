// Parser: an integer literal that does not fit its type; also `-0`, which MLIR rejects as out of range.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.a"() {v = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.a"() {v = -0} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"foo.a"() {a = array<i8: 300>} : () -> ()
