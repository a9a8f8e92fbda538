// A kernel in three-address form after `--flatten-call-expr`: the front end
// kept each source expression as an `expr.tree` with its nested calls; the
// pass hoists every call, in evaluation order, to a temporary t__tmp_vN
// just before its expression, inside the scope, loop or branch it is in.
//
//   cargo run --release -p strata-opt -- --flatten-call-expr examples/flatten.mlir
//
// The source, in PyPTO's Python:
//
//   def kernel(x, n):
//       with pl.at(level=pl.Level.CORE_GROUP):
//           t = assemble(x, cast(scale(x)), offsets(n))
//       acc = x
//       for i in range(tiles(n)):
//           acc = add(acc, exp(mul(acc, 2)))
//       if valid(t) < limit():
//           return clip(t)
//       return acc + norm(acc)

func.func private @scale(f32) -> f32
func.func private @cast(f32) -> bf16
func.func private @offsets(index) -> index
func.func private @assemble(f32, bf16, index) -> f32
func.func private @tiles(index) -> index
func.func private @add(f32, f32) -> f32
func.func private @exp(f32) -> f32
func.func private @mul(f32, f32) -> f32
func.func private @valid(f32) -> i32
func.func private @limit() -> i32
func.func private @clip(f32) -> f32
func.func private @norm(f32) -> f32

func.func @kernel(%x: f32, %n: index) -> f32 {
  %t = scope.at core_group -> (f32) {
    %0 = expr.tree : f32 {
      %1 = func.call @scale(%x) : (f32) -> f32
      %2 = func.call @cast(%1) : (f32) -> bf16
      %3 = func.call @offsets(%n) : (index) -> index
      %4 = func.call @assemble(%x, %2, %3) : (f32, bf16, index) -> f32
      expr.yield %4 : f32
    }
    scope.yield %0 : f32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = expr.tree : index {
    %1 = func.call @tiles(%n) : (index) -> index
    expr.yield %1 : index
  }
  %acc = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %x) -> (f32) {
    %next = expr.tree : f32 {
      %two = arith.constant 2.0 : f32
      %1 = func.call @mul(%a, %two) : (f32, f32) -> f32
      %2 = func.call @exp(%1) : (f32) -> f32
      %3 = func.call @add(%a, %2) : (f32, f32) -> f32
      expr.yield %3 : f32
    }
    scf.yield %next : f32
  }
  %cond = expr.tree : i1 {
    %1 = func.call @valid(%t) : (f32) -> i32
    %2 = func.call @limit() : () -> i32
    %3 = arith.cmpi slt, %1, %2 : i32
    expr.yield %3 : i1
  }
  %r = scf.if %cond -> (f32) {
    %0 = expr.tree : f32 {
      %1 = func.call @clip(%t) : (f32) -> f32
      expr.yield %1 : f32
    }
    scf.yield %0 : f32
  } else {
    %sum = expr.tree : f32 {
      %1 = func.call @norm(%acc) : (f32) -> f32
      %2 = arith.addf %acc, %1 : f32
      expr.yield %2 : f32
    }
    scf.yield %sum : f32
  }
  return %r : f32
}
