// Parser: two forward uses of one value with different types; note `prior use here` at the first use.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.r"() ({
  // expected-note @+1 {{prior use here}}
  "foo.b"(%x) : (i64) -> ()
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'i64'}}
  "foo.c"(%x) : (i32) -> ()
  %x = "foo.a"() : () -> i64
}) : () -> ()
