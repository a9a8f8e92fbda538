#!/usr/bin/env bash
# Side-by-side benchmark of strata-opt against mlir-opt (22): the round trip
# of generated MLIR in the generic form and in the custom form (as mlir-opt
# prints it), strata-opt with threads and with --mlir-disable-threading;
# wall time and peak RSS, output checks, the issue's targets, and the
# linearity of erasing ops one by one. See docs/PERFORMANCE.md for results.
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
#   --no-erase         skip the erase benchmark (it needs cargo)
#
# Needs: bash >= 5 (EPOCHREALTIME), GNU time at /usr/bin/time (Debian package
# `time`), python3, cargo (unless --strata and --no-erase), mlir-opt 22
# (Debian package `mlir-22-tools`). Honours CARGO_TARGET_DIR.
#
# Inputs: for each size, `gen_mlir.py` writes the generic form; `mlir-opt`
# prints it in the custom form, which is the second input. Each run is
# `/usr/bin/time -v TOOL --allow-unregistered-dialect [--mlir-print-op-generic]
# INPUT -o /dev/null` (the generic flag for the generic input only). The
# three commands (strata-opt, strata-opt --mlir-disable-threading, mlir-opt)
# run in turn, round after round, after one untimed warm-up each. Wall time is
# read with bash's EPOCHREALTIME around the whole process (start-up
# included); peak memory is GNU time's "Maximum resident set size". Ratios
# are the median of the per-round ratios (pairing keeps them meaningful when
# the machine's speed drifts). Run it on an otherwise idle machine.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

runs=7
workdir=""
sizes="100,1000"
strata=""
mlir_opt=""
gen=""
erase=1

while [ $# -gt 0 ]; do
    case "$1" in
        -r|--runs) runs="$2"; shift 2 ;;
        -w|--workdir) workdir="$2"; shift 2 ;;
        -s|--sizes) sizes="$2"; shift 2 ;;
        --strata) strata="$2"; shift 2 ;;
        --mlir-opt) mlir_opt="$2"; shift 2 ;;
        --no-erase) erase=0; shift ;;
        -h|--help) sed -n '2,33p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
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

# ---------------------------------------------------------------- helpers ----

# flags_for FORM -> the flags of a run on an input in FORM (generic|custom)
flags_for() {
    if [ "$1" = generic ]; then
        echo "--allow-unregistered-dialect --mlir-print-op-generic"
    else
        echo "--allow-unregistered-dialect"
    fi
}

# run_once FORM INPUT COMMAND... -> prints "WALL_SECONDS PEAK_KIB"
run_once() {
    local form="$1" input="$2" log="$workdir/time.log" t0 t1 rss status
    shift 2
    local -a flags
    read -r -a flags <<<"$(flags_for "$form")"
    t0=$EPOCHREALTIME
    status=0
    /usr/bin/time -v -o "$log" "$@" "${flags[@]}" "$input" -o /dev/null 2>"$workdir/stderr.log" || status=$?
    t1=$EPOCHREALTIME
    if [ "$status" -ne 0 ]; then
        cat "$workdir/stderr.log" >&2
        die "$* exited with status $status on $input"
    fi
    rss="$(sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' "$log")"
    awk -v a="$t0" -v b="$t1" -v r="$rss" 'BEGIN { printf "%.4f %d\n", b - a, r }'
}

# median "v1 v2 ..." -> prints the median
median() {
    printf '%s\n' $1 | sort -g | awk '
        { v[NR] = $1 }
        END { printf "%s\n", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# minimum "v1 v2 ..." -> prints the smallest
minimum() {
    printf '%s\n' $1 | sort -g | head -n1
}

# ratios "a1 a2 ..." "b1 b2 ..." -> prints "a1/b1 a2/b2 ..."
ratios() {
    paste <(printf '%s\n' $1) <(printf '%s\n' $2) | awk '{ printf "%s ", $1 / $2 }'
}

# ------------------------------------------------------------------- info ----

echo "== machine" >&2
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n1)"
echo "nproc: $(nproc); CPU: ${cpu:-unknown}; memory: $(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
echo "strata-opt: $("$strata" --version 2>&1 | head -n1) ($strata)"
echo "git commit: $(git -C "$repo_root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "rustc: $(rustc --version 2>/dev/null || echo unknown)"
echo "mlir-opt: $("$mlir_opt" --version 2>&1 | grep -m1 -i 'llvm version' | sed 's/^[[:space:]]*//') ($mlir_opt)"
echo "runs per command and input: $runs (after 1 warm-up each, in turn)"
echo "commands: strata-opt (threads), strata-opt --mlir-disable-threading, mlir-opt;"
echo "  each with --allow-unregistered-dialect [--mlir-print-op-generic] INPUT -o /dev/null"
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
    custom="$workdir/gen_n${n}_k1000.custom.mlir"
    if [ ! -s "$custom" ]; then
        echo "== printing $custom with mlir-opt" >&2
        "$mlir_opt" --allow-unregistered-dialect "$file" -o "$custom"
    fi
    inputs+=("generic|$file" "custom|$custom")
done

# ------------------------------------------------------------ equivalence ----

generic_check="$workdir/gen_n${size_list[0]}_k1000.mlir"
custom_check="$workdir/gen_n${size_list[0]}_k1000.custom.mlir"
echo "== output checks on $(basename "$generic_check") and $(basename "$custom_check")"
read -r -a generic_flags <<<"$(flags_for generic)"
"$strata" "${generic_flags[@]}" "$generic_check" -o "$workdir/strata.out.mlir"
if "$mlir_opt" --allow-unregistered-dialect "$workdir/strata.out.mlir" -o /dev/null; then
    echo "mlir-opt parses and verifies strata-opt's generic output: yes (exit 0)"
else
    echo "mlir-opt parses and verifies strata-opt's generic output: NO"
    exit 1
fi
"$mlir_opt" "${generic_flags[@]}" "$generic_check" -o "$workdir/mlir.direct.mlir"
"$mlir_opt" "${generic_flags[@]}" "$workdir/strata.out.mlir" -o "$workdir/mlir.via-strata.mlir"
if cmp -s "$workdir/mlir.direct.mlir" "$workdir/mlir.via-strata.mlir"; then
    echo "mlir-opt's print of strata-opt's generic output is byte-identical to its print of the input: yes"
else
    echo "mlir-opt's print of strata-opt's generic output is byte-identical to its print of the input: no"
fi
"$strata" --allow-unregistered-dialect "$custom_check" -o "$workdir/strata.custom.mlir"
"$mlir_opt" --allow-unregistered-dialect "$custom_check" -o "$workdir/mlir.custom.mlir"
if cmp -s "$workdir/strata.custom.mlir" "$workdir/mlir.custom.mlir"; then
    echo "strata-opt's custom-form print is byte-identical to mlir-opt's: yes"
else
    echo "strata-opt's custom-form print is byte-identical to mlir-opt's: NO"
    exit 1
fi
echo

# ----------------------------------------------------------------- timing ----

results=()
for entry in "${inputs[@]}"; do
    form="${entry%%|*}"
    input="${entry#*|}"
    ops="$(grep -c -E '^[[:space:]]*(%[^ ]+(, *%[^ ]+)* = )?"?[A-Za-z_][A-Za-z0-9_$]*\.[A-Za-z_]' "$input" || true)"
    size_mb="$(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.1f", b / 1e6 }')"
    echo "== timing $(basename "$input") ($form, $size_mb MB)" >&2
    run_once "$form" "$input" "$strata" >/dev/null
    run_once "$form" "$input" "$strata" --mlir-disable-threading >/dev/null
    run_once "$form" "$input" "$mlir_opt" >/dev/null
    s_wall="" s_rss="" o_wall="" m_wall="" m_rss=""
    for ((i = 1; i <= runs; i++)); do
        read -r w r < <(run_once "$form" "$input" "$strata")
        s_wall+="$w " s_rss+="$r "
        read -r w _ < <(run_once "$form" "$input" "$strata" --mlir-disable-threading)
        o_wall+="$w "
        read -r w r < <(run_once "$form" "$input" "$mlir_opt")
        m_wall+="$w " m_rss+="$r "
        echo "   run $i: strata-opt $(echo "$s_wall" | awk '{print $NF}') s, one thread $(echo "$o_wall" | awk '{print $NF}') s, mlir-opt $(echo "$m_wall" | awk '{print $NF}') s" >&2
    done
    wall_ratio="$(median "$(ratios "$s_wall" "$m_wall")")"
    speedup="$(median "$(ratios "$o_wall" "$s_wall")")"
    rss_ratio="$(median "$(ratios "$s_rss" "$m_rss")")"
    results+=("$(basename "$input")|$form|$size_mb|$ops|$(minimum "$s_wall")|$(median "$s_wall")|$(median "$o_wall")|$(minimum "$m_wall")|$(median "$m_wall")|$wall_ratio|$speedup|$(median "$s_rss")|$(median "$m_rss")|$rss_ratio")
done

# ----------------------------------------------------------------- report ----

echo "| input | form | MB | ops | strata-opt wall min / median (s) | one thread median (s) | mlir-opt wall min / median (s) | wall ratio | speed-up from threads | strata-opt peak RSS (MiB) | mlir-opt peak RSS (MiB) | RSS ratio |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for row in "${results[@]}"; do
    IFS='|' read -r name form mb ops swmin swmed owmed mwmin mwmed wr su srss mrss rr <<<"$row"
    awk -v n="$name" -v f="$form" -v mb="$mb" -v ops="$ops" -v a="$swmin" -v b="$swmed" -v o="$owmed" -v c="$mwmin" -v d="$mwmed" -v wr="$wr" -v su="$su" -v e="$srss" -v g="$mrss" -v rr="$rr" 'BEGIN {
        printf "| %s | %s | %s | %d | %.3f / %.3f | %.3f | %.3f / %.3f | %.3f | %.2fx | %.1f | %.1f | %.3f |\n",
            n, f, mb, ops, a, b, o, c, d, wr, su, e / 1024, g / 1024, rr
    }'
done
echo

# The targets, on the largest input of each form: the generic round trip
# at most 0.2x mlir-opt's wall time and 0.5x its peak memory, the custom
# form at most 0.25x its wall time.
for form in generic custom; do
    last=""
    for row in "${results[@]}"; do
        case "$row" in *"|$form|"*) last="$row" ;; esac
    done
    IFS='|' read -r name _ _ _ _ _ _ _ _ wr _ _ _ rr <<<"$last"
    if [ "$form" = generic ]; then wall_target=0.2; else wall_target=0.25; fi
    awk -v n="$name" -v f="$form" -v wr="$wr" -v rr="$rr" -v wt="$wall_target" 'BEGIN {
        printf "target on %s: wall <= %sx mlir-opt: %s (%.3fx)", n, wt, (wr <= wt ? "met" : "NOT met"), wr
        if (f == "generic") printf "; peak RSS <= 0.5x: %s (%.3fx)", (rr <= 0.5 ? "met" : "NOT met"), rr
        printf "\n"
    }'
done
echo

# ------------------------------------------------------------------ erase ----

if [ "$erase" = 1 ]; then
    echo "== erase benchmark (cargo bench -p strata-ir --bench erase)" >&2
    erase_out="$(cd "$repo_root" && cargo bench -q -p strata-ir --bench erase 2>/dev/null)"
    echo "$erase_out"
    echo "$erase_out" | awk '/erase linearity/ {
        for (i = 1; i <= NF; i++) if ($i ~ /x$/) last = $i
        sub(/x$/, "", last)
        printf "target: 10x the ops erased in <= 11x the time: %s (%sx)\n", (last + 0 <= 11 ? "met" : "NOT met"), last
    }'
    echo
fi
echo "(inputs and outputs kept in $workdir)"
