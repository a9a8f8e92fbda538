// Errors of scope.at: an unknown level (in either form), a missing level,
// a yield that does not match the results, a value defined inside used
// outside, and scope.yield outside a scope.
// COMPAT: none (diagnostics of dialects mlir-opt does not have)
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @unknown_level() {
  // expected-error@+1 {{'scope.at' op attribute 'level' failed to satisfy constraint: string attribute naming an execution level: core, core_group, cluster or device}}
  scope.at warp {
    scope.yield
  }
  return
}

// -----

func.func @unknown_level_generic() {
  // expected-error@+1 {{'scope.at' op attribute 'level' failed to satisfy constraint: string attribute naming an execution level: core, core_group, cluster or device}}
  "scope.at"() <{level = "grid"}> ({
    "scope.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @no_level() {
  // expected-error@+1 {{'scope.at' op requires attribute 'level'}}
  "scope.at"() ({
    "scope.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @missing_level_keyword() {
  // expected-error@+1 {{expected an execution level (core, core_group, cluster, device)}}
  scope.at {
    scope.yield
  }
  return
}

// -----

func.func @count(%x: i32) {
  // expected-note@+1 {{the scope is here}}
  %r = scope.at core -> (i32) {
    // expected-error@+1 {{'scope.yield' op yields 2 values, but the 'scope.at' has 1 results}}
    scope.yield %x, %x : i32, i32
  }
  return
}

// -----

func.func @type(%x: i64) {
  // expected-note@+1 {{the scope is here}}
  %r = scope.at core -> (i32) {
    // expected-error@+1 {{'scope.yield' op yields a value of type i64 as result #0, which has type i32}}
    scope.yield %x : i64
  }
  return
}

// -----

func.func @value_leaks(%x: i32) -> i32 {
  scope.at core {
    %y = arith.addi %x, %x : i32
    scope.yield
  }
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %y : i32
}

// -----

func.func @yield_outside() {
  // expected-error@+1 {{'scope.yield' op expects parent op 'scope.at'}}
  scope.yield
}
