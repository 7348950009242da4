#!/usr/bin/env bash
# The gallery on every core (BENCHMARKS.md, "The gallery on both cores"): `segue gallery` at 2×
# with --jobs 1 (one process) and --jobs N (default: the number of cores), run in turn, each
# reporting wall time, CPU (user + sys, the workers included), the CPU share, and peak memory:
# the largest sum of resident memory over the gallery's whole process tree (sampled every 0.1 s),
# and the largest single process. Also checks that both folders hold the same bytes.
#   Benchmarks/gallery/run.sh [jobs] [extra gallery options…]
set -euo pipefail
cd "$(dirname "$0")/../.."
jobs="${1:-$(nproc)}"; shift || true
if [ "$jobs" -lt 2 ]; then
    echo "usage: Benchmarks/gallery/run.sh [jobs ≥ 2] [gallery options…] (compares --jobs 1 with --jobs N)" >&2
    exit 64
fi
swift build -c release --product segue >/dev/null
segue="$PWD/.build/release/segue"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Sum of RSS (KB) of `pid` and all its descendants.
tree_rss() {
    ps -e -o pid=,ppid=,rss= | awk -v root="$1" '
        { parent[$1] = $2; rss[$1] = $3 }
        END {
            total = 0
            for (p in rss) { q = p; while (q != "" && q != 0 && q != 1) { if (q == root) { total += rss[p]; break }; q = parent[q] } }
            print total
        }'
}
for j in 1 "$jobs"; do
    # The same relative --out for both, so the index pages' headers match.
    mkdir -p "$out/run-$j"
    (cd "$out/run-$j" && exec /usr/bin/time -o "$out/time-$j" -f "%e %U %S %P %M" \
        "$segue" gallery --out gallery --jobs "$j" "$@" >/dev/null) &
    pid=$!
    peak=0
    while kill -0 "$pid" 2>/dev/null; do
        now=$(tree_rss "$pid"); [ "$now" -gt "$peak" ] && peak=$now
        sleep 0.1
    done
    wait "$pid"
    read -r wall user sys share largest < "$out/time-$j"
    printf -- '--jobs %s: %s s wall, %s s user + %s s sys, %s of one core, peak %d MB over the process tree (largest process %d MB)\n' \
        "$j" "$wall" "$user" "$sys" "$share" $((peak / 1024)) $((largest / 1024))
done
if diff -rq "$out/run-1/gallery" "$out/run-$jobs/gallery" >/dev/null; then
    echo "The two folders hold the same bytes."
else
    echo "The folders differ:"; diff -rq "$out/run-1/gallery" "$out/run-$jobs/gallery" | head
fi
