#!/usr/bin/env bash
# Installs the LLVM/MLIR 22 development packages that the `mlir` and
# `tblgen` cargo features (melior, tblgen-rs) build against, from Debian's
# packages, as root or through sudo. Idempotent: packages already present
# are left alone, and nothing runs when all are.
#
# Afterwards it prints the environment the two crates read:
#   MLIR_SYS_220_PREFIX and TABLEGEN_220_PREFIX, both `llvm-config-22 --prefix`.
# Usage: scripts/install-llvm.sh            (install, print the exports)
#        eval "$(scripts/install-llvm.sh)"  (install, set them in this shell)
set -euo pipefail

packages=(
    llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
    libclang1-22 libclang-common-22-dev libpolly-22-dev libzstd-dev
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ "${#missing[@]}" -gt 0 ]; then
    echo "installing: ${missing[*]}" >&2
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            echo "error: ${missing[*]} missing, and we are neither root nor have sudo" >&2
            exit 1
        fi
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update >&2
    "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >&2
fi

if ! command -v llvm-config-22 >/dev/null 2>&1; then
    echo "error: llvm-config-22 is not on the PATH after installing llvm-22-dev" >&2
    exit 1
fi
prefix=$(llvm-config-22 --prefix)
for header in mlir-c/IR.h mlir/IR/OpBase.td; do
    if [ ! -e "$prefix/include/$header" ]; then
        echo "error: $prefix/include/$header is missing" >&2
        exit 1
    fi
done
echo "export MLIR_SYS_220_PREFIX=$prefix"
echo "export TABLEGEN_220_PREFIX=$prefix"
