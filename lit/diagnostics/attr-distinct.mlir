// Parser: distinct attributes need `[N]` with N an unsigned 64-bit
// integer, then `<value>` (or `<>`); a number used twice must refer to the
// same value. MLIR's messages at MLIR's positions (a bad value also gets
// "expected attribute").
// RUN: strata-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected '[' after 'distinct'}}
"t.o"() {a = distinct(0)<1>} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"t.o"() {a = distinct[x]<1>} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"t.o"() {a = distinct[-1]<1>} : () -> ()

// -----

// expected-error @+1 {{expected an unsigned 64-bit integer}}
"t.o"() {a = distinct[99999999999999999999]<1>} : () -> ()

// -----

// expected-error @+1 {{expected ']' to close distinct ID}}
"t.o"() {a = distinct[0<1>} : () -> ()

// -----

// expected-error @+1 {{expected '<' after distinct ID}}
"t.o"() {a = distinct[0](1)} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close distinct attribute}}
"t.o"() {a = distinct[0]<1} : () -> ()

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{expected attribute}}
"t.o"() {a = distinct[0]<%x>} : () -> ()

// -----

// expected-error @+1 {{referenced attribute does not match previous definition: 1 : i64}}
"t.o"() {a = distinct[0]<1>, b = distinct[0]<2>} : () -> ()

// -----

// The same number in a function body refers to the same attribute too.
func.func @f() attributes {a = distinct[4]<"x">} {
  // expected-error @+1 {{referenced attribute does not match previous definition: "x"}}
  "t.o"() {a = distinct[4]<"y">} : () -> ()
  return
}
