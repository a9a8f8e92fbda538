// Parser: a forward reference inside a region that the region never defines is reported at its first use.
// RUN: strata-opt --allow-unregistered-dialect --verify-diagnostics %s

"foo.r"() ({
  // expected-error @+1 {{use of undeclared SSA value name}}
  "foo.b"(%x) : (i64) -> ()
  "foo.c"(%x) : (i64) -> ()
}) : () -> ()
