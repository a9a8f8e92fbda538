// Verifier: a branch must forward as many operands as its successor has block
// arguments, of the same types. As in MLIR's BranchOpInterface verifier, the
// messages have no 'op' prefix and do not name the types.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

%v = "foo.v"() : () -> i32
"test.ssacfg_region"() ({
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 2}}
  "test.br"(%v)[^bb1] : (i32) -> ()
^bb1(%a: i32, %b: i32):
  "test.terminator"() : () -> ()
}) : () -> ()

// -----

%v = "foo.v"() : () -> i64
"test.ssacfg_region"() ({
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  "test.br"(%v)[^bb1] : (i64) -> ()
^bb1(%a: i32):
  "test.terminator"() : () -> ()
}) : () -> ()

// -----

// A well-formed branch: no diagnostic.
%v = "foo.v"() : () -> i32
"test.ssacfg_region"() ({
  "test.br"(%v)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  "test.terminator"(%a) : (i32) -> ()
}) : () -> ()
