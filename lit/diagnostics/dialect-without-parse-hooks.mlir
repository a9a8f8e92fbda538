// Parser: a registered dialect that defines no types (or no attributes)
// rejects `!dialect.x` (or `#dialect.x`) at the body, as MLIR's default
// parse hooks do; arith's and ub's attribute parsers reject mnemonics they
// do not define (MLIR 22's test/IR/qualified-builtin.mlir reads the same).
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{dialect 'builtin' provides no type parsing hook}}
func.func private @builtin_type() -> !builtin.tuple<>

// -----

// expected-error @+1 {{dialect 'func' provides no type parsing hook}}
func.func private @func_type() -> !func<"foo">

// -----

// expected-error @+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @arith_type() -> !arith.foo

// -----

// expected-error @+1 {{dialect 'scf' provides no type parsing hook}}
func.func private @scf_type() -> !scf.foo

// -----

// expected-error @+1 {{dialect 'cf' provides no type parsing hook}}
func.func private @cf_type() -> !cf.foo

// -----

// expected-error @+1 {{dialect 'ub' provides no type parsing hook}}
func.func private @ub_type() -> !ub.poison

// -----

// expected-error @+1 {{dialect 'builtin' provides no attribute parsing hook}}
"foo.op"() {a = #builtin.foo<1>} : () -> ()

// -----

// expected-error @+1 {{dialect 'scf' provides no attribute parsing hook}}
"foo.op"() {a = #scf<"foo">} : () -> ()

// -----

// expected-error @+1 {{dialect 'func' provides no attribute parsing hook}}
"foo.op"() {a = #func.x<"foo">} : () -> ()

// -----

// expected-error @+1 {{dialect 'cf' provides no attribute parsing hook}}
"foo.op"() {a = #cf.x} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `roundingmode` in dialect `arith`}}
"foo.op"() {a = #arith.roundingmode<x>} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"foo.op"() {a = #arith.overflow} : () -> ()
