#!/usr/bin/env bash
# Differential test of every transform by running programs before and after
# it on the reference interpreter (tests/run_differential.rs; CI runs 500
# modules per transform). Usage:
#   scripts/run-differential.sh [COUNT [FIRST_SEED [FILTER]]]   (default 10000 1)
# FILTER keeps the trials whose name contains it (`flatten-call-expr`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export STRATA_RUN_DIFF_MODULES="${1:-10000}"
export STRATA_RUN_DIFF_FIRST_SEED="${2:-1}"
export STRATA_REQUIRE_MLIR_OPT=1
cargo test --release -p strata-tests --test run_differential -- --nocapture ${3:+"$3"} 2>&1 \
    | grep -E 'runs compared|not compared|test result|FAILED|panicked' \
    | awk '/runs compared/ { n += $(NF-2) } { print } END { print n " runs compared in all" }'
