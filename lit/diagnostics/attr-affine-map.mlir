// Parser: affine maps (`affine_map<(dims)[symbols] -> (results)>`) with
// MLIR's messages at MLIR's positions: the identifier lists (bare names,
// each defined once), `->`, the result list, undeclared names, products
// and divisions that are not affine (a product needs a constant or
// symbolic side, a divisor must be constant or symbolic), missing
// operands, empty parentheses, constants past i64, SSA values (only
// affine ops' custom forms take them), and an integer set where a map is
// expected.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected '<' in affine map}}
"t.a"() {a = affine_map(d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected '(' in dimensional identifier list}}
"t.a"() {a = affine_map<d0 -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected bare identifier}}
"t.a"() {a = affine_map<(1) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"t.a"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'i'}}
"t.a"() {a = affine_map<(i)[i] -> (i)>} : () -> ()

// -----

// expected-error @+1 {{expected ')' in dimensional identifier list}}
"t.a"() {a = affine_map<(d0 d1) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected ']' in symbol list}}
"t.a"() {a = affine_map<(d0)[s0 -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected '->' or ':'}}
"t.a"() {a = affine_map<(d0) (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected '(' in affine map range}}
"t.a"() {a = affine_map<(d0) -> d0>} : () -> ()

// -----

// expected-error @+1 {{expected ')' in affine map range}}
"t.a"() {a = affine_map<(d0) -> (d0>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in affine map}}
"t.a"() {a = affine_map<(d0) -> (d0)} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"t.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"t.a"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"t.a"() {a = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
"t.a"() {a = affine_map<(d0, d1) -> (d0 ceildiv (d1 + 1))>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"t.a"() {a = affine_map<(d0)[s0] -> (s0 mod d0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"t.a"() {a = affine_map<(d0, d1) -> (d0 * d1 * 2)>} : () -> ()

// -----

// expected-error @+1 {{missing right operand of binary operator}}
"t.a"() {a = affine_map<(d0) -> (d0 +)>} : () -> ()

// -----

// expected-error @+1 {{missing right operand of binary operator}}
"t.a"() {a = affine_map<(d0) -> (d0 * )>} : () -> ()

// -----

// expected-error @+1 {{missing left operand of binary operator}}
"t.a"() {a = affine_map<(d0) -> (+ d0)>} : () -> ()

// -----

// expected-error @+1 {{missing left operand of binary operator}}
"t.a"() {a = affine_map<(d0) -> (* d0)>} : () -> ()

// -----

// expected-error @+1 {{expected affine expression}}
"t.a"() {a = affine_map<(d0) -> (d0, )>} : () -> ()

// -----

// expected-error @+1 {{no expression inside parentheses}}
"t.a"() {a = affine_map<(d0) -> (())>} : () -> ()

// -----

// expected-error @+1 {{expected ')'}}
"t.a"() {a = affine_map<(d0) -> ((d0 + 1>} : () -> ()

// -----

// expected-error @+1 {{constant too large for index}}
"t.a"() {a = affine_map<(d0) -> (d0 + 9223372036854775808)>} : () -> ()

// -----

// expected-error @+1 {{constant too large for index}}
"t.a"() {a = affine_map<(d0) -> (99999999999999999999)>} : () -> ()

// -----

// expected-error @+1 {{unexpected ssa identifier}}
"t.a"() {a = affine_map<(d0) -> (%x)>} : () -> ()

// -----

// expected-error @+1 {{unexpected ssa identifier}}
"t.a"() {a = affine_map<(d0) -> (symbol(%x))>} : () -> ()

// -----

// expected-error @+1 {{expected '(' at start of SSA symbol}}
"t.a"() {a = affine_map<(d0) -> (symbol)>} : () -> ()

// -----

// expected-error @+2 {{expected affine expression}}
// expected-error @+1 {{missing operand of negation}}
"t.a"() {a = affine_map<(d0) -> (-)>} : () -> ()

// -----

// expected-error @+2 {{missing right operand of binary operator}}
// expected-error @+1 {{missing operand of negation}}
"t.a"() {a = affine_map<(d0) -> (d0 + -)>} : () -> ()
