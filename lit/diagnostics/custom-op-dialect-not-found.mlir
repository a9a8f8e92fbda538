// Parser: a custom op name whose dialect is not registered (a prefix no
// dialect has, or no prefix where the default dialect is empty, as inside
// scf regions) says so and lists the dialects that are, as mlir-opt does; a
// registered dialect without the op says the op is unknown.
// RUN: strata-opt --split-input-file --verify-diagnostics %s

func.func @f(%c: i1) {
  scf.if %c {
    // expected-error@+2 {{Dialect `' not found for custom op 'yield'  (tried '.yield' as well)}}
    // expected-note-re@+1 {{Available dialects: arith, builtin, cf, {{(expr, )?}}func, scf{{.*}} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/}}
    yield
  }
  return
}

// -----

func.func @f() {
  // expected-error@+2 {{Dialect `bogus' not found for custom op 'bogus.thing'}}
  // expected-note@+1 {{Available dialects:}}
  bogus.thing
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'bogus' is unknown (tried 'func.bogus' as well)}}
  bogus
  return
}
