// Calls of functions declared without a body are traced, in order, with
// their arguments, and answer a value derived from their name and
// arguments: the same call gives the same value, so evaluation order and
// arguments are observable.
// RUN: strata-run %s --entry order --trace 3 | FileCheck %s --check-prefix=ORDER
// RUN: strata-run %s --entry same_twice 9 | FileCheck %s --check-prefix=SAME
// RUN: not strata-run %s --entry poison_argument 2>&1 | FileCheck %s --check-prefix=POISON
// RUN: strata-run %s --entry floats --trace -- -1.5 | FileCheck %s --check-prefix=FLOATS

// ORDER: call @log(3)
// ORDER-NEXT: call @mix(3, [[LOG:-?[0-9]+]])
// ORDER-NEXT: call @log([[MIX:-?[0-9]+]])
// ORDER-NEXT: [[MIX]]
// SAME: [[X:-?[0-9]+]]
// SAME-NEXT: [[X]]
// POISON: error: poison value passed to an external function by the call of 'func.call'
// Float results are whole numbers, the same for the same call.
// FLOATS: call @measure(-1.5)
// FLOATS-NEXT: call @measure(-1.5)
// FLOATS-NEXT: [[M:-?[0-9]+\.0]]
// FLOATS-NEXT: [[M]]

func.func private @log(i32) -> i32
func.func private @mix(i32, i32) -> i32

func.func @order(%a: i32) -> i32 {
  %l = func.call @log(%a) : (i32) -> i32
  %m = func.call @mix(%a, %l) : (i32, i32) -> i32
  %n = func.call @log(%m) : (i32) -> i32
  return %m : i32
}

func.func @same_twice(%a: i32) -> (i32, i32) {
  %x = func.call @log(%a) : (i32) -> i32
  %y = func.call @log(%a) : (i32) -> i32
  return %x, %y : i32, i32
}

func.func @poison_argument() -> i32 {
  %p = ub.poison : i32
  %x = func.call @log(%p) : (i32) -> i32
  return %x : i32
}

func.func private @measure(f32) -> f64

func.func @floats(%x: f32) -> (f64, f64) {
  %a = func.call @measure(%x) : (f32) -> f64
  %b = func.call @measure(%x) : (f32) -> f64
  return %a, %b : f64, f64
}
