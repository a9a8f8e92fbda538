// lift-lambdas cannot lift a lambda with captures whose closure is used
// other than by calls and getfields: the value would have to carry the
// captures (a closure record). The pass fails and says where it escapes.
// RUN: strata-opt --split-input-file --lift-lambdas --verify-diagnostics %s

func.func @returned(%x: i32) -> ((i32) -> i32) {
  // expected-error @+1 {{'func.lambda' op captures values and its closure is used other than by calls and getfields, so it cannot be lifted to a function (that needs a closure record)}}
  %l = func.lambda captures(%x : i32) (%self, %a: i32) -> i32 {
    %x1 = func.getfield %self[0] : ((i32) -> i32) -> i32
    func.return %x1 : i32
  }
  // expected-note @+1 {{the closure escapes here}}
  return %l : (i32) -> i32
}

// -----

// Through %self: a closure that captures itself into another closure.
func.func @self_captured(%x: i32) -> i32 {
  // expected-error @+1 {{'func.lambda' op captures values and its closure is used other than by calls and getfields}}
  %l = func.lambda captures(%x : i32) (%self, %a: i32) -> i32 {
    // expected-note @+1 {{the closure escapes here}}
    %inner = func.lambda captures(%self : (i32) -> i32) (%s2, %b: i32) -> i32 {
      func.return %b : i32
    }
    func.return %a : i32
  }
  %r = func.call_indirect %l(%x) : (i32) -> i32
  return %r : i32
}
