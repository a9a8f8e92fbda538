// Verifier: a use that a block argument does not dominate. The note about
// the argument points at the op that holds its block, as MLIR 22's does.
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @same_region() {  // expected-note {{operand defined as a block argument (block #1 in the same region)}}
^bb0:
  cf.br ^bb1(%x : i32)    // expected-error {{operand #0 does not dominate this use}}
^bb1(%x : i32):
  return
}

// -----

func.func @parent_region() {  // expected-note {{operand defined as a block argument (block #1 in a parent region)}}
^bb0:
  %f = "foo"() ({
    "foo"(%x) : (i32) -> ()    // expected-error {{operand #0 does not dominate this use}}
  }) : () -> (i32)
  cf.br ^bb1(%f : i32)
^bb1(%x : i32):
  return
}

// -----

// An unregistered op's multi-block region: the note is at the op's start.
// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
"test.holder"() ({
^bb0:
  "test.br"(%y)[^bb1] : (i64) -> ()  // expected-error {{operand #0 does not dominate this use}}
^bb1(%y : i64):
  "test.end"() : () -> ()
}) : () -> ()
