// Parser: alias definitions. A name with a '.' belongs to a dialect, and
// the '=' is required; the messages say which kind of alias it is, as
// MLIR 22's (test/IR/invalid.mlir, invalid-affinemap.mlir).
// RUN: strata-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#foo.attr = i32

// -----

// expected-error @+1 {{type names with a '.' are reserved for dialect-defined names}}
!foo.bar = i32

// -----

// expected-error @+1 {{expected '=' in attribute alias definition}}
#hello_world affine_map<(i, j) [s0] -> (i, j)>

// -----

// expected-error @+1 {{expected '=' in type alias definition}}
!missing_eq_alias i32
