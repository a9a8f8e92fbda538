// Driver: --split-input-file with --verify-diagnostics checks each chunk separately (line numbers stay those of the whole file).
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

"foo.ok"() : () -> ()

// -----

// expected-error @+1 {{use of undeclared SSA value name}}
"foo.bad"(%x) : (i32) -> ()

// -----

// expected-note @+1 {{prior use here}}
%x = "foo.a"() : () -> i32
// expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i1' vs 'i32'}}
"foo.b"(%x) : (i1) -> ()
