// Parser: with spaces in a dimension list, a missing `x` or `]` is
// reported where the text before it ends (right after the dimension, on
// its line when the next token is on another), as
// MLIR's emitWrongTokenError places it.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.a"() : () -> vector<4 y i32>

// -----

// expected-error @+1 {{missing ']' closing scalable dimension}}
"foo.a"() : () -> vector<[4 x i32>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.a"() : () -> tensor<4 x ?   y f32>

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.a"() : () -> tensor<4 x 5
    y f32>

// -----

// A comment between the parts is skipped like whitespace; a missing `x`
// after it is reported before the comment, at the end of the dimension.
// expected-error @+1 {{expected 'x' in dimension list}}
"foo.a"() : () -> tensor<4 // rows
    y f32>
