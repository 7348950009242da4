#!/usr/bin/env bash
# Peak memory, time and PSNR of `segue render seed002-zoom` to GIF at 2× and 3× (BENCHMARKS.md,
# "Peak memory of a large recording"). Run from the repository root; optional first argument: a
# second `segue` binary to compare (for example one built from main), run alternately with it.
set -euo pipefail
swift build -c release --product segue
new=.build/release/segue
old=${1:-}
out=$(mktemp -d)
for run in 1 2 3; do
    for scale in 2 3; do
        for bin in $old $new; do
            /usr/bin/time -f "$bin ${scale}x: %e s wall, %U s user, %S s sys, %M KB peak RSS" \
                "$bin" render seed002-zoom --scale "$scale" --out "$out/x.gif" >/dev/null
        done
    done
done
"$new" render seed002-zoom --scale 3 --out "$out/ref.apng" >/dev/null
[ -n "$old" ] && "$old" render seed002-zoom --scale 3 --out "$out/old-3.gif" >/dev/null
"$new" render seed002-zoom --scale 3 --out "$out/new-3.gif" >/dev/null
python3 "$(dirname "$0")/animation-psnr.py" "$out/ref.apng" "$out"/*-3.gif
rm -rf "$out"
