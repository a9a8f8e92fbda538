#!/usr/bin/env python3
"""flatten-call-expr's cost on modules where a fifth of the ops are calls in
expr.trees (bench/gen_expr.py), 100k and 1M ops.

For each size it runs, RUNS times each (the sizes alternating):
  strata-opt --mlir-timing INPUT -o /dev/null                       (round trip)
  strata-opt --flatten-call-expr --mlir-timing INPUT -o /dev/null   (with the pass)
and reports the medians and the minimums of the wall time of each command and of the timing
report's lines (Parser, FlattenCallExpr, Output). The two figures the pass
is held to: its time at 1M over its time at 100k (linear: at most 11x for
10x the ops), and its time over parse + print (at most 0.25).

Usage: python3 bench/flatten.py [--runs N] [--work DIR] [--strata PATH]
Builds strata-opt --release unless --strata is given.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(strata, args):
    start = time.perf_counter()
    done = subprocess.run([strata] + args, capture_output=True, text=True)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"strata-opt {' '.join(args)} failed:\n{done.stderr[:2000]}")
    timings = {}
    for line in done.stderr.splitlines():
        m = re.match(r"\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(\S.*)$", line)
        if m:
            timings[m.group(2).strip()] = float(m.group(1))
    return wall, timings


def measure_once(strata, path, rows):
    wall, t = run(strata, ["--mlir-timing", path, "-o", "/dev/null"])
    rows["round trip"].append(wall)
    wall, t = run(strata, ["--flatten-call-expr", "--mlir-timing", path, "-o", "/dev/null"])
    rows["with flatten"].append(wall)
    for key in ("Parser", "Output", "FlattenCallExpr"):
        rows[key].append(t.get(key, float("nan")))


def summarize(rows):
    return {key: (statistics.median(values), min(values)) for key, values in rows.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", default=os.path.join(ROOT, "target", "bench-flatten"))
    parser.add_argument("--strata", default=None)
    args = parser.parse_args()
    strata = args.strata
    if strata is None:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "strata-opt"], cwd=ROOT, check=True)
        target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
        strata = os.path.join(target, "release", "strata-opt")
    os.makedirs(args.work, exist_ok=True)
    paths = {}
    for name, funcs in (("100k", 100), ("1M", 1000)):
        path = os.path.join(args.work, f"expr_{name}.mlir")
        if not os.path.exists(path):
            subprocess.run(
                [sys.executable, os.path.join(ROOT, "bench", "gen_expr.py"), "-n", str(funcs), "-k", "1000", "-o", path],
                check=True,
            )
        paths[name] = path
    rows = {name: {key: [] for key in ("round trip", "with flatten", "Parser", "Output", "FlattenCallExpr")} for name in paths}
    # The sizes alternate, so that the machine's slow moments hit both.
    for _ in range(args.runs):
        for name, path in paths.items():
            measure_once(strata, path, rows[name])
    results = {name: summarize(r) for name, r in rows.items()}
    for label, pick in (("median", 0), ("minimum", 1)):
        print(f"{label}s of {args.runs} runs (seconds)")
        print(
            f"{'':>6} {'round trip':>11} {'with flatten':>13} {'Parser':>8} {'Output':>8} "
            f"{'Flatten':>8} {'pass/(parse+print)':>19}"
        )
        for name, r in results.items():
            v = {key: value[pick] for key, value in r.items()}
            share = v["FlattenCallExpr"] / (v["Parser"] + v["Output"])
            print(
                f"{name:>6} {v['round trip']:>11.3f} {v['with flatten']:>13.3f} {v['Parser']:>8.3f} "
                f"{v['Output']:>8.3f} {v['FlattenCallExpr']:>8.3f} {share:>19.3f}"
            )
        growth = results["1M"]["FlattenCallExpr"][pick] / results["100k"]["FlattenCallExpr"][pick]
        print(f"pass time 1M / 100k: {growth:.2f}x (linear: <= 11x)\n")

if __name__ == "__main__":
    main()
