// Parser: the `:` after an unknown dialect's attribute must be followed by
// a type (MLIR's message, at the token after the colon).
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected non-function type}}
"foo.op"() {a = #foo.attr : } : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() {a = #foo<"q"> : 3} : () -> ()
