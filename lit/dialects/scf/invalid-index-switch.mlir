// Verifier and parser errors of scf.index_switch: a case region without a block, duplicate case values, case values and regions that do not pair up, a region ending in something other than scf.yield, yields of the wrong count or types (with a note on the yield), an argument that is not an index, and the custom syntax (a case value that is not an integer, a missing `default`).
// RUN: strata-opt --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

func.func @case_without_block(%arg0: index) {
  // expected-error@+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %arg0
  case 1 {
  }
  default {
  }
  return
}

// -----

func.func @duplicate_case(%arg0: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %arg0
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @more_values_than_regions(%arg0: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%arg0) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @case_without_yield(%arg0: index) {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got test.term}}
  "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "test.term"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @case_yields_too_few(%arg0: index, %arg1: i32) -> i32 {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %0 = scf.index_switch %arg0 -> i32
  case 1 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %arg1 : i32
  }
  return %0 : i32
}

// -----

func.func @default_yields_too_few(%arg0: index, %arg1: i32) -> i32 {
  // expected-error@+2 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  // expected-note@+1 {{see yield operation here}}
  %0 = scf.index_switch %arg0 -> i32
  case 1 {
    scf.yield %arg1 : i32
  }
  default {
  }
  return %0 : i32
}

// -----

func.func @case_yields_another_type(%arg0: index, %arg1: i32, %arg2: i64) -> i32 {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %arg0 -> i32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'i64' here}}
    scf.yield %arg2 : i64
  }
  default {
    scf.yield %arg1 : i32
  }
  return %0 : i32
}

// -----

// expected-note@+1 {{prior use here}}
func.func @argument_not_index(%arg0: i32) {
  // expected-error@+1 {{use of value '%arg0' expects different type than prior uses: 'index' vs 'i32'}}
  scf.index_switch %arg0
  default {
  }
  return
}

// -----

func.func @case_value_not_integer(%arg0: index) {
  scf.index_switch %arg0
  // expected-error@+1 {{custom op 'scf.index_switch' expected integer value}}
  case x {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @missing_default(%arg0: index) {
  scf.index_switch %arg0
  case 1 {
    scf.yield
  }
  // expected-error@+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}
