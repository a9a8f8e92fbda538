#!/usr/bin/env bash
# Differential test of `canonicalize` on random control-flow graphs against
# mlir-opt-22 (tests/cfg_differential.rs; CI runs 500). Usage:
#   scripts/cfg-differential.sh [COUNT [FIRST_SEED]]   (default 20000 1)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export STRATA_CFG_DIFF_MODULES="${1:-20000}"
export STRATA_CFG_DIFF_FIRST_SEED="${2:-1}"
export STRATA_REQUIRE_MLIR_OPT=1
cargo test --release -p strata-tests --test cfg_differential -- --quiet
echo "canonicalize (default and aggressive region simplification) on CFGs: ${STRATA_CFG_DIFF_MODULES} modules from seed ${STRATA_CFG_DIFF_FIRST_SEED}, all equal to mlir-opt-22's output"
