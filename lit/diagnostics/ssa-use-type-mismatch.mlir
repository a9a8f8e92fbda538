// Parser: a use whose type differs from the defined type; note `prior use here` at the definition.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

// expected-note @+1 {{prior use here}}
%x = "foo.a"() : () -> i32
// expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
"foo.b"(%x) : (i64) -> ()
