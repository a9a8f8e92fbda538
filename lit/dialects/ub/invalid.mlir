// Errors of the ub dialect: a `value` that is not a poison attribute, an
// unknown `#ub.*` attribute, a missing result type.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @not_poison() {
  // expected-error@+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @no_type() {
  // expected-error@+1 {{expected ':'}}
  %0 = ub.poison
  return
}

// -----

func.func @unreachable_not_last() {
  // expected-error@+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @unknown_attribute() {
  // expected-error@+1 {{unknown attribute `foo` in dialect `ub`}}
  %0 = ub.poison <#ub.foo> : i32
  return
}
