// Parser: the definition of a forward-referenced value has a different type than its earlier use; error at the definition (result name), note at the use.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.r"() ({
  // expected-note @+1 {{previously used here with type 'i64'}}
  "foo.b"(%x) : (i64) -> ()
  // expected-error @+1 {{definition of SSA value '%x#0' has type 'i32'}}
  %x = "foo.a"() : () -> i32
}) : () -> ()
