#!/usr/bin/env bash
# Differential test of affine maps and integer sets against mlir-opt-22 on
# many random modules (tests/affine_differential.rs; CI runs 400). Usage:
#   scripts/affine-differential.sh [COUNT [FIRST_SEED]]   (default 20000 1)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export STRATA_AFFINE_MODULES="${1:-20000}"
export STRATA_AFFINE_FIRST_SEED="${2:-1}"
export STRATA_REQUIRE_MLIR_OPT=1
cargo test --release -p strata-tests --test affine_differential -- --quiet
echo "affine maps and sets: ${STRATA_AFFINE_MODULES} modules from seed ${STRATA_AFFINE_FIRST_SEED}, custom and generic form, all equal to mlir-opt-22's output"
