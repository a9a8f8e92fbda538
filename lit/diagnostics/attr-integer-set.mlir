// Parser: integer sets (`affine_set<(dims)[symbols] : (constraints)>`):
// each constraint compares with `>=`, `<=` or `==`, and an affine map is
// not a set; MLIR's messages at MLIR's positions.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected AffineMap, but got IntegerSet}}
"t.a"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{expected IntegerSet, but got AffineMap}}
"t.a"() {a = affine_set<(d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected '<' in integer set}}
"t.a"() {a = affine_set(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{expected '(' in integer set constraint list}}
"t.a"() {a = affine_set<(d0) : d0 >= 0>} : () -> ()

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"t.a"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"t.a"() {a = affine_set<(d0) : (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected ')' in integer set constraint list}}
"t.a"() {a = affine_set<(d0) : (d0 >= 0>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in integer set}}
"t.a"() {a = affine_set<(d0) : (d0 == 0)} : () -> ()
