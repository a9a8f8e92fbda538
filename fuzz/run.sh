#!/usr/bin/env bash
# Runs a fuzz target with cargo-fuzz (libFuzzer, no sanitizer, so stable
# Rust works). Usage: fuzz/run.sh TARGET SECONDS [LIBFUZZER ARGS...]
# (SECONDS 0: no time limit; `-runs=N` stops after N executions).
# Targets: parse, verify_diagnostics, transforms. Crashes land in
# fuzz/artifacts/TARGET/; each becomes a regression test.
#
# Per target defaults, found by profiling on the 2-core machine:
# - verify_diagnostics: inputs up to 2 KiB (split files with annotations
#   grow large and slow) and libFuzzer's plain scheduling;
# - transforms: built without comparison tracing (its input is a seed and
#   a few choices, which comparison-guided mutation does not help, and the
#   tracing took half the time), in a target directory of its own, with
#   plain scheduling (entropic weighing of every feature took most of the
#   rest).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
target="${1:?usage: fuzz/run.sh TARGET SECONDS}"
seconds="${2:?usage: fuzz/run.sh TARGET SECONDS}"
shift 2
if ! command -v cargo-fuzz >/dev/null 2>&1; then
    echo "cargo-fuzz not found; installing it" >&2
    cargo install cargo-fuzz --locked
fi
build=()
defaults=()
case "$target" in
    verify_diagnostics) defaults=(-max_len=2048 -entropic=0) ;;
    transforms)
        build=(--no-trace-compares --target-dir target/structure-aware)
        defaults=(-entropic=0)
        ;;
esac
mkdir -p "corpus/$target"
cargo fuzz run --sanitizer none "${build[@]}" "$target" "corpus/$target" -- \
    -max_total_time="$seconds" -print_final_stats=1 "${defaults[@]}" "$@"
