#!/usr/bin/env python3
"""Generate a module in which a fifth of the ops are calls nested in expr.trees.

For the flatten-call-expr benchmark (bench/flatten.sh). Each public function
@fN(%a, %b) -> i32 has about K ops: groups of ten, five plain arith ops and an
expression of five ops (the expr.tree, two calls of private external
functions, an arith op between them and the expr.yield), e.g.

    %v7 = expr.tree : i32 {
      %0 = func.call @h1(%v3) : (i32) -> i32
      %1 = arith.addi %0, %v5 : i32
      %2 = func.call @h2(%1) : (i32) -> i32
      expr.yield %2 : i32
    }

Total ops ~= N*K. Deterministic for a seed. Custom form (what users write).

Usage: gen_expr.py [-n FUNCS] [-k OPS_PER_FUNC] [--seed S] [-o OUT]
  gen_expr.py -n 100 -k 1000     (~100,000 ops)
  gen_expr.py -n 1000 -k 1000    (~1,000,000 ops)
"""
import argparse
import random
import sys

ARITH = ["arith.addi", "arith.subi", "arith.muli", "arith.xori", "arith.andi"]
HELPERS = 4


def function(w, rnd, index, k_ops):
    w(f"  func.func @f{index}(%a: i32, %b: i32) -> i32 {{\n")
    values = ["%a", "%b"]
    ops = 2  # func.func and func.return
    n = 0
    while ops + 10 <= k_ops:
        for _ in range(5):
            op = rnd.choice(ARITH)
            x, y = rnd.choice(values[-8:]), rnd.choice(values[-8:])
            w(f"    %v{n} = {op} {x}, {y} : i32\n")
            values.append(f"%v{n}")
            n += 1
        h1, h2 = rnd.randrange(HELPERS), rnd.randrange(HELPERS)
        x, y = rnd.choice(values[-8:]), rnd.choice(values[-8:])
        op = rnd.choice(ARITH)
        w(f"    %v{n} = expr.tree : i32 {{\n")
        w(f"      %0 = func.call @h{h1}({x}) : (i32) -> i32\n")
        w(f"      %1 = {op} %0, {y} : i32\n")
        w(f"      %2 = func.call @h{h2}(%1) : (i32) -> i32\n")
        w("      expr.yield %2 : i32\n")
        w("    }\n")
        values.append(f"%v{n}")
        n += 1
        ops += 10
    w(f"    return {values[-1]} : i32\n")
    w("  }\n")
    return ops


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=100, help="public functions")
    parser.add_argument("-k", type=int, default=1000, help="ops per function")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", default="-", help="output file (default stdout)")
    args = parser.parse_args()
    out = sys.stdout if args.o == "-" else open(args.o, "w")
    rnd = random.Random(args.seed)
    w = out.write
    w("module {\n")
    total = 1
    for h in range(HELPERS):
        w(f"  func.func private @h{h}(i32) -> i32\n")
        total += 1
    for f in range(args.n):
        total += function(w, rnd, f, args.k)
    w("}\n")
    if out is not sys.stdout:
        out.close()
    print(f"{total} ops", file=sys.stderr)


if __name__ == "__main__":
    main()
