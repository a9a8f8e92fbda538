// --verify-diagnostics: every location designator and the regex form match the
// diagnostics they annotate, so the run succeeds.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

"foo.a"(%undefined) : (i32) -> () // expected-error {{use of undeclared SSA value name}}

// -----

"foo.a"(%undefined) : (i32) -> ()
// expected-error@above {{use of undeclared SSA value name}}

// -----

// expected-error@below {{use of undeclared SSA value name}}
"foo.a"(%undefined) : (i32) -> ()

// -----

"foo.a"(%undefined) : (i32) -> ()
// A comment in between.
// expected-error@-2 {{use of undeclared SSA value name}}

// -----

// expected-error-re@+1 {{use of {{(undeclared|unknown)}} SSA value name}}
"foo.a"(%undefined) : (i32) -> ()

// -----

%x = "foo.def"() : () -> i32
// expected-error@+2 {{redefinition of SSA value '%x'}}
// expected-note@-2 {{previously defined here}}
%x = "foo.def"() : () -> i32
