// Parser: types (and regions, attributes) nest at most 128 levels deep,
// counting the region of the module the top level is printed in, so that
// what is read prints to text that reads back (found by fuzzing: a type
// read 128 levels deep at the top level printed one level deeper).
// lit/ir/types-function-chain.mlir has the deepest one that reads.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{nesting is too deep (more than 128 levels)}}
"a.too_deep"() : () -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> (() -> ()))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))

// -----

// As MLIR, a function type as a result needs parentheses: the type ends
// after the first `()`.
// expected-error @+1 {{expected operation name in quotes}}
"a.chained"() : () -> () -> ()
