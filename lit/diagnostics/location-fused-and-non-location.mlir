// Parser: fused locations need their brackets, and an alias used as a
// location must name one; the message prints what it names (MLIR 22's
// test/IR/invalid-locations.mlir).
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @fused_without_open_bracket() {
  // expected-error @+1 {{expected '[' in fused location}}
  return loc(fused<true>unknown])
}

// -----

func.func @fused_without_close_bracket() {
  // expected-error @+1 {{expected ']' in fused location}}
  return loc(fused[unknown)
}

// -----

#non_loc = true
func.func @alias_of_a_bool() {
  // expected-error @+1 {{expected location, but found 'true'}}
  return loc(#non_loc)
}

// -----

#non_loc = [1, "a"]
func.func @alias_of_an_array() {
  // expected-error @+1 {{expected location, but found '[1, "a"]'}}
  return loc(#non_loc)
}
