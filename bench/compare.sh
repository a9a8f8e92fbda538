#!/usr/bin/env bash
# Side-by-side benchmark of strata-opt against mlir-opt (22) on generated
# generic-form MLIR: wall time (min / median of N runs) and peak RSS, plus an
# output-compatibility check. See docs/PERFORMANCE.md for results.
#
# Usage: bash bench/compare.sh [options] [GEN_MLIR_PY]
#
#   GEN_MLIR_PY        the input generator (default: ../shared/bench/gen_mlir.py
#                      relative to the repository root)
#   -r, --runs N       timed runs per tool and input (default 7, at least 5)
#   -w, --workdir DIR  where inputs and outputs go (default: a fresh mktemp -d)
#   -s, --sizes LIST   comma-separated N for `gen_mlir.py -n N -k 1000`
#                      (default 100,1000: ~100k and ~1M ops)
#   --strata PATH      use this strata-opt binary instead of building one
#   --mlir-opt PATH    the mlir-opt binary (default: mlir-opt-22 on PATH, else
#                      /usr/lib/llvm-22/bin/mlir-opt)
#
# Needs: bash >= 5 (EPOCHREALTIME), GNU time at /usr/bin/time (Debian package
# `time`), python3, cargo (unless --strata), mlir-opt 22 (Debian package
# `mlir-22-tools`). Honours CARGO_TARGET_DIR.
#
# Each run is `/usr/bin/time -v TOOL --allow-unregistered-dialect
# --mlir-print-op-generic INPUT -o /dev/null`; the two tools run alternately
# (A B A B ...) after one untimed warm-up each. Wall time is read with bash's
# EPOCHREALTIME around the whole process (start-up included); peak memory is
# GNU time's "Maximum resident set size". Run it on an otherwise idle machine.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

runs=7
workdir=""
sizes="100,1000"
strata=""
mlir_opt=""
gen=""

while [ $# -gt 0 ]; do
    case "$1" in
        -r|--runs) runs="$2"; shift 2 ;;
        -w|--workdir) workdir="$2"; shift 2 ;;
        -s|--sizes) sizes="$2"; shift 2 ;;
        --strata) strata="$2"; shift 2 ;;
        --mlir-opt) mlir_opt="$2"; shift 2 ;;
        -h|--help) sed -n '2,28p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "error: unknown option $1" >&2; exit 2 ;;
        *) gen="$1"; shift ;;
    esac
done

die() { echo "error: $*" >&2; exit 1; }

[ -n "${EPOCHREALTIME:-}" ] || die "bash 5 or newer is needed (EPOCHREALTIME)"
[ -x /usr/bin/time ] || die "/usr/bin/time (GNU time) not found; install the Debian package 'time'"
[ "$runs" -ge 5 ] 2>/dev/null || die "--runs must be a number >= 5"

gen="${gen:-$repo_root/../shared/bench/gen_mlir.py}"
[ -f "$gen" ] || die "input generator not found: $gen (pass its path as the argument)"

if [ -z "$mlir_opt" ]; then
    if command -v mlir-opt-22 >/dev/null 2>&1; then
        mlir_opt="$(command -v mlir-opt-22)"
    elif [ -x /usr/lib/llvm-22/bin/mlir-opt ]; then
        mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
    else
        die "mlir-opt 22 not found (Debian package mlir-22-tools), or pass --mlir-opt PATH"
    fi
fi

if [ -z "$strata" ]; then
    echo "== building strata-opt (release)" >&2
    (cd "$repo_root" && cargo build --release -p strata-opt >&2)
    strata="${CARGO_TARGET_DIR:-$repo_root/target}/release/strata-opt"
    case "$strata" in /*) ;; *) strata="$repo_root/$strata" ;; esac
fi
[ -x "$strata" ] || die "strata-opt binary not found: $strata"

if [ -z "$workdir" ]; then
    workdir="$(mktemp -d "${TMPDIR:-/tmp}/strata-bench.XXXXXX")"
fi
mkdir -p "$workdir"

flags=(--allow-unregistered-dialect --mlir-print-op-generic)

# ---------------------------------------------------------------- helpers ----

# run_once TOOL INPUT -> prints "WALL_SECONDS PEAK_KIB"
run_once() {
    local tool="$1" input="$2" log="$workdir/time.log" t0 t1 rss status
    t0=$EPOCHREALTIME
    status=0
    /usr/bin/time -v -o "$log" "$tool" "${flags[@]}" "$input" -o /dev/null 2>"$workdir/stderr.log" || status=$?
    t1=$EPOCHREALTIME
    if [ "$status" -ne 0 ]; then
        cat "$workdir/stderr.log" >&2
        die "$tool exited with status $status on $input"
    fi
    rss="$(sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' "$log")"
    awk -v a="$t0" -v b="$t1" -v r="$rss" 'BEGIN { printf "%.4f %d\n", b - a, r }'
}

# stats "v1 v2 ..." -> prints "MIN MEDIAN"
stats() {
    printf '%s\n' $1 | sort -g | awk '
        { v[NR] = $1 }
        END {
            med = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            printf "%s %s\n", v[1], med
        }'
}

# ------------------------------------------------------------------- info ----

echo "== machine" >&2
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n1)"
echo "nproc: $(nproc); CPU: ${cpu:-unknown}; memory: $(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
echo "strata-opt: $("$strata" --version 2>&1 | head -n1) ($strata)"
echo "git commit: $(git -C "$repo_root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "rustc: $(rustc --version 2>/dev/null || echo unknown)"
echo "mlir-opt: $("$mlir_opt" --version 2>&1 | grep -m1 -i 'llvm version' | sed 's/^[[:space:]]*//') ($mlir_opt)"
echo "runs per tool and input: $runs (after 1 warm-up each, alternating)"
echo "flags: ${flags[*]} INPUT -o /dev/null"
echo

# ----------------------------------------------------------------- inputs ----

inputs=()
IFS=',' read -r -a size_list <<<"$sizes"
for n in "${size_list[@]}"; do
    file="$workdir/gen_n${n}_k1000.mlir"
    if [ ! -s "$file" ]; then
        echo "== generating $file" >&2
        python3 "$gen" -n "$n" -k 1000 -o "$file" >&2
    fi
    inputs+=("$file")
done

# ------------------------------------------------------------ equivalence ----

check="${inputs[0]}"
echo "== output check on $(basename "$check")"
"$strata" "${flags[@]}" "$check" -o "$workdir/strata.out.mlir"
if "$mlir_opt" --allow-unregistered-dialect "$workdir/strata.out.mlir" -o /dev/null; then
    echo "mlir-opt parses and verifies strata-opt's output: yes (exit 0)"
else
    echo "mlir-opt parses and verifies strata-opt's output: NO"
    exit 1
fi
"$mlir_opt" "${flags[@]}" "$check" -o "$workdir/mlir.direct.mlir"
"$mlir_opt" "${flags[@]}" "$workdir/strata.out.mlir" -o "$workdir/mlir.via-strata.mlir"
if cmp -s "$workdir/mlir.direct.mlir" "$workdir/mlir.via-strata.mlir"; then
    echo "mlir-opt's print of strata-opt's output is byte-identical to mlir-opt's print of the input: yes"
else
    echo "mlir-opt's print of strata-opt's output is byte-identical to mlir-opt's print of the input: no"
fi
echo

# ----------------------------------------------------------------- timing ----

results=()
for input in "${inputs[@]}"; do
    ops="$(grep -E -c '^[[:space:]]*(%[^ ]+(, *%[^ ]+)* = )?"[A-Za-z_][A-Za-z0-9_$]*\.' "$input" || true)"
    size_mb="$(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.1f", b / 1e6 }')"
    echo "== timing $(basename "$input") ($size_mb MB)" >&2
    run_once "$strata" "$input" >/dev/null
    run_once "$mlir_opt" "$input" >/dev/null
    s_wall="" s_rss="" m_wall="" m_rss=""
    for ((i = 1; i <= runs; i++)); do
        read -r w r < <(run_once "$strata" "$input")
        s_wall+="$w " s_rss+="$r "
        read -r w r < <(run_once "$mlir_opt" "$input")
        m_wall+="$w " m_rss+="$r "
        echo "   run $i: strata-opt $(echo "$s_wall" | awk '{print $NF}') s, mlir-opt $(echo "$m_wall" | awk '{print $NF}') s" >&2
    done
    read -r s_wmin s_wmed < <(stats "$s_wall")
    read -r m_wmin m_wmed < <(stats "$m_wall")
    read -r s_rmin s_rmed < <(stats "$s_rss")
    read -r m_rmin m_rmed < <(stats "$m_rss")
    results+=("$(basename "$input")|$size_mb|$ops|$s_wmin|$s_wmed|$m_wmin|$m_wmed|$s_rmed|$m_rmed")
done

# ----------------------------------------------------------------- report ----

echo "| input | MB | ops | strata-opt wall min / median (s) | mlir-opt wall min / median (s) | wall ratio (median) | strata-opt peak RSS (MiB) | mlir-opt peak RSS (MiB) | RSS ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for row in "${results[@]}"; do
    IFS='|' read -r name mb ops swmin swmed mwmin mwmed srss mrss <<<"$row"
    awk -v n="$name" -v mb="$mb" -v ops="$ops" -v a="$swmin" -v b="$swmed" -v c="$mwmin" -v d="$mwmed" -v e="$srss" -v f="$mrss" 'BEGIN {
        printf "| %s | %s | %d | %.3f / %.3f | %.3f / %.3f | %.3f | %.1f | %.1f | %.3f |\n",
            n, mb, ops, a, b, c, d, b / d, e / 1024, f / 1024, e / f
    }'
done
echo
last="${results[${#results[@]}-1]}"
IFS='|' read -r name _ _ _ swmed _ mwmed srss mrss <<<"$last"
awk -v n="$name" -v b="$swmed" -v d="$mwmed" -v e="$srss" -v f="$mrss" 'BEGIN {
    wr = b / d; rr = e / f
    printf "targets on %s: wall <= 0.5x: %s (%.3fx); peak RSS <= 0.6x: %s (%.3fx", n, (wr <= 0.5 ? "met" : "NOT met"), wr, (rr <= 0.6 ? "met" : "NOT met"), rr
    if (rr > 0.6) printf "; %.1f MiB over the %.1f MiB budget", (e - 0.6 * f) / 1024, 0.6 * f / 1024
    printf ")\n"
}'
echo "(inputs and outputs kept in $workdir)"
