#!/usr/bin/env bash
# Text differential test of `cse`, `canonicalize`,
# `remove-dead-values{canonicalize=false}` and `inline` against mlir-opt-22 on
# many random modules (tests/text_differential.rs; CI runs 500). Usage:
#   scripts/text-differential.sh [COUNT [FIRST_SEED [FILTER]]]   (default 10000 1)
# FILTER keeps the trials whose name contains it (`--inline`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export STRATA_DIFF_MODULES="${1:-10000}"
export STRATA_DIFF_FIRST_SEED="${2:-1}"
export STRATA_REQUIRE_MLIR_OPT=1
cargo test --release -p strata-tests --test text_differential -- --quiet ${3:+"$3"}
echo "${3:-cse, canonicalize, remove-dead-values, inline}: ${STRATA_DIFF_MODULES} modules from seed ${STRATA_DIFF_FIRST_SEED}, all equal to mlir-opt-22's output"
