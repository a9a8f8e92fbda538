#!/usr/bin/env bash
# Text differential test of `cse`, `canonicalize` and
# `remove-dead-values{canonicalize=false}` against mlir-opt-22 on many random
# modules (tests/text_differential.rs; CI runs 500). Usage:
#   scripts/text-differential.sh [COUNT [FIRST_SEED]]   (default 10000 1)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export STRATA_DIFF_MODULES="${1:-10000}"
export STRATA_DIFF_FIRST_SEED="${2:-1}"
export STRATA_REQUIRE_MLIR_OPT=1
cargo test --release -p strata-tests --test text_differential -- --quiet
echo "cse, canonicalize, remove-dead-values: ${STRATA_DIFF_MODULES} modules from seed ${STRATA_DIFF_FIRST_SEED}, all equal to mlir-opt-22's output"
