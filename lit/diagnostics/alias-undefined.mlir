// Parser: attribute and type aliases must be defined before use (unlike location aliases); the error points just past the alias name.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{undefined symbol alias id 'a'}}
"foo.a"() {x = #a} : () -> ()
#a = 42 : i64

// -----

// expected-error @+1 {{undefined symbol alias id 'b'}}
"foo.a"() : () -> !b
