#!/usr/bin/env bash
# Runs a fuzz target with cargo-fuzz (libFuzzer, no sanitizer, so stable
# Rust works). Usage: fuzz/run.sh TARGET SECONDS [LIBFUZZER ARGS...]
# Targets: parse, verify_diagnostics, transforms. Crashes land in
# fuzz/artifacts/TARGET/; each becomes a regression test.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
target="${1:?usage: fuzz/run.sh TARGET SECONDS}"
seconds="${2:?usage: fuzz/run.sh TARGET SECONDS}"
shift 2
if ! command -v cargo-fuzz >/dev/null 2>&1; then
    echo "cargo-fuzz not found; installing it" >&2
    cargo install cargo-fuzz --locked
fi
mkdir -p "corpus/$target"
cargo fuzz run --sanitizer none "$target" "corpus/$target" -- \
    -max_total_time="$seconds" -print_final_stats=1 "$@"
