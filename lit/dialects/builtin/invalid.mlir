// Verifier and parser errors of builtin.module and builtin.unrealized_conversion_cast.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bar'}}
module attributes {bar = 1 : i32} {
}

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
module {
^bb0(%arg0: i32):
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
  "builtin.module"() ({
  ^bb0:
  ^bb1:
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "builtin.module"() ({}) : () -> ()
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op requires one region}}
  "builtin.module"() ({
  ^bb0:
  }, {
  ^bb0:
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op requires zero results}}
  %0 = "builtin.module"() ({
  ^bb0:
  }) : () -> i32
}

// -----

func.func @f(%arg0: i32) {
  // expected-error@+1 {{'builtin.module' op requires zero operands}}
  "builtin.module"(%arg0) ({
  ^bb0:
  }) : (i32) -> ()
  return
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = 3 : i32} : () -> ()
}

// -----

module {
  // expected-error@+1 {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
  module @m attributes {sym_visibility = "bogus"} {
  }
}

// -----

module {
  // expected-note@+1 {{see existing symbol definition here}}
  module @a {
  }
  // expected-error@+1 {{redefinition of symbol named 'a'}}
  module @a {
  }
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
  module {
  }
  return
}

// -----

func.func @no_results() {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"() : () -> ()
  return
}

// -----

func.func @no_results_with_operand(%arg0: i32) {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> ()
  return
}

// -----

func.func @empty_result_list(%arg0: i32) {
  // The custom form needs at least one result type after `to`.
  // expected-error@+1 {{expected non-function type}}
  builtin.unrealized_conversion_cast %arg0 : i32 to
  return
}

// -----

func.func @missing_colon(%arg0: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = builtin.unrealized_conversion_cast %arg0 to i64
  return
}

// -----

func.func @missing_to(%arg0: i32) {
  // expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 i64
  return
}

// -----

func.func @operand_type_count(%arg0: i32, %arg1: i32) {
  // expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32 to i64
  return
}

// -----

func.func @result_count(%arg0: i32) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64, i64
  return
}
